#if GRDB
  import GRDB
  import GRDBSQLite

  // Asks SQLite whether a row matches a lookup, with the statement's own handle rather than
  // through a GRDB cursor: a write of a record with a unique key runs one such lookup per
  // key before its insert, and GRDB's cursor and argument checks cost several times the
  // index search itself (most of what an insert into a table with a unique column paid
  // for it).
  @usableFromInline
  enum RowExistence {
    // Whether `sql`, a `SELECT` with one `?` per value, gives a row for `values`.
    //
    // - Parameters:
    //   - sql: The lookup; its statement is prepared once per connection, in GRDB's cache.
    //   - values: The values of its parameters, in order; none is `NULL`.
    //   - db: The write's connection.
    // - Throws: SQLite's error when the lookup cannot run.
    @usableFromInline
    static func exists(sql: String, values: [DatabaseValue], in db: Database) throws -> Bool {
      let statement = try db.cachedStatement(sql: sql)
      let handle = statement.sqliteStatement
      // The lookups' SQL is the layer's own, so no GRDB call expects its bindings kept.
      sqlite3_reset(handle)
      defer { sqlite3_reset(handle) }
      for (offset, value) in values.enumerated() {
        let index = Int32(offset + 1)
        let code: Int32
        switch value.storage {
        case .null: code = sqlite3_bind_null(handle, index)
        case .int64(let int): code = sqlite3_bind_int64(handle, index, int)
        case .double(let double): code = sqlite3_bind_double(handle, index, double)
        case .string(let string): code = sqlite3_bind_text(handle, index, string, -1, transient)
        case .blob(let data):
          code = data.withUnsafeBytes {
            sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), transient)
          }
        }
        if code != SQLITE_OK { throw error(code, in: db) }
      }
      switch sqlite3_step(handle) {
      case SQLITE_ROW: return true
      case SQLITE_DONE: return false
      case let code: throw error(code, in: db)
      }
    }

    // SQLite copies a bound text or blob before the call returns.
    static let transient = unsafeBitCast(
      OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    static func error(_ code: Int32, in db: Database) -> DatabaseError {
      DatabaseError(
        resultCode: ResultCode(rawValue: code),
        message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) })
    }
  }
#endif
