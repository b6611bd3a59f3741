import GRDB
import Validation
import ValidationGRDB

/// A user's note: a row of the `notes` table.
public struct Note: ValidatedRecord, FetchableRecord, Identifiable, Sendable {
  /// The row's id; `nil` until the note is inserted.
  public var id: Int64?
  /// The id of the user the note belongs to.
  public var userId: Int64
  /// The note's text: not blank, at most 500 characters.
  @Validated(
    name: [
      "en": "Text", "de": "Text", "fr": "Texte", "es": "Texto", "it": "Testo", "pt": "Texto",
      "nl": "Tekst", "pl": "Treść", "ru": "Текст", "ja": "本文", "zh": "内容", "zh-Hant": "內容",
      "ar": "النص",
    ], .nonBlank(), .maxLength(500))
  public var text = ""

  /// The table's name.
  public static let databaseTableName = "notes"

  /// The table's unique keys, as the schema has them: its id.
  public static func uniqueKeys(in db: Database) -> [[String]] { uniqueKeyColumns }
  private static let uniqueKeyColumns = [["id"]]

  /// Creates a note, keeping every value as given: an invalid text makes the note
  /// invalid, and a write of it throws.
  public init(id: Int64? = nil, userId: Int64, text: String) {
    self.id = id
    self.userId = userId
    keepingInvalidValues { $0.text = text }
  }

  /// Lists the fields, under their column names.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("userId", plain: &userId)
    visitor.visit("text", &_text)
  }
}

extension Note {
  /// Reads a row as it is stored, valid or not.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"), userId: try row.decode(forColumn: "userId"),
      text: try row.decode(forColumn: "text"))
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
