#if GRDB
  import GRDB
  import Validation

  // Reads SQLite's "UNIQUE constraint failed: users.email" and reports it as the model's own
  // failure at `email`, so that a form or a 422 response shows it next to the field, in the
  // error shape every other failure has.
  @usableFromInline
  enum UniqueConstraintFailure {
    // The requirement a unique column states: "unique" for developers, an error sentence
    // in the user's language for people, and the code `already_registered` for clients.
    static let requirement = Require<String>("unique") { _ in false }
      .worded(
        "unique",
        error: [
          "en": "This value is already registered.",
          "de": "Dieser Wert ist bereits registriert.",
          "fr": "Cette valeur est déjà enregistrée.",
          "es": "Este valor ya está registrado.",
          "it": "Questo valore è già registrato.",
          "pt": "Este valor já está cadastrado.",
          "nl": "Deze waarde is al geregistreerd.",
          "pl": "Ta wartość jest już zarejestrowana.",
          "ru": "Это значение уже зарегистрировано.",
          "ja": "この値は既に登録されています。",
          "zh": "该值已被注册。",
          "zh-Hant": "該值已被註冊。",
          "ar": "هذه القيمة مسجَّلة بالفعل.",
        ],
        code: "already_registered")

    // The error for a `UNIQUE` constraint failure on columns of the record's table that the
    // model lists as fields; `nil` for any other error, which the caller rethrows unchanged
    // (a unique index on an expression names no column, so it stays a `DatabaseError`).
    @usableFromInline
    static func validationError<Record: ValidatedRecord>(
      for error: DatabaseError, in record: Record
    ) -> ModelValidationError? {
      guard error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE,
        let columns = columns(in: error.message, table: Record.databaseTableName)
      else { return nil }
      return failures(atColumns: columns, of: record).map { ModelValidationError($0) }
    }

    // One failure per column, at the field the record lists under the column's name: a
    // unique constraint on several columns shows at each of its fields. `nil` when a column
    // is no field's.
    static func failures<Record: ValidatedRecord>(
      atColumns columns: [String], of record: Record
    ) -> [ModelValidationError.Failure]? {
      FieldFailure.failures(atColumns: columns, of: record, requirement: requirement)
    }

    // The columns named by "UNIQUE constraint failed: users.a, users.b", or `nil` when the
    // message names another table or no column. SQLite writes the names as they are, so the
    // message is split at each ", users." rather than at each comma or dot, which a table
    // or column name may hold.
    static func columns(in message: String?, table: String) -> [String]? {
      let prefix = "UNIQUE constraint failed: \(table)."
      guard let message, message.hasPrefix(prefix) else { return nil }
      let columns = message.dropFirst(prefix.count).split(
        separator: ", \(table).", omittingEmptySubsequences: false)
      guard !columns.contains(where: \.isEmpty) else { return nil }
      return columns.map(String.init)
    }
  }
#endif
