import Foundation
import Validation

/// The person from the design notes: too young to hold a driving licence.
struct Person: DecodableModel, Encodable, Equatable {
  @Validated(name: "Name", .nonBlank()) var name = ""
  @Validated(name: "Age", .range(0...150)) var age = 0
  var hasDrivingLicense = false

  static let rules: [ModelRule<Person>] = [
    ModelRule(
      "Person is too young to have a driving license.",
      fields: ["age", "hasDrivingLicense"], dependsOn: ["age"]
    ) { !($0.hasDrivingLicense && $0.age < 16) }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("age", &_age)
    visitor.visit("hasDrivingLicense", plain: &hasDrivingLicense)
  }

  init() {}

  init(name: String, age: Int, hasDrivingLicense: Bool) {
    self.name = name
    self.age = age
    self.hasDrivingLicense = hasDrivingLicense
  }
}

/// A user who cannot be deleted while they still have notes.
struct NoteUser: ValidatableModel {
  @Validated(name: "User name", .nonBlank()) var userName = "ann"
  var notes: [String] = []

  static let rules: [ModelRule<NoteUser>] = [
    ModelRule("A user who still has notes cannot be deleted", fields: ["notes"], when: [.delete]) {
      $0.notes.isEmpty
    },
    ModelRule("A new user starts without notes", when: [.insert]) { $0.notes.isEmpty },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("userName", &_userName)
    visitor.visit("notes", plain: &notes)
  }
}

/// A rule that divides by a field, so must not run while that field is invalid.
struct Ratio: ValidatableModel {
  @Validated(.range(1...100)) var divisor = 0
  var total = 10

  static let rules: [ModelRule<Ratio>] = [
    ModelRule("total divides evenly", fields: ["total"], dependsOn: ["divisor"]) {
      $0.total % $0.divisor == 0
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("divisor", &_divisor)
    visitor.visit("total", plain: &total)
  }
}

struct Address: DecodableModel, Encodable, Equatable {
  @Validated(name: "ZIP code", .matches(/[0-9]{5}/).described("5 digits")) var zip = "00000"
  @Validated(name: "City", .nonBlank()) var city = "Springfield"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", &_zip)
    visitor.visit("city", &_city)
  }
}

struct Order: DecodableModel, Encodable, Equatable {
  @Validated(name: "Total", .minimum(0)) var total = 0
  var note: String? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("total", &_total)
    visitor.visit("note", plain: &note)
  }
}

struct Customer: DecodableModel, Encodable, Equatable {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Password", isSecret: true, .minLength(8)) var password = "long enough"
  @Validated(name: "Nickname", .ifPresent(.minLength(2))) var nickname: String? = nil
  var address = Address()
  var billing: Address? = nil
  var orders: [Order] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("password", &_password)
    visitor.visit("nickname", &_nickname)
    visitor.visit("address", &address)
    visitor.visit("billing", &billing)
    visitor.visit("orders", &orders)
  }
}

/// A model with an optional array of models: `nil` is valid, every element is checked.
struct Shop: DecodableModel, Encodable, Equatable {
  @Validated(name: "Name", .nonBlank()) var name = "Corner shop"
  var specials: [Order]? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("specials", &specials)
  }
}

/// A model with a dictionary of models: every member is checked, with its key in paths.
struct Team: DecodableModel, Encodable, Equatable {
  @Validated(name: "Team name", .nonBlank()) var name = "Team"
  var members: [String: Person] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("members", &members)
  }
}

/// Orders with these totals, negative ones kept as invalid: built in a draft, so they are
/// still in draft mode.
func ordersWithTotals(_ totals: [Int]) -> [Order] {
  totals.map { total in
    var draft = Draft(Order())
    draft.editing.total = total
    return draft.editing
  }
}

/// Start and end are only valid together.
struct Booking: ValidatableModel, Equatable {
  @Validated(.range(0...23)) var start = 9
  @Validated(.range(0...23)) var end = 17

