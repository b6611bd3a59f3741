#if GRDB
  extension String {
    // The name as an SQL identifier: in double quotes, each `"` of its own doubled, as SQLite
    // reads a quoted name. GRDB's `quotedDatabaseIdentifier` leaves a `"` inside the name as
    // it is, which ends the identifier early: an index or collation named with a quote would
    // break, or change, the statement that names it.
    @usableFromInline
    var sqlIdentifier: String {
      "\"" + split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
        + "\""
    }
  }
#endif
