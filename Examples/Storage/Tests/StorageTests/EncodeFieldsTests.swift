import GRDB
import Testing
import ValidationGRDB

@testable import Storage

// Each record writes its columns from its field list (`encodeFields(to:)`), the one list of
// them it declares, with only the columns that are no field added by hand.
@Suite("Columns from the field list")
struct EncodeFieldsTests {
  @Test("Each record writes exactly its table's columns")
  func writesTheSchemasColumns() throws {
    let queue = try StorageDatabase.open()
    let records: [any ValidatedRecord] = [
      Player(name: "Ann", age: 34, teamId: 1), Team(name: "Reds"),
      User(email: "ann@example.com", name: "Ann"), Note(userId: 1, text: "Hi"),
      Order(
        userId: 1, total: 499, lines: [OrderLine(product: "Ball", quantity: 1, unitPrice: 499)]),
    ]
    try queue.read { db in
      for record in records {
        let table = type(of: record).databaseTableName
        let columns = try db.columns(in: table).map(\.name)
        #expect(Set(try record.databaseDictionary.keys) == Set(columns), "\(table)")
      }
    }
  }

  @Test("Values are written as the fields hold them, a new record's id as NULL")
  func writesTheValues() throws {
    let player = Player(name: "Ann", age: 60, teamId: 2, isRetired: true)
    let row = try player.databaseDictionary
    #expect(row["id"] == .null)
    #expect(row["name"] == "Ann".databaseValue)
    #expect(row["age"] == 60.databaseValue)
    #expect(row["teamId"] == 2.databaseValue)
    #expect(row["isRetired"] == true.databaseValue)
    let user = try User(id: 7, email: "ÄNN@example.com", name: "Änn").databaseDictionary
    #expect(user["id"] == 7.databaseValue)
    #expect(user["email"] == "ÄNN@example.com".databaseValue)
    #expect(user["emailKey"] == User.emailKey(for: "ÄNN@example.com").databaseValue)
  }
}
