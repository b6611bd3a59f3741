import Foundation
import Testing
import Validation

/// A model that nests itself: a runaway or hostile structure.
private struct Node: DecodableModel, Encodable {
  @Validated(.range(0...9)) var value = 1
  var children: [Node] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("value", &_value)
    visitor.visit("children", &children)
  }
}

/// Builds a chain of `depth` nested nodes without recursion.
private func chain(depth: Int, leafValue: Int = 1) -> Node {
  var leaf = Node()
  var draft = Draft(leaf)
  draft.editing.value = leafValue
  leaf = draft.editing
  leaf.setDraftMode(false)
  var node = leaf
  for _ in 0..<depth {
    var parent = Node()
    parent.children = [node]
    node = parent
  }
  return node
}

/// Takes a chain apart from the top, so releasing it does not recurse 10,000 levels.
private func dismantle(_ node: inout Node) {
  while let child = node.children.popLast() {
    node = child
  }
}

struct NestingDepthTests {
  @Test("Models nested within the limit validate recursively, with full paths")
  func withinLimit() throws {
    var valid = chain(depth: 100)
    #expect(valid.isValid())
    dismantle(&valid)

    var invalid = chain(depth: 3, leafValue: 42)
    #expect(!invalid.isValid())
    let error = try #require(invalid.validationError)
    #expect(error.failures.map(\.path) == ["children[0].children[0].children[0].value"])
    dismantle(&invalid)
  }

  @Test(
    "10,000 levels of nesting fail cleanly instead of overflowing the stack",
    arguments: [Node.maximumNestingDepth + 1, 10_000])
  func beyondLimit(depth: Int) throws {
    var deep = chain(depth: depth)
    #expect(!deep.isValid())
    #expect(!deep.isValid(for: .update))
    let error = try #require(deep.validationError)
    #expect(error.failures.count == 1)
    #expect(error.failures[0].reason == .nestedTooDeeply(limit: Node.maximumNestingDepth))
    #expect(error.failures[0].path.components.count == 2 * (Node.maximumNestingDepth + 1))

    if depth < 1_000 {
      // A Draft keeps a second owner of the chain that this test cannot take apart, and
      // releasing 10,000 levels at once recurses in Swift's runtime, outside the library.
      var draft = Draft(deep)
      draft.editing.value = 5
      #expect(throws: ModelValidationError.self) { try draft.commit() }
    }
    #expect(throws: ModelValidationError.self) { try deep.update { $0.value = 2 } }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(deep) }
    dismantle(&deep)
  }

  @Test("Deeply nested JSON is refused with an error, never a crash")
  func deepJSON() {
    let depth = 10_000
    let json =
      String(repeating: #"{"value": 1, "children": ["#, count: depth) + #"{"value": 1}"#
      + String(repeating: "]}", count: depth)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Node.self, from: Data(json.utf8))
    }
  }
}
