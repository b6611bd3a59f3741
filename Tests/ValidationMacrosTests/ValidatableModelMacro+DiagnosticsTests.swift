#if Macros
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// The errors `@ValidatableModel` reports where it cannot write a field list.
  struct ValidatableModelMacroDiagnosticsTests {
    @Test("A class that is not final is an error, with a fix-it that marks it final")
    func nonFinalClass() {
      expectExpansion(
        of: """
          @ValidatableModel class Note {
            var text = ""
          }
          """,
        to: """
          class Note {
            var text = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@ValidatableModel applies to a final class: mark 'Note' final, as a "
              + "subclass's fields would be missing from the list.",
            line: 1, column: 1, fixIts: [FixItSpec(message: "Mark the class 'final'")])
        ],
        fixedSource: """
          @ValidatableModel final class Note {
            var text = ""
          }
          """)
    }

    @Test(
      "An enum, an actor or a protocol is an error that says what the macro applies to",
      arguments: [
        (
          "enum Choice {\n  case a\n}",
          "@ValidatableModel applies to a struct or a final class, not to an enum: its cases "
            + "hold no stored properties to list."
        ),
        (
          "actor Counter {\n  var count = 0\n}",
          "@ValidatableModel applies to a struct or a final class, not to an actor: a model's "
            + "fields are visited synchronously."
        ),
        (
          "protocol Named {\n  var name: String { get }\n}",
          "@ValidatableModel applies to a struct or a final class, not to a protocol: apply it "
            + "to each model that conforms."
        ),
      ])
    func unsupportedDeclaration(declaration: String, message: String) {
      expectExpansion(
        of: "@ValidatableModel " + declaration,
        to: declaration,
        diagnostics: [DiagnosticSpec(message: message, line: 1, column: 1)])
    }

    @Test("A hand-written visitFields(_:) is an error: the macro would write a second one")
    func handWrittenList() {
      expectExpansion(
        of: """
          @ValidatableModel struct Pair {
            var left = 0
            mutating func visitFields(_ visitor: inout some FieldVisitor) {}
          }
          """,
        to: """
          struct Pair {
            var left = 0
            mutating func visitFields(_ visitor: inout some FieldVisitor) {}
          }

          extension Pair: Validation.ValidatableModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@ValidatableModel writes visitFields(_:): remove this one, or the macro "
              + "to keep a hand-written list.",
            line: 3, column: 3)
        ])
    }

    @Test("A tuple pattern is an error: a field needs a name of its own")
    func tuplePattern() {
      expectExpansion(
        of: """
          @ValidatableModel struct Point {
            var (x, y) = (0, 0)
          }
          """,
        to: """
          struct Point {
            var (x, y) = (0, 0)

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
            }
          }

          extension Point: Validation.ValidatableModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@ValidatableModel lists properties by name: declare each one on its own, "
              + "not in a tuple.",
            line: 2, column: 7)
        ])
    }
  }
#endif
