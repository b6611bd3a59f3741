import PropertyTesting
import Requirements
import Testing

// Generated requirement trees, each paired with an independent model of what it must do:
// whether it holds for an input, and which leaves its failure must report.

/// The error a generated throwing leaf raises.
struct GeneratedError: Error {
  let leaf: String
}

/// A generated leaf requirement with a hand-written model of its predicate.
struct Leaf<Input> {
  /// The requirement under test; its description is unique in its tree.
  let requirement: Requirement<Input>
  /// Whether the requirement must hold, computed without the library.
  let holds: (Input) -> Bool
  /// Whether the requirement's predicate throws for an input.
  let throwsFor: (Input) -> Bool
}

/// A generated requirement, leaf or composite, with a model of its behaviour.
struct Node<Input> {
  /// The requirement under test.
  let requirement: Requirement<Input>
  /// What the requirement must decide: whether it holds, or `nil` when a predicate it
  /// depends on throws (three-valued logic: `false && undecided` is `false`,
  /// `true || undecided` is `true`, `!undecided` is undecided).
  let decides: (Input) -> Bool?
  /// The descriptions ``UnsatisfiedRequirement/leaves`` must list, in order, when the
  /// requirement does not hold.
  let leaves: (Input) -> [String]
  /// The parts a `&&` flattens this node into; `nil` unless it is an undescribed `allOf`.
  var conjunctionParts: [Node]? = nil
  /// The parts a `||` flattens this node into; `nil` unless it is an undescribed `anyOf`.
  var disjunctionParts: [Node]? = nil

  /// Whether the requirement must hold: an undecided requirement does not.
  func holds(_ input: Input) -> Bool { decides(input) == true }
}

/// The conjunction of decisions: `false` if any is, else undecided if any is.
func conjunction(_ decisions: [Bool?]) -> Bool? {
  if decisions.contains(false) { return false }
  return decisions.contains(nil) ? nil : true
}

/// The disjunction of decisions: `true` if any is, else undecided if any is.
func disjunction(_ decisions: [Bool?]) -> Bool? {
  if decisions.contains(true) { return true }
  return decisions.contains(nil) ? nil : false
}

/// Builds random requirement trees over one input type and remembers every leaf it made.
struct TreeBuilder<Input> {
  /// Makes a leaf whose description starts with the given unique identifier.
  let makeLeaf: (inout SplitMix64, String) -> Leaf<Input>
  /// Draws an input.
  let makeInput: (inout SplitMix64) -> Input

  /// Every leaf made so far.
  private(set) var madeLeaves: [Leaf<Input>] = []
  /// Every node made so far, leaves included.
  private(set) var madeNodes: [Node<Input>] = []
  private var counter = 0

  init(
    leaf: @escaping (inout SplitMix64, String) -> Leaf<Input>,
    input: @escaping (inout SplitMix64) -> Input
  ) {
    self.makeLeaf = leaf
    self.makeInput = input
  }

  /// Returns a random tree of at most `depth` levels of composition.
  mutating func tree(_ generator: inout SplitMix64, depth: Int = 3) -> Node<Input> {
    if depth == 0 || generator.chance(0.3) {
      return leaf(&generator)
    }
    func parts(_ generator: inout SplitMix64) -> [Node<Input>] {
      var result: [Node<Input>] = []
      for _ in 0..<generator.int(in: 0...3) {
        result.append(tree(&generator, depth: depth - 1))
      }
      return result
    }
    let described = generator.chance(0.15) ? nextIdentifier("G") : nil
    switch generator.int(in: 0...6) {
    case 0: return and(tree(&generator, depth: depth - 1), tree(&generator, depth: depth - 1))
    case 1: return or(tree(&generator, depth: depth - 1), tree(&generator, depth: depth - 1))
    case 2: return not(tree(&generator, depth: depth - 1), description: described)
    case 3: return not(tree(&generator, depth: depth - 1), useOperator: true)
    case 4: return allOf(parts(&generator), description: described)
    case 5: return anyOf(parts(&generator), description: described)
    default: return leaf(&generator)
    }
  }

  /// Returns a list of up to `count` random trees.
  mutating func forest(_ generator: inout SplitMix64, count: ClosedRange<Int>) -> [Node<Input>] {
    var result: [Node<Input>] = []
    for _ in 0..<generator.int(in: count) {
      result.append(tree(&generator, depth: generator.int(in: 0...2)))
    }
    return result
  }

