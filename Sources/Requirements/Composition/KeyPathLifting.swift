extension Requirement {
  /// Lifts a requirement on a part of a value to a requirement on the whole value.
  ///
  /// A `Requirement<Int>` on a person's age becomes a `Requirement<Person>`. The
  /// description names the part: "age: between 16 and 50". When it fails, its
  /// ``UnsatisfiedRequirement/components`` are the part's failures, with the part's value
  /// as their input, and its ``UnsatisfiedRequirement/leaves`` name the part too ("age: at
  /// least 18"), so that two parts with the same rule can be told apart.
  ///
  /// ```swift
  /// struct Person { var age: Int }
  /// let adult = Requirement<Person>.on(\.age, .minimum(18))
  /// adult.isValid(Person(age: 20))   // true
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The path from the whole to the part.
  ///   - name: The part's name in the description; by default, the key path's property
  ///     names (`age`, `address.zip`). A key path with no readable name, such as one
  ///     through a computed property or a property wrapper on Linux, gives no name: the
  ///     description and the failures read as the part's requirement does ("at least 18").
  ///   - requirement: The requirement on the part.
  /// - Returns: A requirement on the whole value.
  public static func on<Part>(
    _ keyPath: KeyPath<Input, Part> & Sendable,
    named name: String? = nil,
    _ requirement: Requirement<Part>
  ) -> Requirement {
    on(keyPath, part: (name ?? propertyName(of: keyPath)).map { PartName($0) }, requirement)
  }

  // Lifts a requirement on a part, named `part` or unnamed.
  static func on<Part>(
    _ keyPath: KeyPath<Input, Part> & Sendable, part: PartName?,
    _ requirement: Requirement<Part>
  ) -> Requirement {
    let label = part?.text
    var throwing: (@Sendable (Input) throws -> Bool)? = nil
    if requirement.canThrow {
      throwing = { whole in try requirement.evaluate(whole[keyPath: keyPath]) }
    }
    // Without a name, the lifted requirement reads, binds and negates as the part's
    // requirement does: a made-up name would mislead, and a model rule's `fields:` name
    // the part already.
    let description: String
    let grouping: Grouping
    let negation: (text: String, grouping: Grouping)?
    if let label {
      // A composite part is parenthesised, so that the lifted requirement reads as one
      // inside another composite: "age: (at least 16 or at most 5) and name: not empty".
      description = "\(label): \(requirement.description(inside: .lifted))"
      grouping = .atom
      // Negated, the part's requirement is: "name: does not contain " "".
      negation = ("\(label): \(requirement.negatedDescription(inside: .lifted))", .atom)
    } else {
      description = requirement.description
      grouping = requirement.binding.lifted()
      negation = requirement.negatedReading.map { ($0.text, $0.grouping.lifted()) }
    }
    return Requirement(
      description: description,
      grouping: grouping,
      check: { whole in requirement.check(whole[keyPath: keyPath]) },
      throwing: throwing,
      explain: { whole, redacting in
        let failure = requirement.failure(for: whole[keyPath: keyPath], redactingInput: redacting)
        return failure.map { [part.map($0.namingPart) ?? $0] } ?? []
      }
    )
    .negated(reading: negation?.text, grouping: negation?.grouping ?? .atom)
    .hidingValues(if: requirement.hidesValues) { on(keyPath, part: part, requirement.secret) }
  }

  /// Lifts the requirements declared in a block on a part of a value to one requirement on
  /// the whole value.
  ///
  /// ```swift
  /// let age = Requirement<Person>.on(\.age) {
  ///   Requirement.minimum(16)
  ///   Requirement.maximum(50)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The path from the whole to the part.
  ///   - name: The part's name in the description.
  ///   - requirements: A block that declares the requirements on the part; all must hold.
  /// - Returns: A requirement on the whole value.
  public static func on<Part>(
    _ keyPath: KeyPath<Input, Part> & Sendable,
    named name: String? = nil,
    @RequirementBuilder<Part> _ requirements: () -> [Requirement<Part>]
  ) -> Requirement {
    on(keyPath, named: name, .allOf(requirements()))
  }

  // The property path a key path names, without the root type: `\Person.address.zip`
  // gives `address.zip`; `nil` when the key path has no readable name. The runtime names
  // a stored property; it names a computed property (a property wrapper's wrapped
  // property among them) only where it can find the getter's symbol, which it cannot on
  // Linux: there the text is `\Person.<computed 0x… (Int)>`.
  static func propertyName<Part>(of keyPath: KeyPath<Input, Part>) -> String? {
    // The runtime writes a tuple element with two dots (`pair..0`, `\(Int, Int)..1`);
    // names hold no dots.
    let text = String(describing: keyPath).replacing("..", with: ".")
    if text.contains("<computed") { return nil }
    let root = "\\\(String(describing: Input.self))."
    return text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
  }
}

extension Requirement.Grouping {
  // How a requirement on a part binds once lifted, unnamed, to the whole value. The lifted
  // requirement has no operands, and a conjunction or disjunction without operands reads
  // as an empty list would: such a part binds as a phrase instead, parenthesised inside
  // any composite ("(at least 16 or at most 5) and age: at least 1").
  fileprivate func lifted<Whole>() -> Requirement<Whole>.Grouping {
    switch self {
    case .atom: .atom
    case .conjunction, .disjunction, .phrase: .phrase
    case .negation: .negation
    case .exclusion: .exclusion
    case .lifted: .lifted
    }
  }
}
