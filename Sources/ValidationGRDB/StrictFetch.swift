#if GRDB
  import GRDB
  import Validation

  // A plain fetch (`Player.fetchAll(db)`) gives every row as it is stored, an invalid one
  // as a model whose `isValid()` is `false`: no row is dropped, and nothing crashes. These
  // fetches are the strict alternative, for code that must only ever see valid models.
  extension FetchRequest where RowDecoder: FetchableRecord & ValidatableModel {
    /// Fetches every row, and returns them only if every one is valid by today's rules.
    ///
    /// - Throws: The `ModelValidationError` of the first invalid row, in fetch order, with
    ///   paths relative to that row.
    public func fetchAllValid(_ db: Database) throws -> [RowDecoder] {
      let records = try fetchAll(db)
      for record in records {
        try record.validate()
      }
      return records
    }

    /// Fetches one row, and returns it only if it is valid by today's rules.
    ///
    /// - Throws: The row's `ModelValidationError` when it is invalid.
    public func fetchOneValid(_ db: Database) throws -> RowDecoder? {
      let record = try fetchOne(db)
      try record?.validate()
      return record
    }
  }

  extension ValidatedRecord where Self: FetchableRecord {
    /// Fetches every row of the table, and returns them only if every one is valid by
    /// today's rules.
    ///
    /// - Throws: The `ModelValidationError` of the first invalid row, in fetch order.
    public static func fetchAllValid(_ db: Database) throws -> [Self] {
      try all().fetchAllValid(db)
    }
  }
#endif
