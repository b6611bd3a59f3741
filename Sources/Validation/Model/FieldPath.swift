/// Where a failure is in a model: `name`, `address.zip`, `emails[2]`, `orders[3].total`.
///
/// Paths are built from the names a model gives its fields in
/// ``ValidatableModel/visitFields(_:)``, from positions in arrays of models and from keys
/// of dictionaries of models (`members.ann`); a decoding failure's path is the decoder's
/// coding path, so it can also start with a position (`[2].age`, in a top-level array) or
/// hold the keys of plain `Decodable` types around the model. A path can be written as a
/// string literal; a name that contains `.` or `[`, such as an e-mail address used as a
/// key, is written quoted, and a path prints the same way:
///
/// ```swift
/// let failures = error.failures(at: "orders[3].total")
/// let member = error.failures(at: #"members["ann@example.com"].zip"#)
/// ```
public struct FieldPath: Hashable, Sendable {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// A named field.
    case field(String)
    /// A position in an array.
    case index(Int)
  }

  /// The steps from the outermost model (or, for a decoding failure, the top of the
  /// decoded data) to the field; empty for the model itself.
  public var components: [Component]

  /// Creates a path from its steps.
  ///
  /// - Parameter components: The steps from the outermost model to the field.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  // This path below another one: `zip` below `address` is `address.zip`.
  func prefixed(by parent: [Component]) -> FieldPath {
    FieldPath(parent + components)
  }

  // Whether this path is `other` or lies inside it: `address.zip` is within `address`.
  //
  // - Parameter other: A path that may contain this one.
  // - Returns: `true` when `other`'s components begin this path.
  package func isWithin(_ other: FieldPath) -> Bool {
    components.starts(with: other.components)
  }
}

extension FieldPath {
  // Creates a path from a decoder's coding path: a position in an unkeyed container
  // (`Index 2`, as Foundation's decoders name it) becomes `[2]`, any other key a field
  // named by its string value.
  //
  // - Parameter codingPath: The coding path, such as `decoder.codingPath`.
  init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in
        if let index = Self.position(of: key) {
          return .index(index)
        }
        // A key from the data: cut short as rejected values are.
        return .field(shortenedForReport(key.stringValue))
      })
  }

  // The position a key stands for in an unkeyed container, or `nil` for a named key.
  //
  // Other keys can have integer values too: a dictionary's "7", or an `Int`-backed
  // `CodingKeys` case whose string is its name.
  static func position(of key: any CodingKey) -> Int? {
    guard let index = key.intValue, key.stringValue == "Index \(index)" else { return nil }
    return index
  }

  // How many levels deep a coding path is, for ``ValidatableModel/maximumNestingDepth``,
  // counted as validation counts them: one per model. Each model adds the key of the field
  // that holds it (a ``FieldKey``); what that field holds adds nothing, neither a position
  // in an array nor a dictionary's key (the key right after a field's key, when it is not
  // a field's key itself). So a model in `children[3]` or `children.ann` is one level
  // below its parent.
  //
  // Any other key without an integer value counts too, such as a key of a plain
  // `Decodable` envelope or of a model that decodes its own keys: the limit holds however
  // the data nests models, even with a coder that puts keys of its own types in coding
  // paths (through which a dictionary counts two levels).
  //
  // (Telling positions from other integer keys, as ``init(codingPath:)`` does, formats a
  // string per key: too slow for a check made for every decoded model.)
  static func nestingDepth(of codingPath: [any CodingKey]) -> Int {
    var depth = 0
    var followsField = false
    for key in codingPath {
      let isField = key is FieldKey
      if isField || (!followsField && key.intValue == nil) {
        depth += 1
      }
      followsField = isField
    }
    return depth
  }
}

extension FieldPath {
  // The name of a key of a dictionary of models in paths: the key's text as it is
  // encoded, so that validation, `update` and decoding name an entry alike
  // (`members.ann`, and `byDay.Mon` for a `CodingKeyRepresentable` key whose coding key is
  // `Mon`). A key of any other type is named by its description.
  static func name(ofKey key: some Hashable) -> String {
    // A key can come from the data: cut short as rejected values are.
    switch key {
    case let text as String: shortenedForReport(text)
    case let representable as any CodingKeyRepresentable:
      shortenedForReport(representable.codingKey.stringValue)
    default: shortenedForReport("\(key)")
    }
  }
}

extension FieldPath: CustomStringConvertible {
  /// The path as written in code: `orders[3].total`; empty for the model itself.
  ///
  /// A name that would not read back as one name (one that is empty or contains `.` or
  /// `[`, as a dictionary key such as an e-mail address can) is written as a quoted
  /// subscript, `members["ann@example.com"].zip`, with `"` and `\` escaped by a
  /// backslash. So is a name with a line break, a control character or a bidirectional
  /// control, which a key from the data can hold: it reads `["a\nb"]`, each such character
  /// escaped (`\n`, `\r`, `\t`, or `\u{1B}` with its code in hexadecimal).
  /// ``init(stringLiteral:)`` reads every description back into the same path.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .field(let name) where Self.needsQuotes(name):
        text += "[\"" + escapedForReport(name, escapingQuotes: true) + "\"]"
      case .field(let name):
        text += text.isEmpty ? name : ".\(name)"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  // Whether a name must be quoted to read back as one name, or to be shown on one line.
  // Looks at Unicode scalars, as parsing does: a `.` can join a mark after it into one
  // `Character`.
  private static func needsQuotes(_ name: String) -> Bool {
    name.isEmpty
      || name.unicodeScalars.contains { $0 == "." || $0 == "[" || needsEscapeInReport($0) }
  }
}

