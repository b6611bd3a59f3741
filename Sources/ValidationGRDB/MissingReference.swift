#if GRDB
  import GRDB
  import Validation

  // Reports a foreign key whose row does not exist (a player of a team that does not exist)
  // as the model's own failure at the field that holds the reference, with the code
  // `missing_reference`, rather than SQLite's "FOREIGN KEY constraint failed", which names
  // no column.
  @usableFromInline
  enum MissingReference {
    // The requirement a reference states: "an existing row" for developers, an error
    // sentence in the user's language for people, and the code `missing_reference` for
    // clients.
    static let requirement = Require<String>("an existing row") { _ in false }
      .worded(
        "an existing row",
        error: [
          "en": "This refers to a record that does not exist.",
          "de": "Dies verweist auf einen Datensatz, der nicht existiert.",
          "fr": "Ceci fait référence à un enregistrement qui n’existe pas.",
          "es": "Esto hace referencia a un registro que no existe.",
          "it": "Questo fa riferimento a un record che non esiste.",
          "pt": "Isto faz referência a um registro que não existe.",
          "nl": "Dit verwijst naar een record dat niet bestaat.",
          "pl": "To odwołuje się do rekordu, który nie istnieje.",
          "ru": "Это ссылка на запись, которой не существует.",
          "ja": "存在しないレコードを参照しています。",
          "zh": "引用的记录不存在。",
          "zh-Hant": "引用的記錄不存在。",
          "ar": "يشير هذا إلى سجل غير موجود.",
        ],
        code: "missing_reference")

    // The error for SQLite's foreign key failure of an insert or update: a failure at each
    // field of each of the table's foreign keys whose row does not exist. `nil` for any
    // other error, when no such key is found (a deferred key's failure comes at commit), or
    // when a key's column is no field's, and the caller rethrows SQLite's error unchanged.
    @usableFromInline
    static func validationError<Record: ValidatedRecord>(
      for error: DatabaseError, in record: Record, db: Database
    ) -> ModelValidationError? {
      guard error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY,
        let keys = try? missingKeys(of: record, in: db), !keys.isEmpty
      else { return nil }
      var failures: [ModelValidationError.Failure] = []
      for key in keys {
        guard let found = self.failures(atColumns: key, of: record) else { return nil }
        failures += found
      }
      return ModelValidationError(failures)
    }

    // One failure per column of a foreign key, at the field the record lists under the
    // column's name; `nil` when a column is no field's.
    static func failures<Record: ValidatedRecord>(
      atColumns columns: [String], of record: Record
    ) -> [ModelValidationError.Failure]? {
      FieldFailure.failures(atColumns: columns, of: record, requirement: requirement)
    }

    // The origin columns of each of the table's foreign keys whose referenced row no stored
    // row is, in the schema's order. A key with a `NULL` refers to nothing, as SQLite
    // checks it.
    static func missingKeys<Record: ValidatedRecord>(
      of record: Record, in db: Database
    ) throws -> [[String]] {
      let foreignKeys = try db.foreignKeys(on: Record.databaseTableName)
      if foreignKeys.isEmpty { return [] }
      var columns: [String] = []
      for key in foreignKeys {
        for column in key.originColumns where !columns.contains(column) { columns.append(column) }
      }
      let values = try KeyValues(of: record, columns: columns)
      var missing: [[String]] = []
      for key in foreignKeys {
        var arguments: [DatabaseValue] = []
        for column in key.originColumns {
          guard let value = values[column], !value.isNull else { break }
          arguments.append(value)
        }
        guard arguments.count == key.mapping.count else { continue }
        // `column = ?` compares with the referenced column's collation, as SQLite's check does.
        var sql = "SELECT 1 FROM \(key.destinationTable.sqlIdentifier) WHERE "
        sql += key.destinationColumns.map { "\($0.sqlIdentifier) = ?" }
          .joined(separator: " AND ")
        let statement = try db.cachedStatement(sql: sql + " LIMIT 1")
        if try Bool.fetchOne(statement, arguments: StatementArguments(arguments)) == nil {
          missing.append(key.originColumns)
        }
      }
      return missing
    }
  }
#endif
