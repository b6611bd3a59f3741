#if canImport(Foundation)
  import Foundation

  extension Requirement {
    /// Lifts a requirement on a part of a value to a requirement on the whole value, with
    /// the part's name in each language messages are shown in.
    ///
    /// Descriptions name the part in English (or the first translation); messages name it
    /// in the locale's language:
    ///
    /// ```swift
    /// let adult = Requirement<Person>.on(\.age, named: ["en": "age", "de": "Alter"], .minimum(18))
    /// adult.failure(for: Person(age: 12))?.message(in: Locale(identifier: "de"))
    /// // "Alter muss mindestens 18 sein."
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The path from the whole to the part.
    ///   - name: The part's name, in every language it has.
    ///   - requirement: The requirement on the part.
    /// - Returns: A requirement on the whole value.
    public static func on<Part>(
      _ keyPath: KeyPath<Input, Part> & Sendable,
      named name: LocalizedText,
      _ requirement: Requirement<Part>
    ) -> Requirement {
      on(keyPath, part: PartName(name.english, localized: name), requirement)
    }

    /// Lifts the requirements declared in a block on a part of a value to one requirement
    /// on the whole value, with the part's name in each language messages are shown in.
    ///
    /// - Parameters:
    ///   - keyPath: The path from the whole to the part.
    ///   - name: The part's name, in every language it has.
    ///   - requirements: A block that declares the requirements on the part; all must hold.
    /// - Returns: A requirement on the whole value.
    public static func on<Part>(
      _ keyPath: KeyPath<Input, Part> & Sendable,
      named name: LocalizedText,
      @RequirementBuilder<Part> _ requirements: () -> [Requirement<Part>]
    ) -> Requirement {
      on(keyPath, named: name, .allOf(requirements()))
    }
  }
#endif
