import GRDB

/// `Player`'s twin without validation: the same columns, written the same way, with plain
/// stored properties and GRDB's empty persistence callbacks.
struct UncheckedPlayer: MutablePersistableRecord {
  var id: Int64?
  var name: String
  var age: Int
  var teamId: Int64
  var isRetired: Bool

  static let databaseTableName = "players"

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["name"] = name
    container["age"] = age
    container["teamId"] = teamId
    container["isRetired"] = isRetired
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
