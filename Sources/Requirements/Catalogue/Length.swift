extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string has at least the given number of characters: Core
  /// Data's minimum length.
  ///
  /// Characters are counted as a person sees them (`Character`, extended grapheme
  /// clusters): "é" and "👍🏽" count as one each.
  ///
  /// ```swift
  /// Requirement<String>.minLength(8).description   // "at least 8 characters"
  /// ```
  ///
  /// - Parameter length: The smallest allowed number of characters.
  /// - Returns: A requirement on the string's character count.
  public static func minLength(_ length: Int) -> Requirement {
    SharedEntries.requirement(.init(.minLength, Input.self, length)) {
      Requirement(
        "at least \(counted(length, "character"))",
        constraint: .minLength(length), kind: { _ in .tooShort }
      ) {
        $0.hasAtLeast(length)
      }
      .negated(reading: fewer(than: length, "character"))
    }
  }

  /// A requirement that a string has at most the given number of characters: Core Data's
  /// maximum length.
  ///
  /// The count stops early, so a huge input costs no more than `length + 1` characters.
  ///
  /// - Parameter length: The largest allowed number of characters.
  /// - Returns: A requirement on the string's character count.
  public static func maxLength(_ length: Int) -> Requirement {
    SharedEntries.requirement(.init(.maxLength, Input.self, length)) {
      Requirement(
        "at most \(counted(length, "character"))",
        constraint: .maxLength(length), kind: { _ in .tooLong }
      ) {
        !$0.hasMoreElements(than: length)
      }
      .negated(reading: "more than \(counted(length, "character"))")
    }
  }

  /// A requirement that a string's number of characters lies in a range: Core Data's
  /// minimum and maximum length together.
  ///
  /// ```swift
  /// Requirement<String>.length(8...30).description   // "between 8 and 30 characters"
  /// ```
  ///
  /// - Parameter range: The allowed numbers of characters.
  /// - Returns: A requirement on the string's character count.
  public static func length(_ range: ClosedRange<Int>)
    -> Requirement
  {
    SharedEntries.requirement(
      .init(.length, Input.self, range.lowerBound, range.upperBound)
    ) {
      Requirement(
        spanned(range, "character"),
        constraint: .length(min: range.lowerBound, max: range.upperBound),
        kind: { $0.hasMoreElements(than: range.upperBound) ? .tooLong : .tooShort }
      ) {
        !$0.hasMoreElements(than: range.upperBound) && $0.hasAtLeast(range.lowerBound)
      }
    }
  }
}

extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string takes at most the given number of bytes in UTF-8: a
  /// bound on what is stored, for a database column or an API limit.
  ///
  /// Lengths count characters as people see them, and one character can hold any number
  /// of combining marks; pair a visible length with a storage bound:
  ///
  /// ```swift
  /// let name: Requirement<String> = .length(1...40) && .maxBytes(160)
  /// ```
  ///
  /// - Parameter count: The largest allowed number of UTF-8 bytes.
  /// - Returns: A requirement on the string's UTF-8 size.
  public static func maxBytes(_ count: Int) -> Requirement {
    Requirement(
      "at most \(counted(count, "byte"))",
      constraint: .maxBytes(count), kind: { _ in .tooLong }
    ) {
      !$0.utf8.hasMoreElements(than: count)
    }
    .negated(reading: "more than \(counted(count, "byte"))")
  }
}

extension Requirement where Input: Collection & Sendable {
  /// A requirement that a collection has at least the given number of elements: Core
  /// Data's minimum count for a to-many relationship.
  ///
  /// ```swift
  /// Requirement<[String]>.minCount(1).description   // "at least 1 item"
  /// ```
  ///
  /// - Parameter count: The smallest allowed number of elements.
  /// - Returns: A requirement on the collection's count.
  public static func minCount(_ count: Int) -> Requirement {
    SharedEntries.requirement(.init(.minCount, Input.self, count)) {
      let exceeds = countExceeds
      return Requirement(
        "at least \(counted(count, "item"))",
        constraint: .minCount(count), kind: { _ in .tooFew }
      ) {
        count <= 0 || exceeds($0, count - 1)
      }
      .negated(reading: fewer(than: count, "item"))
    }
  }

