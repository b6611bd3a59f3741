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
