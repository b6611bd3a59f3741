import GRDB
import Storage

/// `User`'s twin without validation: the same columns, the address's key computed the same
/// way, with plain stored properties and GRDB's empty persistence callbacks.
struct UncheckedUser: MutablePersistableRecord {
  var id: Int64?
  var email: String
  var name: String

  static let databaseTableName = "users"

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["email"] = email
    container["emailKey"] = User.emailKey(for: email)
    container["name"] = name
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
