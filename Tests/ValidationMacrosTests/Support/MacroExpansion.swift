#if Macros
  import SwiftSyntax
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing
  import ValidationMacros

  /// Expects `source` to expand to `expandedSource`, with `diagnostics` and, when given, the
  /// fix-its applied to `fixedSource`; records each difference as an issue at the caller.
  ///
  /// `conformances` are those the compiler would pass the macro: the protocols among
  /// `ValidatableModel`'s that the type does not conform to yet.
  func expectExpansion(
    of source: String, to expandedSource: String, diagnostics: [DiagnosticSpec] = [],
    fixedSource: String? = nil, conformances: [TypeSyntax] = ["ValidatableModel"],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    assertMacroExpansion(
      source, expandedSource: expandedSource, diagnostics: diagnostics,
      macroSpecs: [
        "ValidatableModel": MacroSpec(
          type: ValidatableModelMacro.self, conformances: conformances),
        "ValidationIgnored": MacroSpec(type: ValidationIgnoredMacro.self),
      ],
      fixedSource: fixedSource,
      indentationWidth: .spaces(2)
    ) { failure in
      Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
  }
#endif
