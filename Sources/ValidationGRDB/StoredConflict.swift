#if GRDB
  import GRDB
  import Validation

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
  // Each key is compared as its unique index compares it, in the index's own collation
  // (`SearchedKeys`). A partial index is searched as if it covered every row, since the
  // search does not read its `WHERE` clause: a write whose key another row holds is refused
  // even when the clause leaves one of them out of the index. A table with a unique index on
  // an expression or a generated column is refused every write: no search finds what the
  // index compares, and under `REPLACE` SQLite would delete the row it finds equal.
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
    @inlinable
    static func check<Record: ValidatedRecord>(
      _ record: Record, in db: Database, isUpdate: Bool
    ) throws {
      let keys = try SearchedKeys.of(Record.self, in: db)
      if let index = keys.expressionIndex {
        throw SearchedKeys.expressionIndexError(index, table: Record.databaseTableName)
      }
      guard
        let key = try takenKeys(
          of: record, among: keys.searched(isUpdate: isUpdate), primaryKey: keys.primaryKey,
          in: db, isUpdate: isUpdate, firstOnly: true
        ).first
      else { return }
      let names = key.columns.map { "\(Record.databaseTableName).\($0)" }
      throw DatabaseError(
        resultCode: key.isPrimaryKey ? .SQLITE_CONSTRAINT_PRIMARYKEY : .SQLITE_CONSTRAINT_UNIQUE,
        message: "UNIQUE constraint failed: \(names.joined(separator: ", "))")
    }

    // The keys among `searched` whose values another stored row has, in order: only the
    // first when `firstOnly`. A key with a `NULL` is never taken.
    //
    // - Parameters:
    //   - primaryKey: The table's primary key, whose values name the row an update writes,
    //     which is left out of the search.
    //   - isUpdate: Whether the write updates the record's own row.
    @inlinable
    static func takenKeys<Record: ValidatedRecord>(
      of record: Record, among searched: ArraySlice<IndexedKey>, primaryKey: [String],
      in db: Database, isUpdate: Bool, firstOnly: Bool
    ) throws -> [IndexedKey] {
      if searched.isEmpty { return [] }
      var columns = isUpdate ? primaryKey : []
      for key in searched {
        for column in key.columns where !columns.contains(column) { columns.append(column) }
      }
      var values = try KeyValues(of: record, columns: columns)
      // An update leaves out its own row; without its primary key there is no row to update,
      // and GRDB reports that itself.
      var ownRow: [DatabaseValue] = []
      if isUpdate {
        for column in primaryKey {
          guard let value = values[column], !value.isNull else { return [] }
          ownRow.append(value)
        }
      }
      let table = Record.databaseTableName
      if values.values.contains(where: { $0 == nil }) {
        try values.readUnwritten(
          table: table, ownRow: isUpdate ? (primaryKey, ownRow) : nil, in: db)
      }
      var taken: [IndexedKey] = []
      for key in searched {
        var arguments: [DatabaseValue] = []
        for column in key.columns {
          // SQLite never finds two NULLs equal: a key with a NULL cannot collide.
          guard let value = values[column], !value.isNull else { break }
          arguments.append(value)
        }
        guard arguments.count == key.columns.count else { continue }
        var sql = "SELECT 1 FROM \(table.sqlIdentifier) WHERE " + key.condition
        if isUpdate {
          // The own row is named as the update names it, in the columns' own collations.
          sql += " AND NOT ("
          sql += primaryKey.map { "\($0.sqlIdentifier) = ?" }.joined(separator: " AND ")
          sql += ")"
          arguments += ownRow
        }
        guard try RowExistence.exists(sql: sql + " LIMIT 1", values: arguments, in: db)
        else { continue }
        taken.append(key)
        if firstOnly { break }
      }
      return taken
    }

    // The columns of a table's primary key, then of each of its other unique indexes, as its
    // schema gives them.
    static func schemaKeys(of table: String, in db: Database) throws -> [[String]] {
      let primaryKey = try db.primaryKey(table).columns
      var keys = [primaryKey]
      for index in try db.indexes(on: table) where index.isUnique && !keys.contains(index.columns) {
        keys.append(index.columns)
      }
      return keys
    }
  }

  // The values a record writes in some columns, read from its field list when every column is
  // a field there, and otherwise from the record's encoding (a user's `emailKey`, which
  // `encode(to:)` computes). Encoding a record costs several times a new player's
  // validation, and a new player's only key is its `NULL` id, so the field list is read
  // first. That relies on what the records here do: a field listed under a column's name is
  // written to that column as it is.
  @usableFromInline
  struct KeyValues {
    @usableFromInline var columns: [String]
    @usableFromInline var values: [DatabaseValue?]

    @inlinable
    init<Record: ValidatedRecord>(of record: Record, columns: [String]) throws {
      var lookup = FieldValues(columns: columns)
      var model = record
      model.visitFields(&lookup)
      self.columns = columns
      values = lookup.values
      if values.contains(where: { $0 == nil }) {
        let encoded = try record.databaseDictionary
        values = columns.map { column in
          encoded[column] ?? encoded.first { $0.key.lowercased() == column.lowercased() }?.value
        }
      }
    }

    // The value written in one of the columns.
    @inlinable
    subscript(column: String) -> DatabaseValue? {
      columns.firstIndex(of: column).flatMap { values[$0] }
    }
  }

  // Reads the database values of the fields whose names are given, from a model's field list.
  @usableFromInline
  struct FieldValues: FieldVisitor {
    @usableFromInline let columns: [String]
    @usableFromInline var values: [DatabaseValue?]

    @inlinable
    init(columns: [String]) {
      self.columns = columns
      values = Array(repeating: nil, count: columns.count)
    }

    @inlinable
    mutating func record<Value>(_ value: Value, at index: Int) {
      if let value = value as? any DatabaseValueConvertible { values[index] = value.databaseValue }
    }

    @inlinable mutating func visit<Value>(_ name: String, plain value: inout Value) {
      if let index = columns.firstIndex(of: name) { record(value, at: index) }
    }

    // A form field gives its typed value. A field that holds no value (input that does not
    // convert, an optional guard that is `nil`) is not read: its column comes from the
    // encoding.
    @inlinable mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      if let index = columns.firstIndex(of: name), let value = field.currentValue {
        record(value, at: index)
      }
    }
  }
#endif
