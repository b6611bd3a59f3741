// Inputs, generated at run time from a seeded pseudo-random generator, so the optimizer
// cannot fold them into constants. The same seed gives the same inputs on every run.

/// SplitMix64: a small, fast, deterministic generator.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One submitted sign-up form: the raw field values, not yet validated.
public struct UserRecord: Sendable {
  /// The first name as typed.
  public var firstName: String
  /// The last name as typed, `nil` when left out.
  public var lastName: String?
  /// The e-mail address as typed.
  public var email: String
  /// The password as typed.
  public var password: String
  /// The age as entered.
  public var age: Int
}

private let firstNames = [
  "Ann", "Bob", "Chloé", "Dmitri", "Eve", "Fatima", "Guillermo", "Hanna", "Ivan", "Jo",
  "Kwame", "Leonardo", "Maximiliane", "Nur", "Olaf", "Priyanka",
]
private let lastNames = [
  "Smith", "Ng", "Müller", "Okonkwo", "Rossi", "Van der Berg", "Kim", "Schwarzenegger",
]
private let domains = ["example.com", "mail.example.org", "post.example.net", "ex.io"]
private let lowercase = Array("abcdefghijklmnopqrstuvwxyz")
private let uppercase = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
private let digits = Array("0123456789")
private let specials = Array("!@#$%^&*()-_=+[]{};:,.?/")

extension SplitMix64 {
  mutating func pick<T>(_ elements: [T]) -> T {
    elements[Int(next(upperBound: UInt64(elements.count)))]
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// A password that satisfies all six rules: 8 to 30 characters with at least one
  /// uppercase letter, four lowercase letters, one digit and one special character.
  mutating func validPassword() -> String {
    var characters: [Character] = []
    for _ in 0..<int(in: 1...2) { characters.append(pick(uppercase)) }
    for _ in 0..<int(in: 5...9) { characters.append(pick(lowercase)) }
    for _ in 0..<int(in: 1...3) { characters.append(pick(digits)) }
    for _ in 0..<int(in: 1...2) { characters.append(pick(specials)) }
    characters.shuffle(using: &self)
    return String(characters)
  }

  /// A password that breaks at least one of the six rules, in one of six ways.
  mutating func invalidPassword() -> String {
    let valid = validPassword()
    switch int(in: 0...5) {
    case 0: return String(valid.prefix(5))  // too short
    case 1: return valid.lowercased()  // no uppercase letter
    case 2: return valid.uppercased()  // fewer than four lowercase letters
    case 3: return String(valid.filter { !$0.isNumber }) + "x"  // no digit
    case 4: return String(valid.filter { $0.isLetter || $0.isNumber }) + "7"  // no special
    default: return valid + " x"  // a character that is not allowed
    }
  }

  mutating func validEmail(for firstName: String) -> String {
    "\(firstName.lowercased()).\(int(in: 1...999))@\(pick(domains))"
  }

  mutating func validRecord() -> UserRecord {
    let firstName = pick(firstNames)
    return UserRecord(
      firstName: firstName,
      lastName: next() % 4 == 0 ? nil : pick(lastNames),
      email: validEmail(for: firstName),
      password: validPassword(),
      age: int(in: 16...50))
  }

  /// A submitted form with three bad fields and five broken rules in all: an empty first
  /// name (1), an e-mail address without `@` (1), and an all-lowercase password of 8 to 16
  /// letters (no uppercase letter, digit or special character: 3).
  mutating func formWithThreeBadFields() -> UserRecord {
    var record = validRecord()
    record.firstName = ""
    record.email = record.email.replacingAt()
    record.password = String((0..<int(in: 8...16)).map { _ in pick(lowercase) })
    return record
  }

  /// A submitted form with three bad fields and five broken rules in all: a last name
  /// given but empty (1), an e-mail address without `@` (1), and an all-lowercase password
  /// of 8 to 16 letters (3).
  mutating func formWithBadLastName() -> UserRecord {
    var record = formWithThreeBadFields()
    record.firstName = pick(firstNames)
    record.lastName = ""
    return record
  }

  /// A submit with an error in every field, five broken rules in all: an empty first name,
  /// a last name given but empty, an e-mail address without `@`, a password without a digit
  /// (one of its six rules), and an age out of range.
  mutating func submitBreakingEveryField() -> UserRecord {
    var record = validRecord()
    record.firstName = ""
    record.lastName = ""
    record.email = record.email.replacingAt()
    record.password = String(record.password.filter { !$0.isNumber }) + "x"
    record.age = next() % 2 == 0 ? int(in: 0...15) : int(in: 51...120)
    return record
  }

  /// A record that breaks exactly one rule, in one of five ways chosen by `kind`: an empty
  /// first name, an e-mail address without `@`, an invalid password, an age out of range,
  /// or a last name equal to the first name (the cross-field rule).
  mutating func recordBreakingOneRule(kind: Int) -> UserRecord {
    var record = validRecord()
    switch kind % 5 {
    case 0: record.firstName = ""
    case 1: record.email = record.email.replacingAt()
    case 2: record.password = invalidPassword()
    case 3: record.age = next() % 2 == 0 ? int(in: 0...15) : int(in: 51...120)
    default: record.lastName = record.firstName
    }
    return record
  }
}

extension String {
  /// The same address with its `@` replaced by `.at.`.
  fileprivate func replacingAt() -> String {
    String(map { $0 == "@" ? "." : $0 })
  }
}

/// The inputs every workload reads: built once, before measuring.
public struct Inputs: Sendable {
  /// The number of operations in one batch: every workload function runs this many.
  public static let batchSize = 1_000

