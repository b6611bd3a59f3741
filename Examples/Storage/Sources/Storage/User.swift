import Foundation
import GRDB
import Validation
import ValidationGRDB

/// A user: a row of the `users` table, with an e-mail address no other user has, which
/// cannot be deleted while it has notes.
public struct User: ValidatedRecord, FetchableRecord, Identifiable, Sendable {
  /// The row's id; `nil` until the user is inserted.
  public var id: Int64?
  /// The e-mail address as typed: a valid one, and unique among users by its
  /// ``emailKey(for:)`` (the `emailKey` column's `UNIQUE` constraint).
  @Validated(
    name: [
      "en": "E-mail", "de": "E-Mail-Adresse", "fr": "Adresse e-mail", "es": "Correo electrónico",
      "it": "Indirizzo email", "pt": "E-mail", "nl": "E-mailadres", "pl": "Adres e-mail",
      "ru": "Электронная почта", "ja": "メールアドレス", "zh": "电子邮箱", "zh-Hant": "電子郵件",
      "ar": "البريد الإلكتروني",
    ], .email())
  public var email = ""
  /// The user's name, not blank.
  @Validated(
    name: [
      "en": "Name", "de": "Name", "fr": "Nom", "es": "Nombre", "it": "Nome", "pt": "Nome",
      "nl": "Naam", "pl": "Imię i nazwisko", "ru": "Имя", "ja": "名前", "zh": "姓名",
      "zh-Hant": "姓名", "ar": "الاسم",
    ], .nonBlank())
  public var name = ""
  /// How many notes the user has, read from the database just before a delete; `nil`
  /// until then, which the delete rule counts as "may have notes".
  public var noteCount: Int?

  /// The table's name.
  public static let databaseTableName = "users"

  /// The table's unique keys, as the schema has them: its id, then the address's key.
  public static func uniqueKeys(in db: Database) -> [[String]] { uniqueKeyColumns }
  private static let uniqueKeyColumns = [["id"], ["emailKey"]]

  /// The user's cross-field rules.
  public static let rules: [ModelRule<User>] = [
    ModelRule("A user who still has notes cannot be deleted", when: [.delete]) {
      $0.noteCount == 0
    }
    .worded(
      [
        "en": "A user who still has notes cannot be deleted.",
        "de": "Ein Benutzer, der noch Notizen hat, kann nicht gelöscht werden.",
        "fr": "Un utilisateur qui a encore des notes ne peut pas être supprimé.",
        "es": "No se puede eliminar un usuario que todavía tiene notas.",
        "it": "Non è possibile eliminare un utente che ha ancora delle note.",
        "pt": "Não é possível excluir um usuário que ainda tem notas.",
        "nl": "Een gebruiker die nog notities heeft, kan niet worden verwijderd.",
        "pl": "Nie można usunąć użytkownika, który nadal ma notatki.",
        "ru": "Нельзя удалить пользователя, у которого ещё есть заметки.",
        "ja": "メモが残っているユーザーは削除できません。",
        "zh": "仍有笔记的用户无法删除。",
        "zh-Hant": "仍有筆記的使用者無法刪除。",
        "ar": "لا يمكن حذف مستخدم لا تزال لديه ملاحظات.",
      ], code: "has_notes")
  ]

  /// The key two addresses share when they are the same address to a person: the address
  /// lowercased, then in Unicode's canonical composed form (NFC), so `ÄNN@example.com`,
  /// `änn@example.com` and its decomposed spelling have one key.
  ///
  /// The table stores it in `emailKey`, whose `UNIQUE` constraint stops a second user with
  /// the same address; `email` keeps the address as typed, for display.
  ///
  /// - Parameter email: An address, as typed.
  /// - Returns: The address's key.
  public static func emailKey(for email: String) -> String {
    // An ASCII address lowercased is in NFC already; Foundation's normalisation costs
    // several times an insert's own work on Linux.
    let lowercased = email.lowercased()
    return lowercased.utf8.allSatisfy { $0 < 0x80 }
      ? lowercased : lowercased.precomposedStringWithCanonicalMapping
  }

  /// Reports a failure on the `emailKey` column at the `email` field, whose key it is.
  public static func fieldName(forColumn column: String) -> String {
    column == "emailKey" ? "email" : column
  }

  /// Creates a user, keeping every value as given: an invalid value makes the user
  /// invalid, and a write of it throws.
  public init(id: Int64? = nil, email: String, name: String) {
    self.id = id
    keepingInvalidValues {
      $0.email = email
      $0.name = name
    }
  }

  /// Lists the fields, under their column names; ``noteCount`` is a fact the delete rule
  /// reads, not a column.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("email", &_email)
    visitor.visit("name", &_name)
  }

  /// Before a delete, counts the user's notes in the database, inside the write's
  /// transaction, for the delete rule.
  public func withRuleFacts(for context: ValidationContext, from db: Database) throws -> User {
    guard context == .delete else { return self }
    var user = self
    user.noteCount = try Note.filter(Column("userId") == id).fetchCount(db)
    return user
  }
}

extension User {
  /// Reads a row as it is stored, valid or not.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"), email: try row.decode(forColumn: "email"),
      name: try row.decode(forColumn: "name"))
  }

  /// Writes the fields to their columns, and the address's key to `emailKey`.
  public func encode(to container: inout PersistenceContainer) {
    encodeFields(to: &container)
    container["emailKey"] = User.emailKey(for: email)
  }

  /// Takes the id SQLite gave the inserted row.
  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
