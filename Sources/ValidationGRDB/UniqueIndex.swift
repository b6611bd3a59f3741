#if GRDB
  import GRDB

  // A unique index of a table as SQLite's schema gives it (`PRAGMA index_list` and
  // `PRAGMA index_xinfo`), with the collation each of its columns compares in. GRDB's
  // `indexes(on:)` gives neither the collations nor the indexes on an expression.
  struct UniqueIndex: Sendable {
    // The index's name.
    let name: String
    // The indexed columns in the index's order; `nil` for an index on an expression, which
    // names no column for some of its parts, or on a generated column, whose value no
    // record writes: neither can be searched with the record's values.
    let columns: [String]?
    // The collation each indexed column compares in, in the same order; `nil` where the
    // schema names none.
    let collations: [String?]

    // The collation the index compares `column` in; `nil` when the schema names none or the
    // index does not have the column.
    func collation(of column: String) -> String? {
      guard let position = columns?.firstIndex(of: column) else { return nil }
      return collations[position]
    }

    // Every unique index of a table: its primary key's when that is not the rowid, each
    // `UNIQUE` constraint's and each `CREATE UNIQUE INDEX`'s, partial ones included.
    //
    // - Throws: SQLite's error when the schema cannot be read.
    static func all(on table: String, in db: Database) throws -> [UniqueIndex] {
      var indexes: [UniqueIndex] = []
      // Each pragma names the schema: an unqualified `index_xinfo` reads the index of that
      // name in `temp` first, which may belong to another table.
      guard let schema = try schema(of: table, in: db) else { return [] }
      // `hidden` is 2 for a virtual generated column, 3 for a stored one.
      let generated = try Row.fetchAll(
        db, sql: "PRAGMA \(schema.sqlIdentifier).table_xinfo(\(table.sqlIdentifier))"
      ).filter { [2, 3].contains($0["hidden"] as Int) }.map { $0["name"] as String }
      let list = try Row.fetchAll(
        db, sql: "PRAGMA \(schema.sqlIdentifier).index_list(\(table.sqlIdentifier))")
      for row in list where row["unique"] == true {
        let name: String = row["name"]
        var columns: [String]? = []
        var collations: [String?] = []
        let parts = try Row.fetchAll(
          db, sql: "PRAGMA \(schema.sqlIdentifier).index_xinfo(\(name.sqlIdentifier))"
        ).sorted { ($0["seqno"] as Int) < ($1["seqno"] as Int) }
        // The parts after the key (`key = 0`) are the rowid or primary key the index stores.
        for part in parts where part["key"] == true {
          if let column: String = part["name"], !generated.contains(column) {
            columns?.append(column)
          } else {
            columns = nil
          }
          collations.append(part["coll"])
        }
        indexes.append(UniqueIndex(name: name, columns: columns, collations: collations))
      }
      return indexes
    }

    // The schema whose table an unqualified `table` names, as SQLite resolves it: `temp`
    // first, then `main`, then each attached database in the order it was attached; `nil`
    // when none has the table.
    //
    // - Throws: SQLite's error when the schemas cannot be read.
    static func schema(of table: String, in db: Database) throws -> String? {
      let schemas = try Row.fetchAll(db, sql: "PRAGMA database_list").map { $0["name"] as String }
      for schema in schemas.filter({ $0 == "temp" }) + schemas.filter({ $0 != "temp" }) {
        // SQLite matches names without regard to ASCII case, as NOCASE compares.
        let master = schema == "temp" ? "sqlite_temp_master" : "sqlite_master"
        let sql =
          "SELECT 1 FROM \(schema.sqlIdentifier).\(master) WHERE type = 'table' AND name = ?"
          + " COLLATE NOCASE"
        if try Row.fetchOne(db, sql: sql, arguments: [table]) != nil { return schema }
      }
      return nil
    }
  }
#endif
