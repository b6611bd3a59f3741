import GRDB
import Validation
import ValidationGRDB

/// A user's order: a row of the `orders` table and its lines in `orderLines`, saved as one
/// aggregate whose rule is that the lines add up to the total.
///
/// The order writes its lines: an insert or update of the order replaces them with
/// ``lines``, in the same savepoint, after validating the order and every line. A line
/// alone cannot be saved (``OrderLine`` is not persistable), so no write through a record
/// leaves an order whose lines do not add up.
public struct Order: ValidatedRecord, FetchableRecord, Identifiable, Sendable {
  /// The row's id; `nil` until the order is inserted.
  public var id: Int64?
  /// The id of the user who placed the order.
  public var userId: Int64
  /// The total in cents, not negative.
  @Validated(
    name: [
      "en": "Total", "de": "Gesamtbetrag", "fr": "Total", "es": "Total", "it": "Totale",
      "pt": "Total", "nl": "Totaal", "pl": "Suma", "ru": "Сумма", "ja": "合計", "zh": "总额",
      "zh-Hant": "總額", "ar": "الإجمالي",
    ], .minimum(0))
  public var total = 0
  /// The order's lines; `nil` when they were not read (a plain fetch), in which case a save
  /// leaves the stored lines as they are and the rule reads them from the database.
  public var lines: [OrderLine]?

  /// The table's name.
  public static let databaseTableName = "orders"

  /// The table's unique keys, as the schema has them: its id.
  public static func uniqueKeys(in db: Database) -> [[String]] { uniqueKeyColumns }
  private static let uniqueKeyColumns = [["id"]]

  /// The aggregate's rule.
  public static let rules: [ModelRule<Order>] = [
    ModelRule("The lines add up to the total", fields: ["total"], when: [.insert, .update]) {
      ($0.lines ?? []).reduce(0) { $0 + $1.amount } == $0.total
    }
    .worded(
      [
        "en": "The lines add up to the total.",
        "de": "Die Positionen ergeben zusammen den Gesamtbetrag.",
        "fr": "La somme des lignes est égale au total.",
        "es": "Las líneas suman el total.",
        "it": "Le righe sommate danno il totale.",
        "pt": "A soma das linhas é igual ao total.",
        "nl": "De regels tellen op tot het totaal.",
        "pl": "Pozycje sumują się do kwoty całkowitej.",
        "ru": "Сумма позиций равна итогу.",
        "ja": "明細の合計が合計金額と一致すること。",
        "zh": "各行金额之和等于总额。",
        "zh-Hant": "各行金額之和等於總額。",
        "ar": "مجموع البنود يساوي الإجمالي.",
      ],
      error: [
        "en": "The lines do not add up to the total.",
        "de": "Die Positionen ergeben zusammen nicht den Gesamtbetrag.",
        "fr": "La somme des lignes ne correspond pas au total.",
        "es": "Las líneas no suman el total.",
        "it": "Le righe sommate non danno il totale.",
        "pt": "A soma das linhas não corresponde ao total.",
        "nl": "De regels tellen niet op tot het totaal.",
        "pl": "Pozycje nie sumują się do kwoty całkowitej.",
        "ru": "Сумма позиций не равна итогу.",
        "ja": "明細の合計が合計金額と一致しません。",
        "zh": "各行金额之和与总额不符。",
        "zh-Hant": "各行金額之和與總額不符。",
        "ar": "مجموع البنود لا يساوي الإجمالي.",
      ], code: "lines_mismatch")
  ]

  /// Creates an order, keeping every value as given.
  public init(id: Int64? = nil, userId: Int64, total: Int, lines: [OrderLine]?) {
    self.id = id
    self.userId = userId
    self.lines = lines
    keepingInvalidValues { $0.total = total }
  }

  /// Lists the fields, under their column names, and the lines as nested models.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("userId", plain: &userId)
    visitor.visit("total", &_total)
    visitor.visit("lines", &lines)
  }

  /// Returns the order with its stored lines, in the order they were written.
  ///
  /// - Parameter db: A connection.
  /// - Returns: The order, its ``lines`` read from `orderLines`.
  /// - Throws: GRDB's error when the lines cannot be read.
  public func withStoredLines(_ db: Database) throws -> Order {
    var order = self
    order.lines = try OrderLine.filter(Column("orderId") == id).order(Column("id")).fetchAll(db)
    return order
  }

  /// Before an insert or update whose lines were not read, reads the stored ones, so the
  /// rule checks the lines the order will have.
  public func withRuleFacts(for context: ValidationContext, from db: Database) throws -> Order {
    guard lines == nil, context != .delete, id != nil else { return self }
    return try withStoredLines(db)
  }

  /// Writes the order's row, then, when ``lines`` were set, replaces its stored lines.
  ///
  /// - Throws: GRDB's error when a row cannot be written; neither the order nor a line is.
  public func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
    // One savepoint: a failure keeps neither, even when the caller catches it inside its
    // transaction. The callbacks have validated the order and its lines already.
    try db.inSavepoint {
      let saved = try save()
      guard let lines else { return .commit }
      let orderId = saved.persistenceContainer["id"]?.databaseValue
      try db.execute(sql: "DELETE FROM orderLines WHERE orderId = ?", arguments: [orderId])
      for line in lines {
        try db.execute(
          sql: "INSERT INTO orderLines (orderId, product, quantity, unitPrice) VALUES (?, ?, ?, ?)",
          arguments: [orderId, line.product, line.quantity, line.unitPrice])
      }
      return .commit
    }
  }
}

extension Order {
  /// Reads a row as it is stored, without its lines (``lines`` is `nil`): see
  /// ``withStoredLines(_:)``.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"), userId: try row.decode(forColumn: "userId"),
      total: try row.decode(forColumn: "total"), lines: nil)
  }

  /// Writes the fields to their columns; the lines are written by ``aroundSave(_:save:)``.
  public func encode(to container: inout PersistenceContainer) {
    encodeFields(to: &container)
  }

  /// Takes the id SQLite gave the inserted row.
  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
