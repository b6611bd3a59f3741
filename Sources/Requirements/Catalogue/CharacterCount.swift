extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string has at least `count` characters of a class.
  ///
  /// ```swift
  /// Requirement<String>.atLeast(4, .lowercase).description
  /// // "at least 4 lowercase letters"
  /// ```
  ///
  /// - Parameters:
  ///   - count: The smallest allowed number of characters from the class.
  ///   - characterClass: The class to count.
  /// - Returns: A requirement on the number of characters of the class; the count stops as
  ///   soon as it is reached.
  public static func atLeast(
    _ count: Int, _ characterClass: CharacterClass
  ) -> Requirement {
    guard characterClass.builtInNumber != 0 else {
      return building(count, characterClass)
    }
    return SharedEntries.requirement(
      .init(
        .atLeast, Input.self, count, characterClass.builtInNumber)
    ) { building(count, characterClass) }
  }

  // The requirement `atLeast(_:_:)` returns, built anew.
  private static func building(
    _ count: Int, _ characterClass: CharacterClass
  ) -> Requirement {
    let noun = counted(count, characterClass.singularName, plural: characterClass.pluralName)
    return Requirement(
      "at least \(noun)", constraint: .atLeast(count, characterClass),
      kind: { _ in .patternMismatch }
    ) {
      input in
      guard count > 0 else { return true }
      var found = 0
      for character in input where characterClass.contains(character) {
        found += 1
        if found == count { return true }
      }
      return false
    }
    .negated(
      reading: count <= 0
        ? nil : count == 1 ? "no \(characterClass.pluralName)" : "fewer than \(noun)")
  }

  /// A requirement that every character of a string belongs to one of the given classes.
  ///
  /// An empty string satisfies it.
  ///
  /// ```swift
  /// Requirement<String>.only(.letters, .digits).description   // "only letters and digits"
  /// ```
  ///
  /// - Parameter classes: The allowed classes.
  /// - Returns: A requirement that fails on the first character outside every class.
  public static func only(_ classes: CharacterClass...)
    -> Requirement
  {
    // Up to eight built-in classes, in order, as one number: shared (see `SharedEntries`).
    let numbers = classes.map { $0.builtInNumber }
    guard classes.count <= 8, !numbers.contains(0) else {
      return building(classes)
    }
    let key = numbers.reduce(0) { $0 << 4 | $1 }
    return SharedEntries.requirement(.init(.only, Input.self, key)) {
      building(classes)
    }
  }

  // The requirement `only(_:)` returns, built anew.
  private static func building(_ classes: [CharacterClass])
    -> Requirement
  {
    let names = classes.map(\.pluralName)
    let listed =
      names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    // A list joined by "and" is parenthesised inside a composite: "(only letters and
    // digits) and at least 3 characters".
    let grouping: Grouping = names.count > 1 ? .phrase : .atom
    return Requirement(
      description: names.isEmpty ? "empty" : "only \(listed)",
      grouping: grouping,
      check: { input in
        input.allSatisfy { character in classes.contains { $0.contains(character) } }
      },
      throwing: nil, classify: { _ in .patternMismatch },
      wording: Wording(constraint: .only(classes))
    )
    .negated(
      reading: names.isEmpty
        ? nil : "contains a character other than \(listed)", grouping: grouping)
  }
}

extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string holds ASCII characters only (code points 0 to 127).
  ///
  /// - Returns: A requirement satisfied by ASCII text, the empty string included.
  public static func ascii() -> Requirement {
    Requirement(
      "ASCII characters only", constraint: .ascii,
      kind: { _ in .patternMismatch }
    ) {
      $0.utf8.allSatisfy { $0 < 0x80 }
    }
    .negated(reading: "contains a non-ASCII character")
  }
}
