#if canImport(Foundation)
  // What a language says for each kind of hidden constraint (`Constraint.Hidden`): a
  // secret field's phrase or predicate, which names no value.
  struct HiddenWords: Sendable {
    let equalTo: String
    let oneOf: String
    let noneOf: String
    let hasPrefix: String
    let hasSuffix: String
    let contains: String

    subscript(_ hidden: Constraint.Hidden) -> String {
      switch hidden {
      case .equalTo: equalTo
      case .oneOf: oneOf
      case .noneOf: noneOf
      case .hasPrefix: hasPrefix
      case .hasSuffix: hasSuffix
      case .contains: contains
      }
    }
  }
#endif
