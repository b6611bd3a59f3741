#if GRDB
  import GRDB
  import Validation

  // Adds, to a record's failed validation, the failures only the stored rows can show: a
  // value of a unique key another row holds (a taken e-mail address), a reference to a row
  // that does not exist. Without them, a user with a blank name and a taken address would
  // learn of the address only on the next attempt. A valid record pays for none of these
  // queries: SQLite's own constraints decide at its write, and `ValidatedRecord` maps their
  // errors to the same failures.
  @usableFromInline
  enum StoredFailures {
    // `error` with, after the model's own failures, one failure at each field of each unique
    // key whose values another row holds and of each foreign key whose row does not exist
    // (when SQLite enforces foreign keys). A lookup that cannot run adds nothing: the
    // record's own failures stand.
    @usableFromInline
    static func adding<Record: ValidatedRecord>(
      to error: ModelValidationError, for record: Record, in db: Database, isUpdate: Bool
    ) -> ModelValidationError {
      var failures = error.failures
      if let keys = try? SearchedKeys.of(Record.self, in: db),
        let taken = try? StoredConflict.takenKeys(
          of: record, among: keys.searched(isUpdate: true), primaryKey: keys.primaryKey,
          in: db, isUpdate: isUpdate, firstOnly: false)
      {
        // Two indexes on the same columns, in two collations, are one failure.
        var reported: [[String]] = []
        for key in taken where !reported.contains(key.columns) {
          reported.append(key.columns)
          failures += UniqueConstraintFailure.failures(atColumns: key.columns, of: record) ?? []
        }
      }
      if (try? Bool.fetchOne(db, sql: "PRAGMA foreign_keys")) == true,
        let missing = try? MissingReference.missingKeys(of: record, in: db)
      {
        for key in missing {
          failures += MissingReference.failures(atColumns: key, of: record) ?? []
        }
      }
      return ModelValidationError(failures)
    }
  }
#endif
