import GRDB

// Refuses a write whose row would collide with another stored row, on the primary key or a
// unique index, before any SQL runs, with the error SQLite gives for that collision.
//
// GRDB lets a write choose how SQLite resolves a conflict (`insert(db, onConflict:
// .replace)`, `update(db, onConflict: .ignore)`, a record's `persistenceConflictPolicy`, an
// upsert), and does not tell the callbacks which one it chose. `REPLACE` deletes the other
// row, and through `ON DELETE CASCADE` its children, without the delete rules; `IGNORE`
// drops the write without an error; an upsert updates the other row under the insert
// rules. Finding the collision first makes each of them fail as the default `ABORT` does,
// so a record's write never changes or deletes a row other than its own.
//
// A unique index on an expression is not checked (SQLite names no column for it), nor is
// a partial one's `WHERE` clause: the example's schema has neither.
@usableFromInline
enum StoredConflict {
  // Throws SQLite's error for the first key of the record's table whose values another
  // stored row has: `SQLITE_CONSTRAINT_PRIMARYKEY` for the primary key,
  // `SQLITE_CONSTRAINT_UNIQUE` for a unique index.
  //
  // - Parameters:
  //   - record: The record about to be written.
  //   - db: The write's connection, inside its transaction.
  //   - isUpdate: Whether the write updates the record's own row, which is left out of the
  //     search (and whose primary key cannot change).
  @usableFromInline
  static func check<Record: ValidatedRecord>(
    _ record: Record, in db: Database, isUpdate: Bool
  ) throws {
    let table = Record.databaseTableName
    let primaryKey = try db.primaryKey(table).columns
    var keys: [(columns: [String], resultCode: ResultCode)] = []
    if !isUpdate { keys.append((primaryKey, .SQLITE_CONSTRAINT_PRIMARYKEY)) }
    for index in try db.indexes(on: table)
    where index.isUnique && index.columns != primaryKey {
      keys.append((index.columns, .SQLITE_CONSTRAINT_UNIQUE))
    }
    if keys.isEmpty { return }
    let values = try record.databaseDictionary
    // An update leaves out its own row; without its primary key there is no row to update,
    // and GRDB reports that itself.
    var ownRow: [DatabaseValue] = []
    if isUpdate {
      for column in primaryKey {
        guard let value = value(of: column, in: values), !value.isNull else { return }
        ownRow.append(value)
      }
    }
    for key in keys {
      var arguments: [DatabaseValue] = []
      for column in key.columns {
        // SQLite never finds two NULLs equal: a key with a NULL cannot collide.
        guard let value = value(of: column, in: values), !value.isNull else { break }
        arguments.append(value)
      }
      guard arguments.count == key.columns.count else { continue }
      // `column = ?` compares with the column's own collation, as its index does.
      var sql = "SELECT 1 FROM \(table.quotedDatabaseIdentifier) WHERE "
      sql += key.columns.map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: " AND ")
      if isUpdate {
        sql += " AND NOT ("
        sql += primaryKey.map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: " AND ")
        sql += ")"
        arguments += ownRow
      }
      let statement = try db.cachedStatement(sql: sql + " LIMIT 1")
      guard try Bool.fetchOne(statement, arguments: StatementArguments(arguments)) != nil
      else { continue }
      let columns = key.columns.map { "\(table).\($0)" }.joined(separator: ", ")
      throw DatabaseError(
        resultCode: key.resultCode, message: "UNIQUE constraint failed: \(columns)", sql: sql)
    }
  }

  // The value the record writes in a column; SQLite's column names ignore case.
  private static func value(of column: String, in values: [String: DatabaseValue])
    -> DatabaseValue?
  {
    values[column] ?? values.first { $0.key.lowercased() == column.lowercased() }?.value
  }
}
