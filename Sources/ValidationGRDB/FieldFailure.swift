#if GRDB
  import Validation

  // Builds the failures of a constraint the database checks (a unique key, a reference) at
  // the fields whose values its columns store, in the model's error shape: the field's path,
  // display name and value (never a secret's), and the requirement it breaks.
  enum FieldFailure {
    // One failure per column, at the field the record lists under the column's name; `nil`
    // when a column is no field's, so the caller keeps SQLite's own error.
    static func failures<Record: ValidatedRecord>(
      atColumns columns: [String], of record: Record, requirement: Require<String>
    ) -> [ModelValidationError.Failure]? {
      var failures: [ModelValidationError.Failure] = []
      for column in columns {
        let name = Record.fieldName(forColumn: column)
        guard let field = FieldLookup.field(named: name, in: record) else { return nil }
        failures.append(
          ModelValidationError.Failure(
            path: FieldPath([.field(name)]),
            localizedName: field.name,
            reason: .unsatisfiedRequirements,
            unsatisfied: requirement.failure(
              for: field.value ?? "", redactingInput: field.value == nil
            ).map { [$0] } ?? [],
            rejectedValue: field.value))
      }
      return failures
    }
  }
#endif
