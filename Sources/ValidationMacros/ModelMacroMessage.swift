#if Macros
  import SwiftDiagnostics

  /// What `@ValidatableModel` reports when it cannot write a field list, and its fix-its.
  enum ModelMacroMessage: Error, DiagnosticMessage, FixItMessage {
    /// Attached to something other than a struct or a class: what it is, and why not.
    case unsupported(String, String)
    /// Attached to a class that is not final, named.
    case nonFinalClass(String)
    /// The type already writes `visitFields(_:)`.
    case visitFieldsWritten
    /// A property declared with a tuple pattern, which has no single name.
    case tuplePattern
    /// The fix-it that marks the class `final`.
    case addFinal

    var message: String {
      switch self {
      case .unsupported(let what, let why):
        "@ValidatableModel applies to a struct or a final class, not to \(what): \(why)."
      case .nonFinalClass(let name):
        "@ValidatableModel applies to a final class: mark '\(name)' final, as a subclass's "
          + "fields would be missing from the list."
      case .visitFieldsWritten:
        "@ValidatableModel writes visitFields(_:): remove this one, or the macro to keep "
          + "a hand-written list."
      case .tuplePattern:
        "@ValidatableModel lists properties by name: declare each one on its own, not in a "
          + "tuple."
      case .addFinal:
        "Mark the class 'final'"
      }
    }

    var diagnosticID: MessageID {
      let id =
        switch self {
        case .unsupported: "unsupported"
        case .nonFinalClass: "nonFinalClass"
        case .visitFieldsWritten: "visitFieldsWritten"
        case .tuplePattern: "tuplePattern"
        case .addFinal: "addFinal"
        }
      return MessageID(domain: "ValidationMacros", id: id)
    }

    var fixItID: MessageID { diagnosticID }

    var severity: DiagnosticSeverity { .error }
  }
#endif
