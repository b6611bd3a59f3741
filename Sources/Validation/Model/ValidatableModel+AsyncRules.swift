extension ValidatableModel where Self: Sendable {
  /// Checks every field and rule, then the async rules whose fields are valid, at most
  /// `maxConcurrent` at a time, and throws one error with every failure.
  ///
  /// ```swift
  /// let signUp = try JSONDecoder().decode(SignUp.self, from: body)
  /// try await signUp.validate(checking: uniquenessRules, maxConcurrent: 4)
  /// ```
  ///
  /// Failures come in the order of ``validate()``'s, then of `rules`. A rule whose fields
  /// include an invalid one (or a field inside one) is not asked, so a malformed e-mail
  /// address never reaches the database.
  ///
  /// - Parameters:
  ///   - rules: The async rules.
  ///   - maxConcurrent: How many rules run at once; at least 1.
  /// - Throws: One ``ModelValidationError`` with the synchronous and async failures.
  public func validate(
    checking rules: [AsyncModelRule<Self>], maxConcurrent: Int = 4
  ) async throws(ModelValidationError) {
    precondition(maxConcurrent >= 1, "maxConcurrent must be at least 1")
    let syncError = validationError
    let invalid = syncError?.failures.map(\.path).filter { !$0.components.isEmpty } ?? []
    let runnable = rules.indices.filter { index in
      !rules[index].fields.contains { field in invalid.contains { $0.isWithin(field) } }
    }
    let broken = await Self.brokenRules(runnable, of: rules, on: self, maxConcurrent)
    let asyncFailures = broken.map { rules[$0].failure }
    guard syncError != nil || !asyncFailures.isEmpty else { return }
    var error = ModelValidationError((syncError?.failures ?? []) + asyncFailures)
    error.objectDescription = syncError?.objectDescription ?? objectDescription
    throw error
  }

  // The indices of the rules, among `indices`, that the model breaks, in order; at most
  // `limit` run at once.
  private static func brokenRules(
    _ indices: [Int], of rules: [AsyncModelRule<Self>], on model: Self, _ limit: Int
  ) async -> [Int] {
    await withTaskGroup(of: (Int, Bool).self) { group in
      var pending = indices.makeIterator()
      for _ in 0..<limit {
        guard let index = pending.next() else { break }
        group.addTask { (index, await rules[index].holds(model)) }
      }
      var broken: [Int] = []
      while let (index, holds) = await group.next() {
        if !holds { broken.append(index) }
        if let next = pending.next() {
          group.addTask { (next, await rules[next].holds(model)) }
        }
      }
      return broken.sorted()
    }
  }
}
