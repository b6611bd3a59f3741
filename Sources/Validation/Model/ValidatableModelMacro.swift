#if Macros
  /// Writes the model's ``ValidatableModel/visitFields(_:)`` from its stored properties and
  /// adds the ``ValidatableModel`` conformance; available with the package's `Macros` trait.
  ///
  /// ```swift
  /// @ValidatableModel struct Person {
  ///   @Validated(name: "Name", .nonBlank()) var name = ""
  ///   @Validated(name: "Age", .range(0...150)) var age = 0
  ///   var notes: [String] = []
  ///   var address = Address()
  /// }
  /// ```
  ///
  /// Every stored `var` is visited in declaration order under its own name: a `@Validated`
  /// property through its storage, the rest with the visitor's `visit(_:stored:)`, which
  /// picks the guarded, nested-model or plain visit from the type. `let`, `lazy`,
  /// `static` and computed properties are left out, and so is a property marked
  /// ``ValidationIgnored()``. A final class lists each property through
  /// ``ValidatableModel/withField(_:_:)``; a `@MainActor` class gets a `@MainActor`
  /// conformance. A model that declares `DecodableModel` or `FormModel` itself gets only
  /// the field list. See <doc:ModelsAndRules>.
  @attached(member, names: named(visitFields))
  @attached(extension, conformances: ValidatableModel)
  public macro ValidatableModel() =
    #externalMacro(module: "ValidationMacros", type: "ValidatableModelMacro")
#endif
