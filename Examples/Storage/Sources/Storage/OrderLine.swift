import GRDB
import Validation
import ValidationGRDB

/// A line of an ``Order``: a row of the `orderLines` table, written only by its order.
///
/// A line is fetchable but not persistable: `line.insert(db)` does not compile, so a line
/// cannot change without its order's rules being checked. Change it in the order's
/// ``Order/lines`` and save the order.
public struct OrderLine: ValidatableModel, FetchableRecord, TableRecord, Sendable {
  /// The product's name, not blank.
  @Validated(
    name: [
      "en": "Product", "de": "Produkt", "fr": "Produit", "es": "Producto", "it": "Prodotto",
      "pt": "Produto", "nl": "Product", "pl": "Produkt", "ru": "Товар", "ja": "商品", "zh": "商品",
      "zh-Hant": "商品", "ar": "المنتج",
    ], .nonBlank())
  public var product = ""
  /// How many, from 1 to 999.
  @Validated(
    name: [
      "en": "Quantity", "de": "Menge", "fr": "Quantité", "es": "Cantidad", "it": "Quantità",
      "pt": "Quantidade", "nl": "Aantal", "pl": "Ilość", "ru": "Количество", "ja": "数量",
      "zh": "数量", "zh-Hant": "數量", "ar": "الكمية",
    ], .range(1...999))
  public var quantity = 1
  /// The price of one, in cents, not negative.
  @Validated(
    name: [
      "en": "Unit price", "de": "Stückpreis", "fr": "Prix unitaire", "es": "Precio unitario",
      "it": "Prezzo unitario", "pt": "Preço unitário", "nl": "Stukprijs", "pl": "Cena jednostkowa",
      "ru": "Цена за единицу", "ja": "単価", "zh": "单价", "zh-Hant": "單價", "ar": "سعر الوحدة",
    ], .minimum(0))
  public var unitPrice = 0

  /// The line's amount in cents: its quantity times its unit price.
  public var amount: Int { quantity * unitPrice }

  /// The table's name.
  public static let databaseTableName = "orderLines"

  /// Creates a line, keeping every value as given: an invalid value makes the line, and
  /// its order, invalid.
  public init(product: String, quantity: Int, unitPrice: Int) {
    keepingInvalidValues {
      $0.product = product
      $0.quantity = quantity
      $0.unitPrice = unitPrice
    }
  }

  /// Reads a row as it is stored, valid or not.
  ///
  /// - Throws: GRDB's decoding error when a column cannot be read as its Swift type.
  public init(row: Row) throws {
    self.init(
      product: try row.decode(forColumn: "product"),
      quantity: try row.decode(forColumn: "quantity"),
      unitPrice: try row.decode(forColumn: "unitPrice"))
  }

  /// Lists the fields, under their column names.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("product", &_product)
    visitor.visit("quantity", &_quantity)
    visitor.visit("unitPrice", &_unitPrice)
  }
}