  mutating func nextIdentifier(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  mutating func leaf(_ generator: inout SplitMix64) -> Node<Input> {
    let leaf = makeLeaf(&generator, nextIdentifier("L"))
    madeLeaves.append(leaf)
    let description = leaf.requirement.description
    return register(
      Node(requirement: leaf.requirement) { input in
        leaf.throwsFor(input) ? nil : leaf.holds(input)
      } leaves: { _ in
        [description]
      })
  }

  mutating func and(_ lhs: Node<Input>, _ rhs: Node<Input>) -> Node<Input> {
    let parts = (lhs.conjunctionParts ?? [lhs]) + (rhs.conjunctionParts ?? [rhs])
    return allOf(parts, requirement: lhs.requirement && rhs.requirement)
  }

  mutating func or(_ lhs: Node<Input>, _ rhs: Node<Input>) -> Node<Input> {
    let parts = (lhs.disjunctionParts ?? [lhs]) + (rhs.disjunctionParts ?? [rhs])
    return anyOf(parts, requirement: lhs.requirement || rhs.requirement)
  }

  mutating func allOf(
    _ parts: [Node<Input>], description: String? = nil, requirement: Requirement<Input>? = nil
  ) -> Node<Input> {
    let built = requirement ?? .allOf(parts.map { $0.requirement }).described(ifGiven: description)
    let own = built.description
    var node = Node(requirement: built) { input in
      conjunction(parts.map { $0.decides(input) })
    } leaves: {
      input in
      let failed = parts.filter { !$0.holds(input) }.flatMap { $0.leaves(input) }
      return failed.isEmpty ? [own] : failed
    }
    node.conjunctionParts = description == nil ? parts : nil
    return register(node)
  }

  mutating func anyOf(
    _ parts: [Node<Input>], description: String? = nil, requirement: Requirement<Input>? = nil
  ) -> Node<Input> {
    let built = requirement ?? .anyOf(parts.map { $0.requirement }).described(ifGiven: description)
    let own = built.description
    var node = Node(requirement: built) { input in
      disjunction(parts.map { $0.decides(input) })
    } leaves: {
      input in
      parts.isEmpty ? [own] : parts.flatMap { $0.leaves(input) }
    }
    node.disjunctionParts = description == nil ? parts : nil
    return register(node)
  }

  mutating func not(
    _ operand: Node<Input>, description: String? = nil, useOperator: Bool = false
  ) -> Node<Input> {
    let built =
      useOperator ? !operand.requirement : .not(operand.requirement).described(ifGiven: description)
    let own = built.description
    return register(
      Node(requirement: built) {
        operand.decides($0).map(!)
      } leaves: { _ in
        [own]
      })
  }

  /// Remembers a node, so that a leaf a failure reports can be looked up.
  private mutating func register(_ node: Node<Input>) -> Node<Input> {
    madeNodes.append(node)
    return node
  }

  /// The generated leaf with this description, if there is one.
  func generatedLeaf(_ description: String) -> Leaf<Input>? {
    madeLeaves.first { $0.requirement.description == description }
  }

  /// Whether some generated requirement, or the negation of one, has this description and
  /// does not hold for the input: what every leaf a failure reports must be.
  func isFailingRequirement(_ description: String, at input: Input) -> Bool {
    madeNodes.contains { node in
      (node.requirement.description == description && !node.holds(input))
        || (Requirement.not(node.requirement).description == description && node.holds(input))
    }
  }
}

// Checks shared by the properties

/// Checks a requirement against its model for one input: validity, `failure(for:) == nil`
/// exactly when valid, and the exact leaves of a failure.
func checkAgainstModel<Input>(
  _ node: Node<Input>, _ input: Input, in builder: TreeBuilder<Input>,
  _ property: inout PropertyCase
) {
  let requirement = node.requirement
  let expected = node.holds(input)
  let isValid = requirement.isValid(input)
  property.expect(
    isValid == expected,
    "isValid(\(input)) is \(isValid), expected \(expected) for \(requirement.description)")
  let failure = requirement.failure(for: input)
  property.expect(
    (failure == nil) == isValid,
    "failure(for: \(input)) is \(failure.map { "\($0)" } ?? "nil") but isValid is \(isValid)")
  guard let failure, !expected else { return }
  let leaves = failure.leaves
  property.expect(
    leaves.map { $0.requirement } == node.leaves(input),
    "leaves \(leaves.map { $0.requirement }), expected \(node.leaves(input)) for "
      + "\(requirement.description) at \(input)")
  for leaf in leaves {
    property.expect(leaf.components.isEmpty, "leaf \(leaf.requirement) has components")
    property.expect(
      builder.isFailingRequirement(leaf.requirement, at: input),
      "leaf \(leaf.requirement) is not a generated requirement that fails for \(input)")
    if let generated = builder.generatedLeaf(leaf.requirement) {
      property.expect(
        !generated.holds(input), "leaf \(leaf.requirement) holds for \(input), but is reported")
      property.expect(
        (leaf.underlyingError != nil) == generated.throwsFor(input),
        "leaf \(leaf.requirement) at \(input): underlyingError \(String(describing: leaf.underlyingError))"
      )
    }
  }
}

/// Runs a generic property with, for each case, a tree builder over strings or over
/// integers (drawn from the case's seed, so a replay picks the same one).
func forAllTrees(
  _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
  text: (inout PropertyCase, inout TreeBuilder<String>) -> Void,
  integer: (inout PropertyCase, inout TreeBuilder<Int>) -> Void
) {
  forAll(name, sourceLocation: sourceLocation) { property in
    if property.generator.chance(0.5) {
      property.note("input domain: strings")
      var builder = TreeBuilder(leaf: textLeaf, input: textInput)
      text(&property, &builder)
    } else {
      property.note("input domain: integers")
      var builder = TreeBuilder(leaf: integerLeaf, input: integerInput)
      integer(&property, &builder)
    }
  }
}

extension Requirement {
  /// This requirement described by `description`, or as it is when that is `nil`.
  fileprivate func described(ifGiven description: String?) -> Requirement {
    description.map(described) ?? self
  }
}
