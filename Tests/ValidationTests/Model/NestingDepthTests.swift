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

/// A tree that declares a deeper limit than the default.
private struct DeepNode: DecodableModel, Encodable {
  static var maximumNestingDepth: Int { 200 }

  @Validated(.range(0...9)) var value = 1
  var children: [DeepNode] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("value", &_value)
    visitor.visit("children", &children)
  }
}

/// A tree of models in dictionaries with integer keys, which are not levels of nesting.
private struct NumberedNode: DecodableModel, Encodable {
  static var maximumNestingDepth: Int { 4 }

  var label = 0
  var children: [Int: NumberedNode] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("label", plain: &label)
    visitor.visit("children", &children)
  }
}

/// A model that nests itself through an array field and through a dictionary field.
private struct BranchingNode: DecodableModel, Encodable {
  @Validated(.range(0...9)) var value = 1
  var list: [BranchingNode] = []
  var named: [String: BranchingNode] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("value", &_value)
    visitor.visit("list", &list)
    visitor.visit("named", &named)
  }
}

/// The field through which each model of a chain holds the next.
enum ModelNesting: String, CaseIterable, Sendable {
  case array
  case dictionary
}

/// Builds a chain of `depth` nested branching nodes, each holding the next through
/// `nesting`.
private func chain(depth: Int, through nesting: ModelNesting) -> BranchingNode {
  var node = BranchingNode()
  for _ in 0..<depth {
    var parent = BranchingNode()
    switch nesting {
    case .array: parent.list = [node]
    case .dictionary: parent.named = ["c": node]
    }
    node = parent
  }
  return node
}

/// The JSON of a chain of `depth` nested branching nodes, written by hand so that it can
/// be deeper than encoding allows.
private func chainJSON(depth: Int, through nesting: ModelNesting) -> Data {
  var json = #"{"value":1,"list":[],"named":{}}"#
  for _ in 0..<depth {
    switch nesting {
    case .array: json = #"{"value":1,"list":["# + json + #"],"named":{}}"#
    case .dictionary: json = #"{"value":1,"list":[],"named":{"c":"# + json + "}}"
    }
  }
  return Data(json.utf8)
}

/// How many levels a chain of branching nodes has below its top.
private func levels(of node: BranchingNode) -> Int {
  var node = node
  var count = 0
  while let child = node.list.first ?? node.named.values.first {
    node = child
    count += 1
  }
  return count
}

/// Builds a chain of `depth` nested nodes without recursion.
private func chain(depth: Int, leafValue: Int = 1) -> Node {
  var leaf = Node()
  var draft = Draft(leaf)
  draft.editing.value = leafValue
  leaf = draft.editing
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

/// Builds the error of a chain `depth` levels deep with an invalid leaf, then validates,
/// updates and encodes a valid chain, decodes it back, and counts the decoded levels.
private func roundTrip(depth: Int) -> Result<Int, any Error> {
  Result {
    var broken = chain(depth: depth, leafValue: 42)
    let paths = broken.validationError()?.failures.map(\.path.components.count)
    dismantle(&broken)
    guard paths == [2 * depth + 1] else { return -1 }
    var node = chain(depth: depth)
    guard node.isValid() else { return -1 }
    try node.update { $0.value = 2 }
    let data = try JSONEncoder().encode(node)
    dismantle(&node)
    var decoded = try JSONDecoder().decode(Node.self, from: data)
    var count = 0
    while let child = decoded.children.popLast() {
      decoded = child
      count += 1
    }
    return count
  }
}

/// How many times larger a stack must be for the same code under a sanitizer, which adds
/// to every frame: 4 under Address or Thread Sanitizer (as CI runs the tests), else 1.
private let sanitizerStackFactor: Int = {
  #if canImport(Darwin)
    let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
  #else
    let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
  #endif
  let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
    dlsym(everyImage, name) != nil
  }
  return sanitized ? 4 : 1
}()

/// What a thread computed, read after it signals that it is done.
private final class Outcome: @unchecked Sendable {
  var levels: Result<Int, any Error> = .success(0)
}

