/// An editing session for a field or a whole model that keeps invalid input until the
/// controller commits.
///
/// A text field must be able to hold "ann@" while the user types "ann@example.com".
/// In a draft, assignments to guarded fields store every value, valid or not, and
/// ``error`` reports the problems live. ``commit()`` validates everything at once: it
/// either returns the valid edited value and makes it the committed one, or throws the
/// full error and leaves the committed value untouched.
///
/// ```swift
/// var draft = Draft(person)
/// draft.editing.name = ""           // kept, although invalid
/// draft.error?.failures(at: "name") // shown under the field while the user types
/// draft.editing.name = "Ann"
/// person = try draft.commit()       // validated as a whole, then accepted
/// ```
///
/// Works for a single ``ValidatableValue`` as well: edit it with
/// ``ValidatableValue/assign(_:)``.
///
/// A draft needs value semantics: creating one of a class model, or of a model that
/// reaches a class model through its fields, stops with a precondition failure, because
/// edits would change the shared object outside the draft.
public struct Draft<Subject> {
  /// The last committed value: the starting value until a commit succeeds.
  public private(set) var committed: Subject

  /// The value being edited; assignments to its guarded fields keep invalid input.
  ///
  /// An assignment that breaks a requirement is rejected as anywhere else, and when the
  /// access ends (`draft.editing.age = 12`, `await draft.editing.load()`, or the block of
  /// ``edit(_:)``), the draft stores each of its guards' last rejected input, invalid. Only
  /// the draft's own value keeps invalid input: another model assigned meanwhile, by a
  /// closure or another task, a copy of the value, and a value read from `editing` check as
  /// usual. A write through a key path (a SwiftUI binding's) keeps its input too.
  ///
  /// - Complexity: O(*n*) per access, where *n* is the number of guards in the edited
  ///   value; make many edits in one access with ``edit(_:)`` or a mutating method.
  public var editing: Subject {
    get { edited }
    set {
      // A key path writes by reading the value, changing the copy and setting it: the
      // copy's guards carry this draft's tag and kept what they rejected as pending.
      var value = newValue
      marking.change(&value, .adopt(tag))
      edited = value
    }
    _modify {
      defer { marking.change(&edited, .settle(tag)) }
      yield &edited
    }
  }

  // The value being edited.
  private var edited: Subject

  // The tag of this draft's guards, shared by its copies.
  private let tag = DraftIdentity.newTag()

  // How to change the guards of a value of the subject's type.
  private let marking: any DraftMarking<Subject>

  /// Makes several edits in one access to ``editing``, and returns what `changes` returns.
  ///
  /// ```swift
  /// draft.edit { booking in
  ///   booking.start = newStart
  ///   booking.end = newEnd
  /// }
  /// ```
  ///
  /// - Parameter changes: The edits.
  /// - Returns: What `changes` returns.
  /// - Throws: What `changes` throws; the edits made before it stay in the draft.
  /// - Complexity: One walk over the edited value, however many edits `changes` makes.
  public mutating func edit<Result, Failure: Error>(
    _ changes: (inout Subject) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try changes(&editing)
  }

  /// Starts editing a copy of a model.
  ///
  /// - Parameter model: The committed model to start from.
  public init(_ model: Subject) where Subject: ValidatableModel {
    if let shared = model.sharedModelType {
      preconditionFailure(
        "A Draft needs value semantics, but \(Subject.self) reaches \(shared), a class: "
          + "edits would change the shared object outside the draft.")
    }
    committed = model
    marking = ModelMarking()
    edited = model
    marking.change(&edited, .start(tag))
  }

  /// Starts editing a copy of a guarded value.
  ///
  /// - Parameter value: The committed guarded value to start from.
  public init<Value>(_ value: Subject) where Subject == ValidatableValue<Value> {
    committed = value
    marking = GuardMarking()
    edited = value
    marking.change(&edited, .start(tag))
  }

  /// Every problem with the edited value now, or `nil` when it would commit.
  public var error: ModelValidationError? {
    if let model = edited as? any ValidatableModel { return model.validationError() }
    return (edited as? any DraftedValue)?.draftError
  }

  /// Returns whether the edited value would commit now.
  public func isValid() -> Bool {
    // Both answer without building the error a commit would throw.
    if let model = edited as? any ValidatableModel { return model.isValid() }
    return (edited as? any GuardedField)?.isValid() ?? true
  }

  /// Validates the edited value and, if it is valid, makes it the committed value.
  ///
  /// - Returns: The new committed value: assignments to it are checked as usual.
  /// - Throws: ``ModelValidationError`` with every failure; ``committed`` is unchanged
  ///   and editing can go on.
  @discardableResult
  public mutating func commit() throws(ModelValidationError) -> Subject {
    if let error { throw Self.described(error, editing) }
    return accept()
  }

  // The error with the edited model's description, for `NSError` bridging; a value's
  // error names no model.
  private static func described(_ error: ModelValidationError, _ editing: Subject)
    -> ModelValidationError
  {
    guard let model = editing as? any ValidatableModel else { return error }
    var described = error
    described.objectDescription = model.objectDescription
    return described
  }

  // Makes the edited value, known to be valid, the committed one.
  private mutating func accept() -> Subject {
    committed = edited
    return edited
  }

  /// Throws away the edits and starts again from the committed value.
  public mutating func discard() {
    edited = committed
    marking.change(&edited, .start(tag))
  }
}

extension Draft: Sendable where Subject: Sendable {}

extension Draft where Subject: ValidatableModel {
  /// Validates the edited model for a context, such as `.insert`, and, if it is valid,
  /// makes it the committed value.
  ///
  /// It checks what ``ValidatableModel/validate(for:)`` checks for `context`, and what
  /// ``commit()`` checks: for `.delete`, the delete rules and every field.
  ///
  /// - Returns: The new committed value.
  /// - Throws: ``ModelValidationError`` with every failure; ``committed`` is unchanged.
  @discardableResult
  public mutating func commit(for context: ValidationContext) throws(ModelValidationError)
    -> Subject
  {
    // A deletion's rules check no field, but the committed value leaves the draft, and
    // outside a draft a guard holds only values it accepts: the fields are checked too.
    let fieldError = context == .delete ? error : nil
    let contextError = editing.isValid(for: context) ? nil : editing.describedError(in: context)
    if fieldError != nil || contextError != nil {
      let failures = (fieldError?.failures ?? []) + (contextError?.failures ?? [])
      throw Self.described(ModelValidationError(failures), editing)
    }
    return accept()
  }
}
