// Hands out the tags of drafts: every guard of a draft's edited value carries the draft's
// tag (`ValidatableValue.draftTag`), so that the draft tells its own guards from those of a
// value set from outside (see `Draft.editing`'s setter). The tag is a plain number, not a
// reference: copying a guard costs nothing more for it. `0` is no draft.
//
// A tag is never handed out twice, not even after its draft is gone: a value read from a
// freed draft keeps its guards' tag, and a new draft that shared it would take that value's
// rejections for its own. (An object's address is unique only while the object lives.)
enum DraftIdentity {
  // The last tag handed out.
  private static let lastTag = LockedValue<UInt>(0)

  // A tag no draft has had.
  static func newTag() -> UInt {
    lastTag.withLock { tag in
      tag += 1
      return tag
    }
  }
}
