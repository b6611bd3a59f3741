#if canImport(Foundation)
  import Foundation
#endif

// Identical calls to a catalogue entry return one shared requirement.
//
// A model creates its fields' requirements every time it is created (the arguments of a
// `@Validated` property are evaluated for each instance), and a server creates a model for
// every request body it decodes. Building an entry formats its descriptions and allocates
// its parts, which costs more than decoding the field; a requirement is an immutable value,
// so the one built for the same arguments serves every later call. An entry is shared only
// when its arguments say everything about it (counts, options): never one
// holding a caller's closure or pattern.
//
// At most `Table.capacity` entries are kept, so arguments that vary at run time cannot grow the
// table without bound; past that, entries are built as before. The lock is held only for a
// lookup or an insertion.
enum SharedEntries {
  // Which catalogue entry a key is for.
  enum Entry: UInt8, Sendable {
    case minLength, maxLength, length, nonEmpty, nonBlank, email, count, minCount, maxCount
    case range, atLeast, only
  }

  // An entry with its arguments and the type it checks.
  struct Key: Hashable, Sendable {
    let entry: Entry
    let input: ObjectIdentifier
    let first: Int
    let second: Int

    init(_ entry: Entry, _ input: Any.Type, _ first: Int = 0, _ second: Int = 0) {
      self.entry = entry
      self.input = ObjectIdentifier(input)
      self.first = first
      self.second = second
    }
  }

  // The table every catalogue entry shares through.
  static let table = Table(capacity: 1024)

  // The requirement shared for `key` in `table`, built by `build` on first use.
  //
  // The table holds each requirement's shared object, and only `Requirement<Input>`
  // entries are stored under a key naming `Input`.
  static func requirement<Input>(
    _ key: Key, in table: Table = table, _ build: () -> Requirement<Input>
  ) -> Requirement<Input> {
    if let shared = table.object(for: key) {
      // The key names the input type, so the object is this type's details.
      return Requirement(details: unsafeDowncast(shared, to: Requirement<Input>.Details.self))
    }
    let built = build()
    table.share(built.details, for: key)
    return built
  }

  // Shared objects by key, at most `capacity` of them; past that, nothing more is kept.
  final class Table: @unchecked Sendable {
    // @unchecked: `objects` is read and written only while `lock` is held.
    let capacity: Int
    #if canImport(Foundation)
      private let lock = NSLock()
    #endif
    private var objects: [Key: AnyObject] = [:]

    init(capacity: Int) {
      self.capacity = capacity
    }

    // The object stored under `key`, if any.
    func object(for key: Key) -> AnyObject? {
      #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        return objects[key]
      #else
        return nil
      #endif
    }

    // Stores the object for `key`, unless the table is full.
    func share(_ object: AnyObject, for key: Key) {
      #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        if objects.count < capacity {
          objects[key] = object
        }
      #endif
    }
  }
}
