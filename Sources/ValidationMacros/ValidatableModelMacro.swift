#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacros

  /// `@ValidatableModel`: writes a struct's or a final class's `visitFields(_:)` from its
  /// stored properties, in declaration order, and adds the `ValidatableModel` conformance.
  ///
  /// A `@Validated` property is visited through its storage (`&_name`); every other stored
  /// property through `visit(_:_:stored:)`, whose overloads let the compiler pick the
  /// guarded, nested-model or plain visit from the property's type, written or inferred.
  /// Each visit names the property's key path too, so rules can name fields by key path. A
  /// class passes each property through `withField(_:_:)`, so that a visit that changes
  /// nothing notifies no observer.
  public struct ValidatableModelMacro: MemberMacro, ExtensionMacro {
    /// Writes `visitFields(_:)`, or diagnoses why it cannot.
    public static func expansion(
      of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      guard let kind = ModelKind.diagnosing(declaration, attribute: node, in: context) else {
        return []
      }
      if let written = declaration.memberBlock.members.first(where: \.declaresVisitFields) {
        context.diagnose(
          Diagnostic(node: written.decl, message: ModelMacroMessage.visitFieldsWritten))
        return []
      }
      let statements = FieldList(
        members: declaration.memberBlock.members, kind: kind,
        typeName: declaration.typeName ?? "Self", in: context
      ).statements
      let body = statements.map { $0 + "\n" }.joined()
      let mutating = kind == .structure ? "mutating " : ""
      return [
        """
        \(raw: declaration.witnessAccess)\(raw: mutating)func visitFields(_ visitor: inout some Validation.FieldVisitor) {
        \(raw: body)}
        """
      ]
    }

    /// Adds the `ValidatableModel` conformance, unless the type has it already.
    public static func expansion(
      of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      // The member role reports what is wrong; this one only stays silent.
      guard !protocols.isEmpty, case .success = ModelKind.of(declaration) else { return [] }
      // A main-actor class's `visitFields(_:)` is isolated to the main actor, so it can
      // witness only a conformance isolated to that actor.
      let isolation = declaration.attributes.contains { $0.named("MainActor") } ? "@MainActor " : ""
      // An extension of a type available only on newer systems must say so too.
      let availability = declaration.attributes.compactMap { element -> String? in
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available"
        else { return nil }
        return attribute.trimmedDescription + "\n"
      }
      let decl: DeclSyntax = """
        \(raw: availability.joined())extension \(type.trimmed): \(raw: isolation)Validation.ValidatableModel {}
        """
      return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
  }

  /// What `@ValidatableModel` is attached to: a struct or a final class.
  enum ModelKind {
    case structure, finalClass

    /// The kind of `declaration`, or what is wrong with it.
    static func of(_ declaration: some DeclGroupSyntax) -> Result<ModelKind, ModelMacroMessage> {
      if declaration.is(StructDeclSyntax.self) { return .success(.structure) }
      if let type = declaration.as(ClassDeclSyntax.self) {
        let isFinal = type.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        return isFinal ? .success(.finalClass) : .failure(.nonFinalClass(type.name.text))
      }
      if declaration.is(EnumDeclSyntax.self) {
        return .failure(.unsupported("an enum", "its cases hold no stored properties to list"))
      }
      if declaration.is(ActorDeclSyntax.self) {
        return .failure(.unsupported("an actor", "a model's fields are visited synchronously"))
      }
      if declaration.is(ProtocolDeclSyntax.self) {
        return .failure(.unsupported("a protocol", "apply it to each model that conforms"))
      }
      return .failure(.unsupported("an extension", "apply it to the type's declaration"))
    }

    /// The kind of `declaration`, or `nil` after diagnosing what is wrong with it.
    static func diagnosing(
      _ declaration: some DeclGroupSyntax, attribute: AttributeSyntax,
      in context: some MacroExpansionContext
    ) -> ModelKind? {
      switch of(declaration) {
      case .success(let kind):
        return kind
      case .failure(let problem):
        var fixIts: [FixIt] = []
        if let type = declaration.as(ClassDeclSyntax.self) {
          var modifiers = type.modifiers
          modifiers.append(DeclModifierSyntax(name: .keyword(.final, trailingTrivia: .space)))
          fixIts.append(
            FixIt(
              message: ModelMacroMessage.addFinal,
              changes: [.replace(oldNode: Syntax(type.modifiers), newNode: Syntax(modifiers))]))
        }
        context.diagnose(Diagnostic(node: attribute, message: problem, fixIts: fixIts))
        return nil
      }
    }
  }

  /// The statements of a model's `visitFields(_:)`: one per stored property, in order,
  /// inside the same `#if` clauses as the properties.
  struct FieldList {
    /// The statements, one per line.
    var statements: [String] = []

    init(
      members: MemberBlockItemListSyntax, kind: ModelKind, typeName: String,
      in context: some MacroExpansionContext
    ) {
      for member in members {
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          for field in StoredField.fields(of: variable, in: context) {
            statements.append(field.visit(in: kind, typeName: typeName))
          }
        } else if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
          statements += Self.clauses(
            of: conditional, kind: kind, typeName: typeName, in: context)
        }
      }
    }

    // The same `#if` clauses, each listing the stored properties it declares.
    private static func clauses(
      of conditional: IfConfigDeclSyntax, kind: ModelKind, typeName: String,
      in context: some MacroExpansionContext
    ) -> [String] {
      var lines: [String] = []
      for clause in conditional.clauses {
        lines.append(
          clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? ""))
        if case .decls(let members) = clause.elements {
          lines +=
            FieldList(members: members, kind: kind, typeName: typeName, in: context).statements
        }
      }
      return lines + ["#endif"]
    }
  }

  /// A stored property the field list visits.
  struct StoredField {
    /// The property's name as written, backticks included.
    let identifier: String
    /// Whether it is a `@Validated` property, visited through its storage.
    let isValidated: Bool

    /// The name used in paths and encoded data.
    var name: String { identifier.replacingBackticks() }

    /// The statement that visits the property, with its key path from `typeName`.
    func visit(in kind: ModelKind, typeName: String) -> String {
      let key = "\"\(name)\""
      // The type's name, not `Self`: a key path from `Self` traps at run time in a class.
      let keyPath = "\\\(typeName).\(identifier)"
      if isValidated { return "visitor.visit(\(key), \(keyPath), &_\(name))" }
      switch kind {
      case .structure:
        return "visitor.visit(\(key), \(keyPath), stored: &\(identifier))"
      case .finalClass:
        return "withField(\\.\(identifier)) { visitor.visit(\(key), \(keyPath), stored: &$0) }"
      }
    }

    /// The stored properties a declaration adds: none for a `static`, `lazy`, `let`,
    /// computed or `@ValidationIgnored` one.
    static func fields(
      of variable: VariableDeclSyntax, in context: some MacroExpansionContext
    ) -> [StoredField] {
      // A `let` cannot be passed `inout`, and a visit may change the field (decoding does).
      guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
      let skipped: [Keyword] = [.static, .class, .lazy]
      if variable.modifiers.contains(where: { modifier in
        skipped.contains { modifier.name.tokenKind == .keyword($0) }
      }) {
        return []
      }
      if variable.attributes.contains(where: { $0.named("ValidationIgnored") }) { return [] }
      let isValidated = variable.attributes.contains { $0.named("Validated") }
      var fields: [StoredField] = []
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
          context.diagnose(
            Diagnostic(node: binding.pattern, message: ModelMacroMessage.tuplePattern))
          continue
        }
        guard binding.isStored else { continue }
        fields.append(
          StoredField(identifier: pattern.identifier.trimmedDescription, isValidated: isValidated))
      }
      return fields
    }
  }

  extension PatternBindingSyntax {
    /// Whether the binding stores its value: it has no accessors, or only observers.
    var isStored: Bool {
      switch accessorBlock?.accessors {
      case nil:
        return true
      case .getter:
        return false
      case .accessors(let accessors):
        let observers: [Keyword] = [.willSet, .didSet]
        return accessors.allSatisfy { accessor in
          observers.contains { accessor.accessorSpecifier.tokenKind == .keyword($0) }
        }
      }
    }
  }

  extension AttributeListSyntax.Element {
    /// Whether this is the attribute `@name` or `@Validation.name`, with or without
    /// arguments or generic arguments (`@Validated<Int>(…)`).
    func named(_ name: String) -> Bool {
      guard case .attribute(let attribute) = self else { return false }
      let type = attribute.attributeName
      if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text == name }
      guard let member = type.as(MemberTypeSyntax.self) else { return false }
      return member.name.text == name && member.baseType.trimmedDescription == "Validation"
    }
  }

  extension DeclGroupSyntax {
    /// The access a witness of the type's conformance needs, as a modifier: `public ` for
    /// a public or open type, `package ` for a package one, none otherwise.
    var witnessAccess: String {
      for modifier in modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.open): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
      }
      return ""
    }
  }

  extension DeclGroupSyntax {
    /// The name of the struct or class, as written.
    var typeName: String? {
      if let type = self.as(StructDeclSyntax.self) { return type.name.trimmedDescription }
      return self.as(ClassDeclSyntax.self)?.name.trimmedDescription
    }
  }

  extension MemberBlockItemSyntax {
    /// Whether the member is a `visitFields(_:)` method.
    var declaresVisitFields: Bool {
      decl.as(FunctionDeclSyntax.self)?.name.text == "visitFields"
    }
  }

  extension String {
    /// The name without the backticks that let a keyword be one.
    func replacingBackticks() -> String {
      filter { $0 != "`" }
    }
  }
#endif
