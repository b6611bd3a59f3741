// An object whose identity tags a draft's guards: every guard of a draft's edited value
// carries the draft's tag (`ValidatableValue.draftTag`), so that the draft tells its own
// guards from those of a value set from outside (see `Draft.editing`'s setter). The tag is a
// plain number, not a reference: copying a guard costs nothing more for it. `0` is no draft.
final class DraftIdentity: Sendable {
  // The tag of the draft this object belongs to, unique among the drafts alive.
  var tag: UInt { UInt(bitPattern: ObjectIdentifier(self)) }
}
