import GRDB
import Validation
import ValidationGRDB

/// A team: a row of the `teams` table, which cannot be deleted while it has players.
public struct Team: ValidatedRecord, FetchableRecord, Identifiable, Sendable {
  /// The row's id; `nil` until the team is inserted.
  public var id: Int64?
  /// The team's name, not blank.
  @Validated(
    name: [
      "en": "Name", "de": "Name", "fr": "Nom", "es": "Nombre", "it": "Nome", "pt": "Nome",
      "nl": "Naam", "pl": "Nazwa", "ru": "Название", "ja": "チーム名", "zh": "名称",
      "zh-Hant": "名稱", "ar": "الاسم",
    ], .nonBlank())
  public var name = ""
  /// How many players the team has, read from the database just before a delete; `nil`
  /// until then, which the delete rule counts as "may have players".
  public var playerCount: Int?

  /// The table's name.
  public static let databaseTableName = "teams"

  /// The table's unique keys, as the schema has them: its id.
  public static func uniqueKeys(in db: Database) -> [[String]] { uniqueKeyColumns }
  private static let uniqueKeyColumns = [["id"]]

  /// The team's cross-field rules.
  public static let rules: [ModelRule<Team>] = [
    ModelRule("A team that still has players cannot be deleted", when: [.delete]) {
      $0.playerCount == 0
    }
    .worded(
      [
        "en": "A team that still has players cannot be deleted.",
        "de": "Eine Mannschaft, die noch Spieler hat, kann nicht gelöscht werden.",
        "fr": "Une équipe qui a encore des joueurs ne peut pas être supprimée.",
        "es": "No se puede eliminar un equipo que todavía tiene jugadores.",
        "it": "Non è possibile eliminare una squadra che ha ancora dei giocatori.",
        "pt": "Não é possível excluir um time que ainda tem jogadores.",
        "nl": "Een team dat nog spelers heeft, kan niet worden verwijderd.",
        "pl": "Nie można usunąć drużyny, która nadal ma zawodników.",
        "ru": "Нельзя удалить команду, в которой ещё есть игроки.",
        "ja": "選手が残っているチームは削除できません。",
        "zh": "仍有球员的球队无法删除。",
        "zh-Hant": "仍有球員的球隊無法刪除。",
        "ar": "لا يمكن حذف فريق لا يزال فيه لاعبون.",
      ], code: "has_players")
  ]

  /// Creates a team, keeping every value as given: an invalid name makes the team
  /// invalid, and a write of it throws.
  public init(id: Int64? = nil, name: String) {
    self.id = id
    keepingInvalidValues { $0.name = name }
  }

  /// Lists the fields, under their column names; ``playerCount`` is a fact the delete rule
  /// reads, not a column.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("name", &_name)
  }

  /// Before a delete, counts the team's players in the database, inside the write's
  /// transaction, for the delete rule.
  public func withRuleFacts(for context: ValidationContext, from db: Database) throws -> Team {
    guard context == .delete else { return self }
    var team = self
    team.playerCount = try Player.filter(Column("teamId") == id).fetchCount(db)
    return team
  }
}

extension Team {
  /// Reads a row as it is stored, valid or not.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"))
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
