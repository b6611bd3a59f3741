import PropertyTesting
import Testing
import Validation

struct FieldPathTests {
  @Test(
    "Field paths print and parse as written in code",
    arguments: [
      "name", "address.zip", "emails[2]", "orders[3].total", "a[1][2].b", "[2].age", "[0]",
      "[1].members.ann.age",
    ])
  func printAndParse(text: String) {
    let path = FieldPath(stringLiteral: text)
    #expect(path.description == text)
  }

  @Test(
    "Parsing gives one component per name and position",
    arguments: [
      ("orders[3].total", [.field("orders"), .index(3), .field("total")]),
      ("[2].age", [.index(2), .field("age")]),
      ("a[1][2]", [.field("a"), .index(1), .index(2)]),
      ("", []),
    ] as [(String, [FieldPath.Component])])
  func components(text: String, components: [FieldPath.Component]) {
    #expect(FieldPath(stringLiteral: text).components == components)
  }

  @Test("A path lies within its parents only")
  func containment() {
    let zip: FieldPath = "address.zip"
    #expect(zip.isWithin("address"))
    #expect(zip.isWithin(zip))
    #expect(!zip.isWithin("addresses"))
    #expect(!FieldPath("address").isWithin(zip))
    #expect(FieldPath([.field("orders"), .index(3)]).description == "orders[3]")
  }
}

extension FieldPathTests {
  @Test(
    "A malformed part is one field name, so it matches nothing rather than more",
    arguments: [
      ("orders[x].total", [FieldPath.Component.field("orders[x]"), .field("total")]),
      ("orders[3]total", [.field("orders[3]total")]),
      ("orders[3", [.field("orders[3")]),
      ("a[1][2].b", [.field("a"), .index(1), .index(2), .field("b")]),
      ("[2].age", [.index(2), .field("age")]),
    ])
  func malformedParts(text: String, components: [FieldPath.Component]) {
    #expect(FieldPath(stringLiteral: text).components == components)
  }
}

extension FieldPathTests {
  @Test(
    "A name that contains a dot or a bracket, or is empty, prints quoted and parses back",
    arguments: [
      (
        [.field("members"), .field("ann@example.com"), .field("zip")],
        #"members["ann@example.com"].zip"#
      ),
      ([.field("a.b")], #"["a.b"]"#),
      ([.field("tags"), .field("x[1]"), .index(0)], #"tags["x[1]"][0]"#),
      ([.field("m"), .field(""), .field("z")], #"m[""].z"#),
      ([.field("q"), .field(#"say "hi". \o/"#)], #"q["say \"hi\". \\o/"]"#),
      ([.field("m"), .field("a]b"), .field(#"c"d"#)], #"m.a]b.c"d"#),
    ] as [([FieldPath.Component], String)])
  func quotedNames(components: [FieldPath.Component], text: String) {
    let path = FieldPath(components)
    #expect(path.description == text)
    #expect(FieldPath(stringLiteral: text) == path)
  }

  @Test(
    "An unclosed or misplaced quoted name is one field name, like other malformed parts",
    arguments: [
      (#"m["a.b"#, [FieldPath.Component.field(#"m["a"#), .field("b")]),
      (#"m["a"]x"#, [.field(#"m["a"]x"#)]),
      (#"m["a"x].y"#, [.field(#"m["a"x]"#), .field("y")]),
    ])
  func malformedQuotes(text: String, components: [FieldPath.Component]) {
    #expect(FieldPath(stringLiteral: text).components == components)
  }
}

extension FieldPathTests {
  @Test("Every path reads back from its description")
  func roundTrip() {
    // Names are built from single scalars, so that marks, joiners and prepended signs
    // (which join a neighbouring delimiter into one Character) sit next to delimiters.
    let scalars: [Unicode.Scalar] = [
      "a", "b", ".", "[", "]", "\"", "\\", " ", "0", "\u{301}", "\u{200D}", "\u{FE0F}",
      "\u{600}", "\u{1F44D}", "\u{1F3FD}", "\n", "\t", "\u{1B}", "\u{85}", "\u{202E}", "u",
      "{", "}",
    ]
    forAll("FieldPath round trip") { property in
      let components = property.generator.array(count: 0...5) { generator -> FieldPath.Component in
        guard !generator.chance(0.3) else { return .index(generator.int(in: 0...12)) }
        let name = generator.array(count: 0...5) { $0.pick(scalars) }
        return .field(String(String.UnicodeScalarView(name)))
      }
      let path = FieldPath(components)
      property.note("path: \(path), components: \(components)")
      property.expect(FieldPath(stringLiteral: path.description) == path, "reads back")
    }
  }
}

extension FieldPathTests {
  @Test(
    "A name that starts or ends with a joining mark still reads back as one name",
    arguments: [
      [FieldPath.Component.field("a"), .field("\u{301}x")],
      [.index(2), .field("\u{301}x")],
      [.field("members"), .field("\u{200D}ann")],
      [.field("members"), .field("\u{FE0F}")],
      [.field("\u{600}"), .field("b")],
      [.field("\u{600}"), .field("a.b")],
      [.field("a.\u{600}")],
      [.field("\u{301}.x")],
      [.field("q"), .field("\"\u{301}")],
    ])
  func joiningMarks(components: [FieldPath.Component]) {
    let path = FieldPath(components)
    #expect(FieldPath(stringLiteral: path.description) == path)
  }
}

extension FieldPathTests {
  @Test(
    "A name with a line break or a control character is quoted and escaped, and reads back",
    arguments: [
      ([FieldPath.Component.field("role\n- admin")], #"["role\n- admin"]"#),
      ([.field("a"), .field("\u{1B}[2J")], #"a["\u{1B}[2J"]"#),
      ([.field("tab\there")], #"["tab\there"]"#),
      ([.field("\u{202E}x")], #"["\u{202E}x"]"#),
      ([.field(#"\u{41}"#)], #"\u{41}"#),
      ([.field(#"a.\u{41}"#)], #"["a.\\u{41}"]"#),
    ])
  func controlCharactersInNames(components: [FieldPath.Component], text: String) {
    let path = FieldPath(components)
    #expect(path.description == text)
    #expect(FieldPath(stringLiteral: text) == path)
  }
}

extension FieldPathTests {
  @Test(
    "Reading a quoted name with many unclosed escapes grows linearly",
    arguments: [#"\u{"#, #"\u{0"#])
  func unclosedEscapesGrowLinearly(piece: String) {
    let text = { (count: Int) in #"a[""# + String(repeating: piece, count: count) + #""]"# }
    // Reading each piece again to the end of the text grows 64 times for 8 times as much
    // text; the bound leaves room for caches and noise.
    let growth = PropertyTesting.growth(from: 1_000, by: 8) { count in
      _ = FieldPath(stringLiteral: text(count))
    }
    #expect(growth < 14, "8 times the text took \(growth) times as long")
  }

  @Test(
    "An unclosed escape is the text after its backslash; an unclosed quoted name is text",
    arguments: [
      (#"a["\u{\u{41}"]"#, [FieldPath.Component.field("a"), .field("u{A")]),
      (#"a["\u{41"]"#, [.field("a"), .field("u{41")]),
      (#"a["\u{000000041}"]"#, [.field("a"), .field("A")]),
      (#"a["b.c"#, [.field(#"a["b"#), .field("c")]),
      (#"a.["b.["c"].d"#, [.field("a"), .field(#"["b.["c"]"#), .field("d")]),
    ])
  func unclosedPieces(text: String, components: [FieldPath.Component]) {
    #expect(FieldPath(stringLiteral: text).components == components)
  }
}
