extension ValidatableModel where Self: Sendable {
  /// Checks every field and rule, then the async rules whose fields are valid, at most
  /// `maxConcurrent` at a time, and throws one error with every failure.
  ///
  /// ```swift
  /// let signUp = try JSONDecoder().decode(SignUp.self, from: body)
  /// try await signUp.validate(checking: uniquenessRules, maxConcurrent: 4)
  /// ```
  ///
  /// Failures come in the order of ``validate(for:)``'s, then of `rules`. A rule that names a
  /// field that is invalid (or inside one) is not asked, so a malformed e-mail address
  /// never reaches the database.
  ///
  /// - Parameters:
  ///   - rules: The async rules.
  ///   - maxConcurrent: How many rules run at once; less than 1 counts as 1.
  /// - Throws: One ``ModelValidationError`` with the synchronous and async failures; the
  ///   error a rule's predicate throws, such as a lost connection (the other rules are
  ///   cancelled); or `CancellationError` when the task is cancelled, with no rule started
  ///   after that.
  public func validate(
    checking rules: [AsyncModelRule<Self>], maxConcurrent: Int = 4
  ) async throws {
    let syncError = validationError()
    let invalid = syncError?.failures.map(\.path).filter { !$0.components.isEmpty } ?? []
    let paths = rules.map(paths(of:))
    let runnable = rules.indices.filter { index in
      !paths[index].dependencies.contains { field in invalid.contains { $0.isWithin(field) } }
    }
    let broken = try await Self.brokenRules(runnable, of: rules, on: self, max(1, maxConcurrent))
    let asyncFailures = broken.map { rules[$0].failure(at: paths[$0].fields) }
    guard syncError != nil || !asyncFailures.isEmpty else { return }
    var error = ModelValidationError((syncError?.failures ?? []) + asyncFailures)
    error.objectDescription = objectDescription
    throw error
  }

  // The indices of the rules, among `indices`, that the model breaks, in order; at most
  // `limit` run at once.
  private static func brokenRules(
    _ indices: [Int], of rules: [AsyncModelRule<Self>], on model: Self, _ limit: Int
  ) async throws -> [Int] {
    try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
      var pending = indices.makeIterator()
      // Starts the next rule, if any; none once the task is cancelled.
      func startNext() throws {
        guard let index = pending.next() else { return }
        try Task.checkCancellation()
        group.addTask { (index, try await rules[index].requirement.predicate(model)) }
      }
      for _ in 0..<limit { try startNext() }
      var broken: [Int] = []
      while let (index, holds) = try await group.next() {
        if !holds { broken.append(index) }
        try startNext()
      }
      try Task.checkCancellation()
      return broken.sorted()
    }
  }
}
