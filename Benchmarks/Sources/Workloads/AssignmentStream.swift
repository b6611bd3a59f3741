import BlackHole
import Validation

/// A view model whose password is guarded by the library.
final class LibraryPasswordViewModel {
  @Validated(name: "Password", isSecret: true, requirements: UserRequirements.password)
  var password: String = ""
}

/// The hand-written twin: a setter that checks the same rule bodies and ignores an invalid
/// value.
final class PlainPasswordViewModel {
  private var storedPassword = ""

  var password: String {
    get { storedPassword }
    set {
      if passwordRules(newValue) { storedPassword = newValue }
    }
  }
}

/// Workload 4, assignment stream: candidate passwords written one by one to a view
/// model's property.
///
/// One operation assigns one candidate and passes the view model to `blackHole`; a batch
/// assigns ``Inputs/batchSize`` candidates. In the mixed stream every second candidate is
/// invalid; the accepted-only stream has valid candidates only.
public final class AssignmentStream {
  let mixed: [String]
  let acceptedOnly: [String]
  let libraryModel = LibraryPasswordViewModel()
  let plainModel = PlainPasswordViewModel()

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    mixed = inputs.candidatePasswords
    acceptedOnly = inputs.validPasswords
  }

  /// Library, the mixed stream: one batch.
  ///
  /// - Returns: The number of characters of the final password.
  @inline(never)
  public func library() -> Int {
    Self.assign(mixed, to: libraryModel)
  }

  /// Hand-written, the mixed stream: one batch.
  ///
  /// - Returns: The number of characters of the final password.
  @inline(never)
  public func handWritten() -> Int {
    Self.assign(mixed, to: plainModel)
  }

  /// Library, valid candidates only: one batch.
  ///
  /// - Returns: The number of characters of the final password.
  @inline(never)
  public func libraryAcceptedOnly() -> Int {
    Self.assign(acceptedOnly, to: libraryModel)
  }

  /// Hand-written, valid candidates only: one batch.
  ///
  /// - Returns: The number of characters of the final password.
  @inline(never)
  public func handWrittenAcceptedOnly() -> Int {
    Self.assign(acceptedOnly, to: plainModel)
  }

  @inline(__always)
  static func assign(_ candidates: [String], to model: LibraryPasswordViewModel) -> Int {
    for candidate in candidates {
      model.password = candidate
      blackHole(model)
    }
    return model.password.utf8.count
  }

  @inline(__always)
  static func assign(_ candidates: [String], to model: PlainPasswordViewModel) -> Int {
    for candidate in candidates {
      model.password = candidate
      blackHole(model)
    }
    return model.password.utf8.count
  }
}
