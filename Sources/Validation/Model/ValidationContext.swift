/// The moment a model is validated for, like Core Data's `validateForInsert`,
/// `validateForUpdate` and `validateForDelete`.
///
/// A ``ModelRule`` can be limited to some contexts. ``ValidatableModel/validate(for:)``
/// with `.insert` or `.update` runs the field requirements, the rules without a context
/// and the rules of the context; with `.delete`, as Core Data's `validateForDelete`, only
/// the delete rules (of the model and the models it holds), so that a record holding
/// values today's rules refuse can still be deleted.
///
/// ```swift
/// ModelRule<User>("A user who still has notes cannot be deleted", when: [.delete]) {
///   $0.notes.isEmpty
/// }
/// ```
public enum ValidationContext: Hashable, Sendable, CaseIterable {
  /// Before a new model is saved for the first time.
  case insert
  /// Before changes to a saved model are saved.
  case update
  /// Before a saved model is deleted.
  case delete
}
