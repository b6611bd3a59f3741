#if GRDB
  import GRDB
  import Validation

  extension ValidatedRecord {
    /// Applies `modify`, then writes the columns it changed, as GRDB's
    /// `updateChanges(_:onConflict:modify:)` does; a rejected assignment fails it, even when
    /// no column changed, and a failure leaves the record as it was.
    ///
    /// ```swift
    /// try bob.updateChanges(db) { $0.email = "not an address" }   // throws at email
    /// ```
    ///
    /// - Parameters:
    ///   - db: A connection, inside a write.
    ///   - conflictResolution: A conflict policy; a conflict with another row fails whatever
    ///     it is.
    ///   - modify: The changes.
    /// - Returns: Whether a column changed and was written.
    /// - Throws: `ModelValidationError` for a rejected assignment or a failure of the new
    ///   state; GRDB's error otherwise.
    @inlinable
    @discardableResult
    public mutating func updateChanges(
      _ db: Database, onConflict conflictResolution: Database.ConflictResolution? = nil,
      modify: (inout Self) throws -> Void
    ) throws -> Bool {
      var changed = self
      let wrote = try updateChangedColumns(of: &changed, db, onConflict: conflictResolution) {
        try modify(&$0)
        // GRDB writes nothing, and runs no callback, when no column changed, which is what a
        // rejected assignment leaves: it would pass unnoticed.
        if PendingRejections.found(in: $0) { try $0.validateForWrite(.update, in: db) }
      }
      self = changed
      return wrote
    }
  }

  // GRDB's `updateChanges(_:onConflict:modify:)`, which the record's own one shadows.
  @inlinable
  func updateChangedColumns<Record: MutablePersistableRecord>(
    of record: inout Record, _ db: Database, onConflict: Database.ConflictResolution?,
    modify: (inout Record) throws -> Void
  ) throws -> Bool {
    try record.updateChanges(db, onConflict: onConflict, modify: modify)
  }
#endif
