/// When a ``FormField`` shows its errors in ``FormField/visibleError``.
///
/// The default, ``afterLeaving``, waits until the user has left the field (a view calls
/// ``FormField/touch()`` when the field loses focus) or tried to submit, and then keeps
/// the error live with every keystroke, so that "a valid e-mail address" does not appear
/// after the first letter. Set a field's ``FormField/errorDisplay``, or every field's with
/// ``ValidatableModel/setErrorDisplay(_:)-6sd1d``.
public enum ErrorDisplay: Sendable, Hashable {
  /// From the first keystroke, as well as after leaving the field or a submit attempt.
  case whileTyping
  /// Once the user has left the field or tried to submit.
  case afterLeaving
  /// Only once the user has tried to submit.
  case afterSubmit
}
