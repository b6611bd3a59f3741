#if canImport(Foundation)
  // The plural forms of a counted noun, `#` standing for the number: "# caractère",
  // "# de caractères", "# caractères". A language keeps its nouns in `static let` tables;
  // `MessageFormat.count(_:_:)` picks the form the number takes.
  struct NounForms: Sendable {
    var zero: StaticString? = nil
    var one: StaticString? = nil
    var two: StaticString? = nil
    var few: StaticString? = nil
    var many: StaticString? = nil
    var other: StaticString? = nil

    // The same noun in another grammatical case that differs only in the given forms:
    // the Arabic nominative dual, the Polish accusative singular.
    func with(one: StaticString? = nil, two: StaticString? = nil) -> NounForms {
      var forms = self
      if let one { forms.one = one }
      if let two { forms.two = two }
      return forms
    }
  }

  extension MessageFormat {
    // A count with its noun in the form the number takes: "3 caractères".
    func count(_ number: Int, _ noun: NounForms) -> String {
      count(
        number, zero: noun.zero, one: noun.one, two: noun.two, few: noun.few, many: noun.many,
        other: noun.other)
    }
  }
#endif
