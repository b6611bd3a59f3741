import PropertyTesting
import Requirements

// The leaves of generated requirement trees, over strings and integers, each with a
// hand-written model of its predicate; constant and throwing leaves for any input.

// Leaves over strings

/// Characters that make prefixes, suffixes and substrings collide often, including one
/// with a combining mark and one that is white space.
let smallAlphabet: [Character] = ["a", "b", "1", " ", "e\u{301}", "e"]

/// The ASCII punctuation and symbols the `.special` class holds.
let specialCharacters = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

/// A character class with a hand-written model of its membership.
struct ClassModel: Sendable {
  let name: String
  let characterClass: CharacterClass
  let contains: @Sendable (Character) -> Bool
}

let classModels: [ClassModel] = [
  ClassModel(name: "digits", characterClass: .digits) { character in
    character.unicodeScalars.count == 1
      && character.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
  },
  ClassModel(name: "letters", characterClass: .letters) { $0.isLetter && isVisible($0) },
  ClassModel(name: "uppercase", characterClass: .uppercase) { $0.isUppercase && isVisible($0) },
  ClassModel(name: "lowercase", characterClass: .lowercase) { $0.isLowercase && isVisible($0) },
  ClassModel(name: "whitespace", characterClass: .whitespace) { $0.isWhitespace },
  ClassModel(name: "special", characterClass: .special) { character in
    character.unicodeScalars.count == 1 && specialCharacters.contains(character)
  },
]

/// Whether every code point after the first is a letter or a combining mark and none is
/// invisible (default-ignorable), as the letter classes require.
func isVisible(_ character: Character) -> Bool {
  let scalars = character.unicodeScalars
  return scalars.allSatisfy { !$0.properties.isDefaultIgnorableCodePoint }
    && scalars.dropFirst().allSatisfy { scalar in
      scalar.properties.isAlphabetic
        || [.nonspacingMark, .spacingMark, .enclosingMark].contains(
          scalar.properties.generalCategory)
    }
}

/// The regular expression leaves use, built once: one or more `a`/`b`, then maybe `1`.
let abPattern = Requirement<String>.matches(/[ab]+1?/)

/// Whether `text` contains `part` as a run of whole characters.
func containsCharacters(_ text: String, _ part: String) -> Bool {
  let haystack = Array(text)
  let needle = Array(part)
  guard needle.count <= haystack.count else { return false }
  if needle.isEmpty { return true }
  for start in 0...(haystack.count - needle.count)
  where haystack[start..<(start + needle.count)].elementsEqual(needle) {
    return true
  }
  return false
}

/// Draws a string input: random text, text over the small alphabet, or e-mail-like text.
func textInput(_ generator: inout SplitMix64) -> String {
  switch generator.int(in: 0...9) {
  case 0...4: return generator.string()
  case 5...7: return generator.string(from: smallAlphabet, length: 0...5)
  default:
    let local = generator.string(from: ["a", "b", ".", "1", "é"], length: 0...4)
    let domain = generator.string(from: ["a", "b", ".", "-", "1"], length: 0...5)
    let top = generator.string(from: ["c", "o", "m", "1"], length: 0...3)
    return local + "@" + domain + (generator.chance(0.8) ? "." : "") + top
  }
}

/// Draws a leaf requirement on strings, from the catalogue, constant, or throwing.
func textLeaf(_ generator: inout SplitMix64, _ id: String) -> Leaf<String> {
  func leaf(
    _ requirement: Requirement<String>, _ holds: @escaping (String) -> Bool
  ) -> Leaf<String> {
    Leaf(requirement: requirement, holds: holds) { _ in false }
  }
  let short = generator.string(from: smallAlphabet, length: 0...2)
  switch generator.int(in: 0...16) {
  case 0:
    let length = generator.int(in: -1...6)
    return leaf(.minLength(length).described("\(id): minLength \(length)")) {
      $0.count >= length
    }
  case 1:
    let length = generator.int(in: -1...6)
    return leaf(.maxLength(length).described("\(id): maxLength \(length)")) {
      $0.count <= length
    }
  case 2:
    let lower = generator.int(in: -1...4)
    let upper = lower + generator.int(in: 0...4)
    return leaf(.length(lower...upper).described("\(id): length \(lower)...\(upper)")) {
      (lower...upper).contains($0.count)
    }
  case 3:
    return leaf(.hasPrefix(short).described("\(id): prefix \(short)")) {
      Array($0).starts(with: Array(short))
    }
  case 4:
    return leaf(.hasSuffix(short).described("\(id): suffix \(short)")) {
      Array($0.reversed()).starts(with: Array(short.reversed()))
    }
  case 5:
    let part = short.isEmpty ? "a" : short
    return leaf(.contains(part).described("\(id): contains \(part)")) {
      containsCharacters($0, part)
    }
  case 6:
    return leaf(.nonEmpty().described("\(id): non-empty")) { !$0.isEmpty }
  case 7:
    return leaf(.nonBlank().described("\(id): non-blank")) { !isBlankText($0) }
  case 8:
    let count = generator.int(in: -1...3)
    let model = generator.pick(classModels)
    return leaf(
      .atLeast(count, model.characterClass).described("\(id): \(count)+ \(model.name)")
    ) { text in
      text.filter(model.contains).count >= count
    }
  case 9:
    let models = generator.array(count: 0...2) { $0.pick(classModels) }
    let only: Requirement<String>
    switch models.count {
    case 0: only = .only().described("\(id): only nothing")
    case 1: only = .only(models[0].characterClass).described("\(id): only \(models[0].name)")
    default:
      only = .only(
        models[0].characterClass, models[1].characterClass
      ).described("\(id): only \(models[0].name), \(models[1].name)")
    }
    return leaf(only) { text in
      text.allSatisfy { character in models.contains { $0.contains(character) } }
    }
  case 10:
    let email = Requirement<String>.email()
    return leaf(.email().described("\(id): e-mail")) { email.isValid($0) }
  case 11:
    return leaf(abPattern.described("\(id): [ab]+1?")) { text in
      var characters = Array(text)
      if characters.last == "1" { characters.removeLast() }
      return !characters.isEmpty && characters.allSatisfy { $0 == "a" || $0 == "b" }
    }
  case 12:
    let allowed = generator.array(count: 0...3) { $0.string(from: smallAlphabet, length: 0...2) }
    return leaf(.oneOf(allowed).described("\(id): one of \(allowed)")) { allowed.contains($0) }
  case 13:
    let forbidden = generator.array(count: 0...3) {
      $0.string(from: smallAlphabet, length: 0...2)
    }
    return leaf(.noneOf(forbidden).described("\(id): none of \(forbidden)")) {
      !forbidden.contains($0)
    }
  case 14:
    return leaf(.equalTo(short).described("\(id): equal to \(short)")) { $0 == short }
  default:
    return constantOrThrowing(&generator, id)
  }
}