  /// Integers from -20 to 120, about a third of them both in 1...100 and even.
  public let integers: [Int]
  /// Valid sign-up records.
  public let validRecords: [UserRecord]
  /// Submitted forms with three bad fields each (five failures in all).
  public let badForms: [UserRecord]
  /// Candidate passwords, alternating valid and invalid: half of them are rejected.
  public let candidatePasswords: [String]
  /// Candidate passwords that are all valid.
  public let validPasswords: [String]
  /// Sign-up records to encode as one JSON array: every tenth (indices 9, 19, …) breaks
  /// exactly one rule, the five ways in turn (see ``invalidUserIndices``); the rest are
  /// valid.
  public let usersToDecode: [UserRecord]
  /// The indices of the invalid records in ``usersToDecode``.
  public let invalidUserIndices: [Int]
  /// Submitted forms with three bad fields each, the last name among them (five failures
  /// in all).
  public let formsWithBadLastName: [UserRecord]
  /// Submits with an error in every field: one broken rule each, five in all.
  public let submitsBreakingEveryField: [UserRecord]

  /// Generates the inputs.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - count: The number of inputs of each kind.
  public init(seed: UInt64 = 0x5EED, count: Int = Inputs.batchSize) {
    var random = SplitMix64(seed: seed)
    integers = (0..<count).map { _ in random.int(in: -20...120) }
    validRecords = (0..<count).map { _ in random.validRecord() }
    badForms = (0..<count).map { _ in random.formWithThreeBadFields() }
    candidatePasswords = (0..<count).map { index in
      index.isMultiple(of: 2) ? random.validPassword() : random.invalidPassword()
    }
    validPasswords = (0..<count).map { _ in random.validPassword() }
    // Generated last, so that the inputs above do not depend on it.
    invalidUserIndices = (0..<count).filter { $0 % 10 == 9 }
    usersToDecode = (0..<count).map { index in
      index % 10 == 9 ? random.recordBreakingOneRule(kind: index / 10) : random.validRecord()
    }
    formsWithBadLastName = (0..<count).map { _ in random.formWithBadLastName() }
    submitsBreakingEveryField = (0..<count).map { _ in random.submitBreakingEveryField() }
  }
}
