import GRDB
import Validation
import ValidationGRDB

/// A player of a team: a row of the `players` table that validates itself before it is
/// written.
///
/// A new player cannot be retired already; every write checks the name and the age.
public struct Player: ValidatedRecord, FetchableRecord, Identifiable, Sendable {
  /// The row's id; `nil` until the player is inserted.
  public var id: Int64?
  /// The player's name, not blank.
  @Validated(
    name: [
      "en": "Name", "de": "Name", "fr": "Nom", "es": "Nombre", "it": "Nome", "pt": "Nome",
      "nl": "Naam", "pl": "Imię i nazwisko", "ru": "Имя", "ja": "名前", "zh": "姓名",
      "zh-Hant": "姓名", "ar": "الاسم",
    ], .nonBlank())
  public var name = ""
  /// The player's age in years, between 16 and 50.
  @Validated(
    name: [
      "en": "Age", "de": "Alter", "fr": "Âge", "es": "Edad", "it": "Età", "pt": "Idade",
      "nl": "Leeftijd", "pl": "Wiek", "ru": "Возраст", "ja": "年齢", "zh": "年龄", "zh-Hant": "年齡",
      "ar": "العمر",
    ], .range(16...50))
  public var age = 16
  /// The id of the player's team.
  public var teamId: Int64
  /// Whether the player has retired.
  public var isRetired: Bool

  /// The table's name.
  public static let databaseTableName = "players"

  /// The table's unique keys, as the schema has them: its id.
  public static func uniqueKeys(in db: Database) -> [[String]] { uniqueKeyColumns }
  private static let uniqueKeyColumns = [["id"]]

  /// The player's cross-field rules.
  public static let rules: [ModelRule<Player>] = [
    ModelRule("A new player cannot be retired", fields: ["isRetired"], when: [.insert]) {
      !$0.isRetired
    }
    .worded(
      [
        "en": "A new player cannot be retired.",
        "de": "Ein neuer Spieler darf nicht schon im Ruhestand sein.",
        "fr": "Un nouveau joueur ne peut pas être déjà retraité.",
        "es": "Un jugador nuevo no puede estar ya retirado.",
        "it": "Un nuovo giocatore non può essere già ritirato.",
        "pt": "Um jogador novo não pode já estar aposentado.",
        "nl": "Een nieuwe speler kan niet al gestopt zijn.",
        "pl": "Nowy zawodnik nie może mieć już zakończonej kariery.",
        "ru": "Новый игрок не может уже быть на пенсии.",
        "ja": "新しい選手を引退済みにすることはできません。",
        "zh": "新球员不能是已退役的。",
        "zh-Hant": "新球員不能是已退役的。",
        "ar": "لا يمكن أن يكون اللاعب الجديد معتزلًا.",
      ], code: "retired_on_insert")
  ]

  /// Creates a player, keeping every value as given: a value that breaks a requirement
  /// makes the player invalid, and a write of it throws.
  public init(
    id: Int64? = nil, name: String, age: Int, teamId: Int64, isRetired: Bool = false
  ) {
    self.id = id
    self.teamId = teamId
    self.isRetired = isRetired
    keepingInvalidValues {
      $0.name = name
      $0.age = age
    }
  }

  /// Lists the fields, under their column names.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("name", &_name)
    visitor.visit("age", &_age)
    visitor.visit("teamId", plain: &teamId)
    visitor.visit("isRetired", plain: &isRetired)
  }
}

extension Player {
  /// Reads a row as it is stored, valid or not: a row that breaks today's rules gives a
  /// player whose `isValid()` is `false`.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"),
      name: try row.decode(forColumn: "name"),
      age: try row.decode(forColumn: "age"),
      teamId: try row.decode(forColumn: "teamId"),
      isRetired: try row.decode(forColumn: "isRetired"))
  }

  /// Writes the fields to their columns.
  public func encode(to container: inout PersistenceContainer) {
    encodeFields(to: &container)
  }

  /// Takes the id SQLite gave the inserted row.
  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
