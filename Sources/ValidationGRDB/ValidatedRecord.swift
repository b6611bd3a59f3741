#if GRDB
  import GRDB
  import Validation

  /// A GRDB record that validates itself before every write, as Core Data validates a managed
  /// object when its context saves.
  ///
  /// Its `willInsert`, `willUpdate` and `willDelete` callbacks run the model's validation for
  /// `.insert`, `.update` and `.delete`: a rejected write throws the `ModelValidationError`,
  /// listing every failure with its path, before any SQL runs. An insert or update also
  /// fails while a field's last assignment was rejected (`user.email = "not an address"`),
  /// since the old value would be stored as if the edit had been. A `UNIQUE` constraint
  /// failure on a column the model lists is reported at that field, in the same error, and
  /// a write never resolves a conflict by replacing, updating or skipping another row.
  ///
  /// ```swift
  /// try dbQueue.write { db in
  ///   var player = Player(name: "", age: 60, teamId: 2)
  ///   try player.insert(db)   // throws ModelValidationError: name, age; nothing is written
  /// }
  /// ```
  public protocol ValidatedRecord: ValidatableModel, MutablePersistableRecord {
    /// Returns a copy holding the facts from the database that the rules of a context read,
    /// such as how many players a team still has before it is deleted.
    ///
    /// The default returns the record unchanged.
    ///
    /// - Parameters:
    ///   - context: The write about to happen.
    ///   - db: The connection the write runs on, inside its transaction.
    /// - Returns: The record, with the facts its rules for `context` read.
    /// - Throws: GRDB's error when the facts cannot be read.
    func withRuleFacts(for context: ValidationContext, from db: Database) throws -> Self

    /// Returns the name, in the model's field list, of the field whose value a column
    /// stores, so that a `UNIQUE` constraint failure on the column is reported at the field.
    ///
    /// The default is the column's own name.
    static func fieldName(forColumn column: String) -> String

    /// Returns the columns of the table's primary key, then of each of its other unique
    /// indexes: what an insert or update looks for in other rows before it runs, so that no
    /// conflict policy lets it replace, update or skip another row.
    ///
    /// The default reads the table's schema on every write; a record may list them instead,
    /// as its schema has them, to save that. Whatever the list, each key is compared in the
    /// collation of the unique index on its columns, and the table's other unique indexes are
    /// looked up too, from the schema read once per table.
    ///
    /// - Parameter db: The write's connection.
    /// - Returns: The primary key's columns first, then one list per unique index.
    /// - Throws: GRDB's error when the schema cannot be read.
    static func uniqueKeys(in db: Database) throws -> [[String]]
  }

  // Inlinable, so that GRDB's insert, specialized for a record type in the caller's module,
  // runs the model's validation specialized too rather than through its generic entry points.
  extension ValidatedRecord {
    /// Reads no facts: the record unchanged.
    @inlinable
    public func withRuleFacts(for context: ValidationContext, from db: Database) throws -> Self {
      self
    }

    /// The column's own name.
    @inlinable
    public static func fieldName(forColumn column: String) -> String {
      column
    }

    /// Reads the table's primary key and unique indexes from the schema.
    public static func uniqueKeys(in db: Database) throws -> [[String]] {
      try StoredConflict.schemaKeys(of: databaseTableName, in: db)
    }

    /// Validates the record for `.insert`.
    ///
    /// - Throws: `ModelValidationError` listing every failure, and every field whose last
    ///   assignment was rejected.
    @inlinable
    public mutating func willInsert(_ db: Database) throws {
      try withRuleFacts(for: .insert, from: db).validateForWrite(.insert, in: db)
    }

    /// Validates the record for `.update`, whichever columns change: a rule may read any
    /// field.
    ///
    /// - Throws: `ModelValidationError` listing every failure, and every field whose last
    ///   assignment was rejected.
    @inlinable
    public func willUpdate(_ db: Database, columns: Set<String>) throws {
      try withRuleFacts(for: .update, from: db).validateForWrite(.update, in: db)
    }

    // Validates for an insert or an update, failing also for a rejected assignment still
    // pending: the model holds the value from before it, and a write that succeeded would
    // tell the caller the edit was stored. The library's `update(for:_:)` reports such a
    // rejection, so an update that changes nothing gives the error, in the shape of every
    // other failure. A failed validation also lists what only the stored rows show (a taken
    // unique value, a missing reference), so that one error has every failure.
    @inlinable
    func validateForWrite(_ context: ValidationContext, in db: Database) throws {
      do {
        if PendingRejections.found(in: self) {
          var model = self
          try model.update(for: context) { _ in }
        }
        try validate(for: context)
      } catch {
        throw StoredFailures.adding(to: error, for: self, in: db, isUpdate: context == .update)
      }
    }

    /// Validates the record for `.delete`.
    ///
    /// - Throws: `ModelValidationError` listing every failure.
    @inlinable
    public func willDelete(_ db: Database) throws {
      try withRuleFacts(for: .delete, from: db).validate(for: .delete)
    }

    /// Runs the insert, unless its row collides with a stored one whatever the conflict
    /// policy, turning a `UNIQUE` constraint failure on a listed field into a
    /// `ModelValidationError` at that field.
    @inlinable
    public func aroundInsert(_ db: Database, insert: () throws -> InsertionSuccess) throws {
      do {
        try StoredConflict.check(self, in: db, isUpdate: false)
        _ = try insert()
      } catch let error as DatabaseError {
        if let failure = UniqueConstraintFailure.validationError(for: error, in: self)
          ?? MissingReference.validationError(for: error, in: self, db: db)
        {
          throw failure
        }
        throw error
      }
    }

    /// Runs the update, unless its row collides with another stored one whatever the
    /// conflict policy, turning a `UNIQUE` constraint failure on a listed field into a
    /// `ModelValidationError` at that field.
    @inlinable
    public func aroundUpdate(
      _ db: Database, columns: Set<String>, update: () throws -> PersistenceSuccess
    ) throws {
      do {
        try StoredConflict.check(self, in: db, isUpdate: true)
        _ = try update()
      } catch let error as DatabaseError {
        if let failure = UniqueConstraintFailure.validationError(for: error, in: self)
          ?? MissingReference.validationError(for: error, in: self, db: db)
        {
          throw failure
        }
        throw error
      }
    }
  }
#endif
