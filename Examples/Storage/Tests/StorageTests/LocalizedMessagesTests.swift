import Foundation
import GRDB
import Testing

@testable import Storage
@testable import Validation

// The records name their fields and word their rules in every language the package has, so
// an error shown to a German user reads German throughout: the library's sentences, the
// fields' names and the app's own rules.
@Suite("Messages in the user's language")
struct LocalizedMessagesTests {
  static let german = Locale(identifier: "de_DE")

  @Test("A refused player reads German: the fields' names, their requirements and the rule")
  func player() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in
        _ = try Player(name: " ", age: 60, teamId: 1, isRetired: true).inserted(db)
      }
    }
    #expect(
      error.failures.map { $0.message(in: Self.german) } == [
        "Name darf nicht leer sein.", "Alter muss zwischen 16 und 50 liegen.",
        "Ein neuer Spieler darf nicht schon im Ruhestand sein.",
      ])
    #expect(error.failures.map(\.code) == ["too_short", "out_of_range", "retired_on_insert"])
  }

  @Test("A user's bad address, and a taken one, read German, named in German")
  func user() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let invalid = try #require(throws: ModelValidationError.self) {
        _ = try User(email: "not an address", name: "").inserted(db)
      }
      #expect(
        invalid.failures.map { $0.message(in: Self.german) } == [
          "E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.", "Name darf nicht leer sein.",
        ])
      let taken = try #require(throws: ModelValidationError.self) {
        _ = try User(email: "ANN@example.com", name: "").inserted(db)
      }
      #expect(
        taken.failures.map { $0.message(in: Self.german) } == [
          "Name darf nicht leer sein.", "Dieser Wert ist bereits registriert.",
        ])
      // The failure the database's constraint gives is named as the field is.
      #expect(
        taken.failures.map { $0.localizedDisplayName?.text(in: Self.german) } == [
          "Name", "E-Mail-Adresse",
        ])
    }
  }

  @Test("A taken address reads Traditional Chinese in Taiwan, not Simplified")
  func traditionalChinese() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try User(email: "ann@example.com", name: "").inserted(db) }
    }
    #expect(
      error.failures.map { $0.message(in: Locale(identifier: "zh_TW")) }.last == "該值已被註冊。")
  }

  @Test("A refused delete and an order that does not add up read German")
  func rules() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let team = try #require(try Team.fetchOne(db, id: 1))
      let refused = try #require(throws: ModelValidationError.self) { try team.delete(db) }
      #expect(
        refused.failures.map { $0.message(in: Self.german) } == [
          "Eine Mannschaft, die noch Spieler hat, kann nicht gelöscht werden."
        ])
      var order = Order(
        userId: 1, total: 100, lines: [OrderLine(product: "Ball", quantity: 2, unitPrice: 499)])
      let mismatch = try #require(throws: ModelValidationError.self) { try order.insert(db) }
      #expect(
        mismatch.failures.map { $0.message(in: Self.german) } == [
          "Die Positionen ergeben zusammen nicht den Gesamtbetrag."
        ])
    }
  }
}