  static let rules: [ModelRule<Booking>] = [
    ModelRule("ends after it starts", fields: ["start", "end"]) { $0.end > $0.start }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("start", &_start)
    visitor.visit("end", &_end)
  }
}

/// The same booking as a final class.
final class BookingRecord: ValidatableModel {
  @Validated(.range(0...23)) var start = 9
  @Validated(.range(0...23)) var end = 17

  static let rules: [ModelRule<BookingRecord>] = [
    ModelRule("ends after it starts", fields: ["start", "end"]) { $0.end > $0.start }
  ]

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("start", &_start)
    visitor.visit("end", &_end)
  }
}

/// A nested model whose starting values are invalid, as an empty form's are.
struct Label: DecodableModel {
  @Validated(name: "Street", .nonBlank()) var street = ""
  @Validated(name: "City", .nonBlank()) var city = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("street", &_street)
    visitor.visit("city", &_city)
  }
}

struct Parcel: DecodableModel {
  @Validated(name: "Weight", .range(1...30)) var weight = 0
  var label = Label()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("weight", &_weight)
    visitor.visit("label", &label)
  }
}

/// A strict API body: unknown keys are failures.
struct StrictSignUp: DecodableModel {
  @Validated(name: "E-mail", .email()) var email = ""
  @Validated(name: "Age", .range(16...120)) var age = 0

  static var allowsUnknownKeys: Bool { false }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &_email)
    visitor.visit("age", &_age)
  }
}

/// A model that visits its `@Validated` fields through their projections (`&$name`), the
/// slower spelling that must work the same.
struct ProjectedPerson: ValidatableModel {
  @Validated(name: "Name", .nonBlank()) var name = ""
  @Validated(name: "Age", .range(0...150)) var age = 0

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &$name)
    visitor.visit("age", &$age)
  }
}

/// A model with its own `init(from:)`: it also accepts the old key `full_name`, reporting
/// its failures with paths relative to itself, and hands the current format back to the
/// library.
struct LegacyName: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
  }

  init() {}

  private enum OldKeys: String, CodingKey {
    case fullName = "full_name"
  }

  init(from decoder: any Decoder) throws {
    let old = try decoder.container(keyedBy: OldKeys.self)
    guard let fullName = try old.decodeIfPresent(String.self, forKey: .fullName) else {
      try self.init(decodingFieldsFrom: decoder)
      return
    }
    self.init()
    try update { $0.name = fullName }
  }
}

/// Holds models with their own decoding, alone and in an array.
struct LegacyBook: DecodableModel {
  var author = LegacyName()
  var editors: [LegacyName] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("author", &author)
    visitor.visit("editors", &editors)
  }
}

/// A model with an array of optional models: a `nil` slot is free, every order is checked.
struct Schedule: DecodableModel, Encodable, Equatable {
  @Validated(name: "Title", .nonBlank()) var title = "Week"
  var slots: [Order?] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("title", &_title)
    visitor.visit("slots", &slots)
  }
}

/// Slots with these totals (`nil` for a free slot), negative ones kept as invalid.
func slotsWithTotals(_ totals: [Int?]) -> [Order?] {
  totals.map { total in total.flatMap { ordersWithTotals([$0]).first } }
}

/// A property list of two people, encoded as plain values: Ann (valid) and Bo, 151 years
/// old (outside `Person`'s age range).
func propertyListOfAnnAndBo() throws -> Data {
  struct Plain: Encodable {
    let name: String
    let age: Int
    let hasDrivingLicense: Bool
  }
  return try PropertyListEncoder().encode([
    Plain(name: "Ann", age: 30, hasDrivingLicense: false),
    Plain(name: "Bo", age: 151, hasDrivingLicense: false),
  ])
}

/// A model with an optional guarded field: no guard at all, or a guard with its own
/// requirements.
struct Profile: ValidatableModel, Equatable {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  var motto: ValidatableValue<String>? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("motto", &motto)
  }
}
