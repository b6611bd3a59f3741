#if GRDB
  import Validation

  extension ValidatableModel {
    /// Assigns guarded fields keeping every value, valid or not, as a record's initializer
    /// and its `init(row:)` must.
    ///
    /// A plain assignment to a `@Validated` property rejects an invalid value and keeps the
    /// old one; in an initializer, `self.age = age` would turn a stored 60 into the declared
    /// starting value, and the record would look valid. Assigned here, the value is kept
    /// and the field reports itself invalid, so a write of the record throws.
    ///
    /// ```swift
    /// init(id: Int64? = nil, name: String, age: Int) {
    ///   self.id = id
    ///   keepingInvalidValues {
    ///     $0.name = name
    ///     $0.age = age
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter assign: The assignments, made to a draft of the model.
    public mutating func keepingInvalidValues(_ assign: (inout Self) -> Void) {
      // A draft's edit keeps every value it is given; the model takes the draft's state.
      var draft = Draft(self)
      assign(&draft.editing)
      self = draft.editing
    }
  }
#endif
