//: [Previous](@previous)
//:
//: # Composing requirements
//:
//: Requirements are small values. `&&`, `||` and `!` (or `allOf`, `anyOf`, `not`)
//: combine them; a result builder declares a block of them; `on(_:_:)` lifts a
//: requirement on a part to the whole through a key path.
import Validation

let password: Requirement<String> = .minLength(8) && .atLeast(1, .digits)
print("password:", password.description)

let noSpaces: Requirement<String> = !.contains(" ")
print("noSpaces:", noSpaces.description)

let contact: Requirement<String> =
  .email() || (.hasPrefix("+") && .only(.digits, CharacterClass("plus sign", in: "+")))
print("contact:", contact.description)

//: A failed composite reports which leaf requirements failed, not only itself.
if let failure = password.failure(for: "abc") {
  print("\"abc\" fails:", failure.requirement)
  for leaf in failure.leaves {
    print("  - \(leaf)")
  }
}

//: A block of requirements, with a custom description for the whole.
let strict = true
let strongPassword = Requirement<String>.allOf {
  Requirement.length(8...30)
  Requirement.atLeast(1, .uppercase)
  Requirement.atLeast(4, .lowercase)
  if strict {
    Requirement.atLeast(1, .special)
  }
}
.described("a strong password")
print("strongPassword:", strongPassword.description)
print(
  "  leaves failed by \"Password\":",
  strongPassword.failure(for: "Password")?.leaves.map(\.requirement) ?? [])

//: Lifting through key paths builds rules on a whole model.
struct Person {
  var name: String
  var age: Int
  var hasDrivingLicense: Bool
}

let validPerson: Requirement<Person> = .on(\.name, .nonBlank()) && .on(\.age, .range(0...150))
let mayDrive = Require<Person>("old enough to hold a driving licence") {
  !($0.hasDrivingLicense && $0.age < 16)
}
let person = Person(name: "Tim", age: 15, hasDrivingLicense: true)
print("validPerson:", validPerson.description, "→", validPerson.isValid(person))
print("mayDrive:", mayDrive.isValid(person))
do {
  try (validPerson && mayDrive).validate(person)
} catch {
  print("validate threw:", error.requirement)
  print("  failed leaves:", error.leaves.map(\.requirement))
}

//: The built-in catalogue covers what Core Data lets a model declare, and more.
let catalogue: [(String, Bool)] = [
  ("Requirement<Int>.range(1...100) on 101", Requirement<Int>.range(1...100).isValid(101)),
  ("Requirement<Int>.multiple(of: 2) on 42", Requirement<Int>.multiple(of: 2).isValid(42)),
  (
    "Requirement<String>.matches(/[0-9]{5}/) on \"1234\"",
    Requirement<String>.matches(/[0-9]{5}/).isValid("1234")
  ),
  ("Requirement<String?>.required() on nil", Requirement<String?>.required().isValid(nil)),
  ("Requirement<[Int]>.count(1...3) on [1, 2]", Requirement<[Int]>.count(1...3).isValid([1, 2])),
  (
    "Requirement<String>.oneOf([\"S\", \"M\", \"L\"]) on \"M\"",
    Requirement<String>.oneOf(["S", "M", "L"]).isValid("M")
  ),
]
for (label, result) in catalogue {
  print(label, "→", result)
}

//: [Next: validating whole models](@next)
