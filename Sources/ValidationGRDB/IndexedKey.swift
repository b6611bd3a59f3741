#if GRDB
  import GRDB

  // A unique key searched in other rows before a write, compared as its index compares it:
  // an index may declare a collation of its own (`name COLLATE NOCASE`) while its column
  // compares exactly, and a search in the column's collation would miss the row the index
  // finds equal.
  @usableFromInline
  struct IndexedKey: Sendable {
    // The key's columns, in the order the record lists them.
    @usableFromInline let columns: [String]
    // Whether the key is the record's primary key, which an update does not search.
    @usableFromInline let isPrimaryKey: Bool
    // The search's condition, one `?` per column in order: `"team" = ? COLLATE "BINARY" AND
    // "name" = ? COLLATE "NOCASE"`.
    @usableFromInline let condition: String

    // - Parameters:
    //   - columns: The key's columns.
    //   - collations: The collation the index compares each column in, as the schema names
    //     it; `nil` for the column's own, for a key no index has.
    //   - isPrimaryKey: Whether the key is the record's primary key.
    init(columns: [String], collations: [String?], isPrimaryKey: Bool) {
      self.columns = columns
      self.isPrimaryKey = isPrimaryKey
      // The collation's name comes from the schema, quoted as an identifier like the
      // column's: SQLite accepts a quoted collation name after COLLATE.
      condition = zip(columns, collations).map { column, collation in
        let comparison = "\(column.sqlIdentifier) = ?"
        guard let collation else { return comparison }
        return comparison + " COLLATE \(collation.sqlIdentifier)"
      }.joined(separator: " AND ")
    }
  }
#endif
