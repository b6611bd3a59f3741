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
  ///   - description: A description to use instead of "at least … <class>".
  /// - Returns: A requirement on the number of characters of the class; the count stops as
  ///   soon as it is reached.
  public static func atLeast(
    _ count: Int, _ characterClass: CharacterClass, description: String? = nil
  ) -> Requirement {
    guard characterClass.builtInNumber != 0 else {
      return building(count, characterClass, description: description)
    }
    return SharedEntries.requirement(
      .init(
        .atLeast, Input.self, count, characterClass.builtInNumber, description: description)
    ) { building(count, characterClass, description: description) }
  }

  // The requirement `atLeast(_:_:description:)` returns, built anew.
  private static func building(
    _ count: Int, _ characterClass: CharacterClass, description: String?
  ) -> Requirement {
    let noun = counted(count, characterClass.singularName, plural: characterClass.pluralName)
    return Requirement(
      description, otherwise: "at least \(noun)", constraint: .atLeast(count, characterClass),
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
      reading: description != nil
        || count <= 0 ? nil : count == 1 ? "no \(characterClass.pluralName)" : "fewer than \(noun)")
  }

  /// A requirement that every character of a string belongs to one of the given classes.
  ///
  /// An empty string satisfies it.
  ///
  /// ```swift
  /// Requirement<String>.only(.letters, .digits).description   // "only letters and digits"
  /// ```
  ///
  /// - Parameters:
  ///   - classes: The allowed classes.
  ///   - description: A description to use instead of "only …".
  /// - Returns: A requirement that fails on the first character outside every class.
  public static func only(_ classes: CharacterClass..., description: String? = nil)
    -> Requirement
  {
    // Up to eight built-in classes, in order, as one number: shared (see `SharedEntries`).
    let numbers = classes.map { $0.builtInNumber }
    guard classes.count <= 8, !numbers.contains(0) else {
      return building(classes, description: description)
    }
    let key = numbers.reduce(0) { $0 << 4 | $1 }
    return SharedEntries.requirement(.init(.only, Input.self, key, description: description)) {
      building(classes, description: description)
    }
  }

  // The requirement `only(_:description:)` returns, built anew.
  private static func building(_ classes: [CharacterClass], description: String?)
    -> Requirement
  {
    let names = classes.map(\.pluralName)
    let listed =
      names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    // A list joined by "and" is parenthesised inside a composite: "(only letters and
    // digits) and at least 3 characters".
    let grouping: Grouping = description == nil && names.count > 1 ? .phrase : .atom
    return Requirement(
      description: description ?? (names.isEmpty ? "empty" : "only \(listed)"),
      grouping: grouping,
      check: { input in
        input.allSatisfy { character in classes.contains { $0.contains(character) } }
      },
      throwing: nil, classify: { _ in .patternMismatch },
      wording: Wording(constraint: .only(classes), isCustom: description != nil)
    )
    .negated(
      reading: description != nil || names.isEmpty
        ? nil : "contains a character other than \(listed)", grouping: grouping)
  }
}

extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string holds ASCII characters only (code points 0 to 127).
  ///
  /// - Parameter description: A description to use instead of "ASCII characters only".
  /// - Returns: A requirement satisfied by ASCII text, the empty string included.
  public static func ascii(description: String? = nil) -> Requirement {
    Requirement(
      description, otherwise: "ASCII characters only", constraint: .ascii,
      kind: { _ in .patternMismatch }
    ) {
      $0.utf8.allSatisfy { $0 < 0x80 }
    }
    .negated(reading: description == nil ? "contains a non-ASCII character" : nil)
  }
}