  /// A requirement that a collection has at most the given number of elements: Core
  /// Data's maximum count.
  ///
  /// - Parameter count: The largest allowed number of elements.
  /// - Returns: A requirement on the collection's count.
  public static func maxCount(_ count: Int) -> Requirement {
    SharedEntries.requirement(.init(.maxCount, Input.self, count)) {
      let exceeds = countExceeds
      return Requirement(
        "at most \(counted(count, "item"))",
        constraint: .maxCount(count), kind: { _ in .tooMany }
      ) {
        !exceeds($0, count)
      }
      .negated(reading: "more than \(counted(count, "item"))")
    }
  }

  /// A requirement that a collection's number of elements lies in a range.
  ///
  /// - Parameter range: The allowed numbers of elements.
  /// - Returns: A requirement on the collection's count.
  public static func count(_ range: ClosedRange<Int>) -> Requirement {
    SharedEntries.requirement(
      .init(.count, Input.self, range.lowerBound, range.upperBound)
    ) {
      let exceeds = countExceeds
      return Requirement(
        spanned(range, "item"),
        constraint: .count(min: range.lowerBound, max: range.upperBound),
        kind: { exceeds($0, range.upperBound) ? .tooMany : .tooFew }
      ) {
        !exceeds($0, range.upperBound)
          && (range.lowerBound <= 0 || exceeds($0, range.lowerBound - 1))
      }
    }
  }
}

// "between 8 and 30 characters", or "exactly 5 characters" for a range of one count.
func spanned(_ range: ClosedRange<Int>, _ noun: String) -> String {
  range.lowerBound == range.upperBound
    ? "exactly \(counted(range.lowerBound, noun))"
    : "between \(range.lowerBound) and \(range.upperBound) \(noun)s"
}

// "1 character", "8 characters": a count with its noun, singular or plural.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
}

extension Collection {
  // Whether the collection has more than `limit` elements, walking at most `limit + 1`
  // of them (a string's `count` would walk all of a 10 MB input).
  func hasMoreElements(than limit: Int) -> Bool {
    guard limit >= 0 else { return true }
    return index(startIndex, offsetBy: limit, limitedBy: endIndex).map { $0 != endIndex } ?? false
  }

  // Whether the collection has at least `minimum` elements, walking at most `minimum`.
  func hasAtLeast(_ minimum: Int) -> Bool {
    minimum <= 0 || hasMoreElements(than: minimum - 1)
  }
}

extension Requirement where Input: Collection & Sendable {
  // How a count requirement on this type of collection tells whether one has more than a
  // given number of elements (any number for a negative one), chosen once when the
  // requirement is made.
  //
  // A range of integers answers from its bounds: it can hold more elements than `Int`
  // counts (`Int.min..<Int.max`), and its `count` and `index(_:offsetBy:limitedBy:)`
  // then trap. Any other collection walks at most `limit + 1` elements.
  static var countExceeds: @Sendable (Input, Int) -> Bool {
    guard Input.self is any IntegerSpan.Type else {
      return { $0.hasMoreElements(than: $1) }
    }
    return { collection, limit in
      limit < 0 || ((collection as? any IntegerSpan)?.exceeds(limit) ?? true)
    }
  }
}

// A range of integers, which can hold more elements than `Int` can count.
protocol IntegerSpan {
  /// Whether the range has more than `limit` elements; `limit` is not negative.
  func exceeds(_ limit: Int) -> Bool
}

extension Range: IntegerSpan where Bound: FixedWidthInteger {
  func exceeds(_ limit: Int) -> Bool {
    // The upper bound is not below the lower one, so the wrapped difference, read as a
    // magnitude, is exact: `Int.max &- Int.min` is `UInt.max`.
    let span = Bound.Magnitude(truncatingIfNeeded: upperBound &- lowerBound)
    guard let count = Int(exactly: span) else { return true }
    return count > limit
  }
}

extension ClosedRange: IntegerSpan where Bound: FixedWidthInteger {
  func exceeds(_ limit: Int) -> Bool {
    let span = Bound.Magnitude(truncatingIfNeeded: upperBound &- lowerBound)
    // The range has `span + 1` elements.
    guard let gaps = Int(exactly: span) else { return true }
    return gaps >= limit
  }
}

// How a negated minimum count reads: "empty" for 1, "fewer than 8 characters" above, and
// the default "not …" for 0, which nothing is fewer than.
func fewer(than count: Int, _ noun: String) -> String? {
  switch count {
  case ...0: return nil
  case 1: return "empty"
  default: return "fewer than \(counted(count, noun))"
  }
}
