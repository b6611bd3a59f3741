//: [Previous](@previous)
//:
//: # Validating whole models
//:
//: Fields can all be valid while their combination is not. A `ValidatableModel`
//: lists its fields once, in `visitFields(_:)`, and declares cross-field rules.
//: *How* to validate is the model's decision; *when* is the caller's.
import Foundation
import Validation

struct Address: DecodableModel, Encodable {
  @Validated(name: "ZIP code", .matches(/[0-9]{5}/).described("5 digits")) var zip = ""
  @Validated(name: "City", .nonBlank()) var city = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", &_zip)
    visitor.visit("city", &_city)
  }
}

struct Person: DecodableModel, Encodable {
  @Validated(name: "Name", .nonBlank()) var name = ""
  @Validated(name: "Age", .range(0...150)) var age = 0
  @Validated(name: "Password", isSecret: true, .minLength(8)) var password = ""
  var hasDrivingLicense = false
  var notes: [String] = []
  var address = Address()

  static let rules: [ModelRule<Person>] = [
    ModelRule(
      "Person is too young to have a driving license.",
      fields: ["age", "hasDrivingLicense"], dependsOn: ["age"]
    ) { !($0.hasDrivingLicense && $0.age < 16) },
    ModelRule("A person who still has notes cannot be deleted", fields: ["notes"], when: [.delete])
    {
      $0.notes.isEmpty
    },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("age", &_age)
    visitor.visit("password", &_password)
    visitor.visit("hasDrivingLicense", plain: &hasDrivingLicense)
    visitor.visit("notes", plain: &notes)
    visitor.visit("address", &address)
  }
}

//: Decoding checks every field and every rule, and reports all failures with paths.
let json = #"""
  {"name": "", "age": 15, "password": "hunter2", "hasDrivingLicense": true,
   "notes": [], "address": {"zip": "123", "city": "Oslo"}}
  """#
do {
  _ = try JSONDecoder().decode(Person.self, from: Data(json.utf8))
} catch {
  print("Decoding refused the JSON:")
  print(error)
}

//: A request with a list: `DecodedModels` checks every element, so one answer names every
//: invalid one (a plain `[Address]` stops at the first), and the valid ones can be taken.
let addresses = #"""
  [{"zip": "0150", "city": "Oslo"}, {"zip": "10115", "city": "Berlin"},
   {"zip": "75001", "city": " "}]
  """#
let batch = try JSONDecoder().decode(DecodedModels<Address>.self, from: Data(addresses.utf8))
print("\nValid cities:", batch.validModels.map(\.city))
if let error = batch.error {
  print(error)
}

//: A draft keeps invalid input while a form is edited; commit checks everything.
var tim = Person()
var draft = Draft(tim)
draft.editing.name = "Tim"
draft.editing.age = 15
draft.editing.password = "correct horse"
draft.editing.hasDrivingLicense = true
draft.editing.address.zip = "0150"
draft.editing.address.city = "Oslo"
print("\nWhile editing, the form shows:")
for failure in draft.error?.failures ?? [] {
  print(
    "  next to \(failure.fields.map(\.description).joined(separator: " and ")): \(failure.message)")
}
draft.editing.address.zip = "01500"
draft.editing.hasDrivingLicense = false
tim = try draft.commit()
print("Committed:", tim.name, tim.age, "valid:", tim.isValid())

//: A transaction applies several changes at once; on failure nothing changes.
do {
  try tim.update {
    $0.age = 14
    $0.hasDrivingLicense = true
  }
} catch {
  print("\nThe update was refused, age is still \(tim.age):")
  print(error)
}

//: Contexts, like Core Data's validateForDelete:
tim.notes = ["call the dentist"]
print("\nvalid:", tim.isValid(), "- deletable:", tim.isValid(for: .delete))

//: Where Foundation is available, the error bridges to Core Data's NSError codes.
if let error = tim.validationError(for: .delete) as NSError? {
  print("NSError domain \(error.domain), code \(error.code)")
}

//: Encoding writes plain values: the wrappers are invisible in JSON.
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(tim.address), as: UTF8.self))

//: [Next: an observable form](@next)
