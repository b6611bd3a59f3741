#if GRDB
  import GRDB
  import Validation

  // The keys a record's write searches other rows for, each compared as its index compares
  // it: every key the record lists (its primary key first), once for each unique index on
  // those columns, then each unique index of the table the record does not list, so that a
  // key missing from `uniqueKeys(in:)` cannot let a conflict policy delete another row.
  @usableFromInline
  struct SearchedKeys: Sendable {
    // The record's primary key, as it lists it: what names the row an update writes.
    @usableFromInline let primaryKey: [String]
    // The keys, the primary key's first.
    @usableFromInline let keys: [IndexedKey]
    // The name of a unique index on an expression or a generated column, when the table
    // has one: no search can find what it compares, so a write into the table is refused.
    @usableFromInline let expressionIndex: String?

    // The keys a write searches: an update leaves out the primary key, which it cannot
    // change.
    @inlinable
    func searched(isUpdate: Bool) -> ArraySlice<IndexedKey> {
      isUpdate ? keys.drop(while: \.isPrimaryKey) : keys[...]
    }

    // The keys of `listed`, as `indexes` compare them. A record that lists no key is
    // searched for none.
    init(listed: [[String]], indexes: [UniqueIndex]) {
      primaryKey = listed.first ?? []
      expressionIndex = indexes.first { $0.columns == nil }?.name
      var keys: [IndexedKey] = []
      var listedIndexes: Set<String> = []
      for (offset, columns) in listed.enumerated() {
        // An index on the same columns, in any order, compares the same rows.
        let matching = indexes.filter { index in
          index.columns.map { $0.count == columns.count && Set($0) == Set(columns) } ?? false
        }
        if matching.isEmpty {
          keys.append(
            IndexedKey(
              columns: columns, collations: columns.map { _ in nil }, isPrimaryKey: offset == 0))
        }
        for index in matching {
          listedIndexes.insert(index.name)
          keys.append(
            IndexedKey(
              columns: columns, collations: columns.map(index.collation(of:)),
              isPrimaryKey: offset == 0))
        }
      }
      if !listed.isEmpty {
        for index in indexes where !listedIndexes.contains(index.name) {
          guard let columns = index.columns else { continue }
          keys.append(
            IndexedKey(columns: columns, collations: index.collations, isPrimaryKey: false))
        }
      }
      self.keys = keys
    }

    // The keys a record of this type searches, read from the schema once per table and
    // kept until GRDB reads the table's schema again.
    //
    // - Throws: GRDB's error when the schema cannot be read.
    @usableFromInline
    static func of<Record: ValidatedRecord>(_: Record.Type, in db: Database) throws -> SearchedKeys
    {
      try keys(listed: Record.uniqueKeys(in: db), table: Record.databaseTableName, in: db)
    }

    static func keys(listed: [[String]], table: String, in db: Database) throws -> SearchedKeys {
      let columns = try db.columns(in: table)
      if let cached = cache.withLock({
        $0[table]?.first { $0.holds(columns, listed, on: db) }?.keys
      }) {
        return cached
      }
      let keys = SearchedKeys(listed: listed, indexes: try UniqueIndex.all(on: table, in: db))
      let entry = CacheEntry(connection: db, columns: columns, listed: listed, keys: keys)
      cache.withLock { entries in
        // The connection's entry for the same list read an older schema; an entry whose
        // connection is closed cannot be found again.
        var kept = entries[table, default: []].filter { kept in
          kept.connection != nil && !(kept.connection === db && kept.listed == listed)
        }
        kept.append(entry)
        entries[table] = kept
      }
      return keys
    }

    // The error for a write into a table with a unique index on an expression or a
    // generated column.
    @usableFromInline
    static func expressionIndexError(_ index: String, table: String) -> DatabaseError {
      DatabaseError(
        resultCode: .SQLITE_MISUSE,
        message: """
          ValidatedRecord cannot search the unique index \(index) of \(table), on an \
          expression or a generated column, for a conflicting row: store the value in a \
          column of its own that the record writes, unique, and write that
          """)
    }

    // The keys found for each table, one entry per open connection that wrote into it (and
    // list of keys, for record types that list different ones): a process may write into
    // many databases with the same tables, each read once.
    static let cache = LockedValue<[String: [CacheEntry]]>([:])

    // What a table's keys were found for: the connection, the table's columns as GRDB's
    // schema cache gave them, and the keys the record listed.
    //
    // GRDB reads a table's schema once per connection, keeps it until the schema changes,
    // and hands out its cached column list each time. The entry holds that list, so while
    // the entry lives no other list can have its storage: the same storage means the same
    // connection's schema, unchanged since it was read. A schema GRDB reads again (a
    // migration, a `DROP INDEX`) gives a new list, and the keys are read again. Should GRDB
    // ever hand out a copy, the keys are read on every write, still correct.
    //
    // The connection is held weakly, only compared by identity, under the cache's lock, and
    // never used: what makes the entry `@unchecked Sendable` though `Database` is not.
    struct CacheEntry: @unchecked Sendable {
      weak var connection: Database?
      let columns: [ColumnInfo]
      let listed: [[String]]
      let keys: SearchedKeys

      func holds(_ columns: [ColumnInfo], _ listed: [[String]], on db: Database) -> Bool {
        let sameStorage = self.columns.withUnsafeBufferPointer { kept in
          columns.withUnsafeBufferPointer { given in
            kept.baseAddress == given.baseAddress && kept.count == given.count
          }
        }
        return sameStorage && connection === db && self.listed == listed
      }
    }
  }
#endif