// Leaves over integers

/// Draws an integer input, biased towards extremes and small values.
func integerInput(_ generator: inout SplitMix64) -> Int {
  generator.interestingInt()
}

/// Whether `value` is a multiple of `divisor`, computed without `isMultiple(of:)`.
func isMultiple(_ value: Int, of divisor: Int) -> Bool {
  if divisor == 0 { return value == 0 }
  if divisor == -1 || divisor == 1 { return true }
  return value % divisor == 0
}

/// Draws a leaf requirement on integers, from the catalogue, constant, or throwing.
func integerLeaf(_ generator: inout SplitMix64, _ id: String) -> Leaf<Int> {
  func leaf(_ requirement: Requirement<Int>, _ holds: @escaping (Int) -> Bool) -> Leaf<Int> {
    Leaf(requirement: requirement, holds: holds) { _ in false }
  }
  let bound = generator.interestingInt()
  let other = generator.interestingInt()
  let (lower, upper) = (min(bound, other), max(bound, other))
  switch generator.int(in: 0...8) {
  case 0:
    return leaf(.minimum(bound).described("\(id): >= \(bound)")) { $0 >= bound }
  case 1:
    return leaf(.maximum(bound).described("\(id): <= \(bound)")) { $0 <= bound }
  case 2:
    return leaf(.range(lower...upper).described("\(id): \(lower)...\(upper)")) {
      lower <= $0 && $0 <= upper
    }
  case 3:
    return leaf(.range(lower..<upper).described("\(id): \(lower)..<\(upper)")) {
      lower <= $0 && $0 < upper
    }
  case 4:
    let divisor = generator.pick([0, 1, -1, 2, 3, 7, -4, Int.min, Int.max])
    return leaf(.multiple(of: divisor).described("\(id): multiple of \(divisor)")) {
      isMultiple($0, of: divisor)
    }
  case 5:
    let allowed = generator.array(count: 0...3) { $0.interestingInt() }
    return leaf(.oneOf(allowed).described("\(id): one of \(allowed)")) { allowed.contains($0) }
  case 6:
    let forbidden = generator.array(count: 0...3) { $0.interestingInt() }
    return leaf(.noneOf(forbidden).described("\(id): none of \(forbidden)")) {
      !forbidden.contains($0)
    }
  case 7:
    return leaf(.equalTo(bound).described("\(id): equal to \(bound)")) { $0 == bound }
  default:
    return constantOrThrowing(&generator, id)
  }
}

// Constant and throwing leaves

/// A leaf on any input that is constant, always throws, or throws for some inputs (those
/// whose description has an odd length) and holds for the rest.
func constantOrThrowing<Input>(_ generator: inout SplitMix64, _ id: String) -> Leaf<Input> {
  switch generator.int(in: 0...3) {
  case 0:
    return Leaf(requirement: Requirement("\(id): always") { _ in true }, holds: { _ in true }) {
      _ in false
    }
  case 1:
    return Leaf(requirement: Requirement("\(id): never") { _ in false }, holds: { _ in false }) {
      _ in false
    }
  case 2:
    let requirement = Requirement<Input>("\(id): throws") { _ in throw GeneratedError(leaf: id) }
    return Leaf(requirement: requirement, holds: { _ in false }) { _ in true }
  default:
    let throwsFor: @Sendable (Input) -> Bool = { String(describing: $0).count % 2 == 1 }
    let requirement = Requirement<Input>("\(id): throws when odd") { input in
      if throwsFor(input) { throw GeneratedError(leaf: id) }
      return true
    }
    return Leaf(requirement: requirement, holds: { !throwsFor($0) }, throwsFor: throwsFor)
  }
}
