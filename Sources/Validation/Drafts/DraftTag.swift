// Which draft a guard's value belongs to: every guard of a draft's edited value carries the
// draft's tag, so that the draft tells its own guards from those of a value set from
// outside (see `Draft.editing`'s setter). A plain number, not a reference: copying a
// guard costs nothing more for it.
@usableFromInline
struct DraftTag: Equatable, Sendable {
  @usableFromInline
  let rawValue: UInt

  // No draft.
  @usableFromInline
  static let none = DraftTag(rawValue: 0)

  init(rawValue: UInt) { self.rawValue = rawValue }

  // The tag of the draft that holds `identity`.
  init(_ identity: DraftIdentity) {
    rawValue = UInt(bitPattern: ObjectIdentifier(identity))
  }
}

// An object whose identity tags a draft's guards: unique among the drafts alive.
final class DraftIdentity: Sendable {}
