#if GRDB
  import GRDB

  extension KeyValues {
    // Gives each column the record does not write the value its row will hold after the
    // write: on an insert the column's default (`NULL` when it has none), on an update the
    // value the row stores. A key with such a column is then searched as SQLite will check
    // it, rather than left out, which let `REPLACE` delete the row holding the default.
    //
    // A default that reads the clock (`CURRENT_TIMESTAMP`) is read once more here, and may
    // differ from the insert's by the time between the two.
    //
    // - Parameters:
    //   - table: The record's table.
    //   - ownRow: For an update, the primary key's columns and values naming the row.
    //   - db: The write's connection.
    // - Throws: SQLite's error when the default or the row cannot be read.
    @usableFromInline
    mutating func readUnwritten(
      table: String, ownRow: (columns: [String], values: [DatabaseValue])?, in db: Database
    ) throws {
      for (offset, column) in columns.enumerated() where values[offset] == nil {
        if let ownRow {
          let condition = ownRow.columns.map { "\($0.sqlIdentifier) = ?" }
            .joined(separator: " AND ")
          values[offset] =
            try DatabaseValue.fetchOne(
              db,
              sql: "SELECT \(column.sqlIdentifier) FROM \(table.sqlIdentifier) WHERE \(condition)",
              arguments: StatementArguments(ownRow.values)) ?? .null
        } else {
          // SQLite matches column names without regard to ASCII case.
          let info = try db.columns(in: table).first { $0.name.lowercased() == column.lowercased() }
          if let defaultSQL = info?.defaultValueSQL {
            values[offset] = try DatabaseValue.fetchOne(db, sql: "SELECT \(defaultSQL)") ?? .null
          } else {
            values[offset] = .null
          }
        }
      }
    }
  }
#endif
