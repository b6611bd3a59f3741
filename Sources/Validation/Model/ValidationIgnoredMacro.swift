#if Macros
  // Named after Observation's `@ObservationIgnored`, which sits beside it on the same
  // `@Observable` view models and means the same for its own walk. SwiftData's `@Transient`
  // says "not stored", which a left-out property still is.

  /// Leaves a stored property out of the field list `@ValidatableModel` writes: it is then
  /// not validated, decoded or encoded, as if a hand-written list did not name it.
  ///
  /// ```swift
  /// @ValidatableModel struct Search {
  ///   @Validated(name: "Query", .nonBlank()) var query = ""
  ///   @ValidationIgnored var lastRun: Date? = nil
  /// }
  /// ```
  @attached(peer)
  public macro ValidationIgnored() =
    #externalMacro(module: "ValidationMacros", type: "ValidationIgnoredMacro")
#endif
