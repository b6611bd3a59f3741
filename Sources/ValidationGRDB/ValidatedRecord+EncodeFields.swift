#if GRDB
  import GRDB
  import Validation

  // No default `encode(to:)` calls it: GRDB has one for an `Encodable` record, and a record
  // that is both would find two.
  extension ValidatedRecord {
    /// Writes each field of the model's field list to the column of its name: the field
    /// list is the record's one list of its columns.
    ///
    /// A field whose type SQLite cannot store (a nested model, its lines) is skipped, and
    /// so is a field with no value (input a form field could not convert); an optional
    /// field that is `nil`, or a `nil` plain value, is written as `NULL`. A record's
    /// `encode(to:)` calls it, then writes the columns that are no field:
    ///
    /// ```swift
    /// func encode(to container: inout PersistenceContainer) {
    ///   encodeFields(to: &container)
    ///   container["emailKey"] = User.emailKey(for: email)   // a column that is no field
    /// }
    /// ```
    ///
    /// - Parameter container: The columns GRDB writes.
    @inlinable
    public func encodeFields(to container: inout PersistenceContainer) {
      var model = self
      withUnsafeMutablePointer(to: &container) { container in
        var writer = FieldColumns(container: container)
        model.visitFields(&writer)
      }
    }

  }

  // Writes the fields it visits to a persistence container, under their names.
  @usableFromInline
  struct FieldColumns: FieldVisitor {
    // The container being written, for the duration of one `visitFields` call.
    @usableFromInline let container: UnsafeMutablePointer<PersistenceContainer>

    @inlinable
    init(container: UnsafeMutablePointer<PersistenceContainer>) {
      self.container = container
    }

    @inlinable
    mutating func visit<Value>(_ name: String, plain value: inout Value) {
      if let value = value as? any DatabaseValueConvertible { container.pointee[name] = value }
    }

    // An optional field that is `nil`, of a type SQLite stores, is `NULL`.
    @inlinable
    mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      if let value = field.currentValue {
        if let value = value as? any DatabaseValueConvertible { container.pointee[name] = value }
      } else if Field.isOptional, Field.Value.self is any DatabaseValueConvertible.Type {
        container.pointee[name] = nil
      }
    }
  }
#endif