struct NestingDepthTests {
  @Test("Models nested within the limit validate recursively, with full paths")
  func withinLimit() throws {
    var valid = chain(depth: Node.maximumNestingDepth)
    #expect(valid.isValid())
    dismantle(&valid)

    var invalid = chain(depth: 3, leafValue: 42)
    #expect(!invalid.isValid())
    let error = try #require(invalid.validationError())
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
    let error = try #require(deep.validationError())
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

  @Test(
    "A chain as deep as the limit validates, encodes and decodes on a 512 KiB stack",
    arguments: [false, true])
  func roundTripAtTheLimit(onSmallStack: Bool) throws {
    // Each level is a field and an array position: the limit counts the field only.
    let depth = Node.maximumNestingDepth
    let levels: Result<Int, any Error>
    if onSmallStack {
      // Apple platforms give secondary threads 512 KiB of stack (more under a sanitizer).
      let outcome = Outcome()
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        outcome.levels = roundTrip(depth: depth)
        done.signal()
      }
      thread.stackSize = 512 * 1024 * sanitizerStackFactor
      thread.start()
      done.wait()
      levels = outcome.levels
    } else {
      levels = roundTrip(depth: depth)
    }
    #expect(try levels.get() == depth)
  }

  @Test(
    "Through an array or a dictionary, a chain as deep as the limit validates, encodes and decodes",
    arguments: ModelNesting.allCases)
  func collectionsAtTheLimit(nesting: ModelNesting) throws {
    // Through a dictionary, each level is a field and a key: the limit counts the field only.
    let depth = BranchingNode.maximumNestingDepth
    let node = chain(depth: depth, through: nesting)
    #expect(node.isValid())
    #expect(node.validationError() == nil)
    let data = try JSONEncoder().encode(node)
    #expect(levels(of: try JSONDecoder().decode(BranchingNode.self, from: data)) == depth)
    let json = chainJSON(depth: depth, through: nesting)
    #expect(levels(of: try JSONDecoder().decode(BranchingNode.self, from: json)) == depth)
  }

  @Test(
    "Through an array or a dictionary, one level past the limit is refused alike everywhere",
    arguments: ModelNesting.allCases)
  func collectionsPastTheLimit(nesting: ModelNesting) throws {
    let limit = BranchingNode.maximumNestingDepth
    let node = chain(depth: limit + 1, through: nesting)
    #expect(!node.isValid())
    let invalid = try #require(throws: ModelValidationError.self) { try node.validate() }
    #expect(invalid.failures.map(\.reason) == [.nestedTooDeeply(limit: limit)])
    #expect(invalid.failures.map(\.message) == ["nested more than \(limit) levels deep"])

    let encoding = try #require(throws: EncodingError.self) { try JSONEncoder().encode(node) }
    guard case .invalidValue(_, let context) = encoding else {
      Issue.record("unexpected \(encoding)")
      return
    }
    #expect(context.debugDescription == "nested more than \(limit) levels deep")

    let json = chainJSON(depth: limit + 1, through: nesting)
    let undecodable = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(BranchingNode.self, from: json)
    }
    #expect(undecodable.failures.map(\.reason) == [.nestedTooDeeply(limit: limit)])
    #expect(undecodable.failures.map(\.path) == invalid.failures.map(\.path))
  }

  @Test("Integer dictionary keys are not levels: a tree that validates decodes back")
  func integerKeysAreNotLevels() throws {
    var node = NumberedNode()
    node.label = 4
    for label in (1...3).reversed() {
      var parent = NumberedNode()
      parent.label = label
      parent.children[label] = node
      node = parent
    }
    #expect(node.isValid(), "four models, the limit")
    let decoded = try JSONDecoder().decode(NumberedNode.self, from: JSONEncoder().encode(node))
    #expect(decoded.children[1]?.children[2]?.children[3]?.label == 4)
  }

  @Test("A model can declare a deeper limit, and is then checked that deep")
  func declaredLimit() throws {
    // 200 levels: JSON itself allows 512 nested arrays and objects, two per level here.
    var node = DeepNode()
    for _ in 0..<DeepNode.maximumNestingDepth {
      var parent = DeepNode()
      parent.children = [node]
      node = parent
    }
    #expect(node.isValid())
    let data = try JSONEncoder().encode(node)
    let decoded = try JSONDecoder().decode(DeepNode.self, from: data)
    #expect(decoded.isValid())
    var deeper = DeepNode()
    deeper.children = [node]
    #expect(!deeper.isValid())
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