extension FieldPath: ExpressibleByStringLiteral {
  /// Creates a path from text such as `orders[3].total`.
  ///
  /// Dots separate field names; `[n]` is a position in an array and `["name"]` a name
  /// written in quotes, for one that contains `.` or `[` (`members["ann@example.com"]`;
  /// `\"` and `\\` inside the quotes stand for `"` and `\`). A part that is not a name
  /// followed by positions and quoted names (`orders[x]`, `orders[3]total`) is taken
  /// whole, as one field name, so a mistyped path matches nothing rather than more than
  /// was meant.
  ///
  /// - Parameter value: The path as written in code.
  public init(stringLiteral value: String) {
    var components: [Component] = []
    for part in Self.parts(of: value.unicodeScalars[...]) {
      components += Self.parse(part) ?? [.field(Self.text(part))]
    }
    self.init(components)
  }

  // A stretch of a path's text. Parsing works on Unicode scalars, not `Character`s: every
  // delimiter is one ASCII scalar, and a name may begin with a mark that would join a
  // delimiter before it into one `Character`.
  private typealias Scalars = Substring.UnicodeScalarView

  // The dot-separated parts of a path, empty ones left out; a dot between quotes (in
  // `["a.b"]`) does not separate.
  private static func parts(of text: Scalars) -> [Scalars] {
    var parts: [Scalars] = []
    var partStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let scalar = text[index]
      if scalar == "." {
        if index > partStart { parts.append(text[partStart..<index]) }
        partStart = text.index(after: index)
      } else if scalar == "[", let close = closingQuote(in: text, after: index) {
        index = close
      }
      index = text.index(after: index)
    }
    if partStart < text.endIndex { parts.append(text[partStart...]) }
    return parts
  }

  /// The index of the `"` that closes a quoted name opening at `open` (a `[` followed by
  /// `"`), or `nil` when no quoted name opens there or it is not closed.
  private static func closingQuote(in text: Scalars, after open: Scalars.Index) -> Scalars.Index? {
    var index = text.index(after: open)
    guard index < text.endIndex, text[index] == "\"" else { return nil }
    index = text.index(after: index)
    while index < text.endIndex {
      switch text[index] {
      case "\\":
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
      case "\"":
        return index
      default:
        break
      }
      index = text.index(after: index)
    }
    return nil
  }

  // The components of one dot-separated part, `orders[3]`, `[2]`, `members["a.b"]` or
  // `age`; `nil` when the part is not a name followed by positions and quoted names.
  private static func parse(_ part: Scalars) -> [Component]? {
    guard let bracket = part.firstIndex(of: "[") else { return [.field(text(part))] }
    // `[2].age` starts with a position.
    var components: [Component] =
      bracket == part.startIndex ? [] : [.field(text(part[..<bracket]))]
    var rest = part[bracket...]
    while !rest.isEmpty {
      guard rest.first == "[" else { return nil }
      if let quote = closingQuote(in: rest, after: rest.startIndex) {
        let afterQuote = rest.index(after: quote)
        guard afterQuote < rest.endIndex, rest[afterQuote] == "]" else { return nil }
        let nameStart = rest.index(rest.startIndex, offsetBy: 2)
        components.append(.field(unescaped(rest[nameStart..<quote])))
        rest = rest[rest.index(after: afterQuote)...]
      } else {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(text(rest[rest.index(after: rest.startIndex)..<close]))
        else { return nil }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      }
    }
    return components
  }

  // A quoted name with its escapes removed: `\n`, `\r` and `\t` are those characters,
  // `\u{1B}` the scalar with that code, and a backslash before any other character is that
  // character (`\"` is `"`, `\\` is `\`).
  private static func unescaped(_ quoted: Scalars) -> String {
    guard quoted.contains("\\") else { return text(quoted) }
    var name = String.UnicodeScalarView()
    var index = quoted.startIndex
    while index < quoted.endIndex {
      var scalar = quoted[index]
      index = quoted.index(after: index)
      if scalar == "\\", index < quoted.endIndex {
        scalar = quoted[index]
        index = quoted.index(after: index)
        switch scalar {
        case "n": scalar = "\n"
        case "r": scalar = "\r"
        case "t": scalar = "\t"
        case "u":
          if let (code, end) = escapedScalar(in: quoted, from: index) {
            scalar = code
            index = end
          }
        default: break
        }
      }
      name.append(scalar)
    }
    return String(name)
  }

  // The scalar written `{1B}` from `start` (just after `\u`), with the index after the
  // closing brace; `nil` when the text there is not such a code.
  private static func escapedScalar(in text: Scalars, from start: Scalars.Index)
    -> (Unicode.Scalar, Scalars.Index)?
  {
    // The brace must follow the digits: looking for it no further keeps a text of many
    // unclosed `\u{` linear.
    guard start < text.endIndex, text[start] == "{",
      let close = text[text.index(after: start)...].firstIndex(where: {
        !$0.properties.isASCIIHexDigit
      }),
      text[close] == "}",
      let value = UInt32(Self.text(text[text.index(after: start)..<close]), radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, text.index(after: close))
  }

  // The text of a stretch of scalars.
  private static func text(_ scalars: Scalars) -> String {
    String(Substring(scalars))
  }
}
