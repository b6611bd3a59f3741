import Validation

/// A sign-up request: the body of `POST /users`.
///
/// Decoding checks every field, the nested address and the rule, and throws one
/// `ModelValidationError` listing every failure. Keys the model does not list are failures
/// too, so a misspelt key is reported rather than ignored.
public struct SignUp: DecodableModel, Sendable {
  // Lengths count characters as a person sees them, and one character can carry any
  // number of combining marks: each text field pairs its length with a bound in bytes,
  // four per character, so that no field holds more than a few hundred bytes.

  /// Text a person reads on one line: no control characters (see
  /// `CharacterClass.controlCharacters`), so no NUL, line break or right-to-left override.
  static let noControlCharacters = (!Require<String>.atLeast(1, .controlCharacters))
    .worded("no control characters", error: SignUpWording.noControlCharacters)

  /// One interest: free text from the front end, but short.
  static let interest = Require<String>.length(1...30) && .maxBytes(120) && noControlCharacters

  /// Every interest as ``interest`` requires.
  static let interestRequirement = Require<[String]>(
    "each interest 1 to 30 characters, at most 120 bytes, no control characters"
  ) { $0.allSatisfy(interest.isValid) }
  .worded(
    "each interest 1 to 30 characters, at most 120 bytes, no control characters",
    error: SignUpWording.interests)

  /// The e-mail address, which must look deliverable.
  @Validated(name: "E-mail", .email()) public var email = ""
  /// The name, not blank.
  @Validated(
    name: "Name", .nonBlank(), .maxLength(80), .maxBytes(320), SignUp.noControlCharacters)
  public var name = ""
  /// The password: a secret, which no failure, report or response shows.
  @Validated(
    name: "Password", isSecret: true, .minLength(10), .maxLength(128), .maxBytes(512),
    .atLeast(1, .digits),
    .atLeast(1, .uppercase))
  public var password = ""
  /// The age in years.
  @Validated(name: "Age", .range(16...120)) public var age = 0
  /// One to five interests.
  @Validated(name: "Interests", .count(1...5), interestRequirement)
  public var interests: [String] = []
  /// The postal address, a model of its own: its failures have paths such as `address.zip`.
  public var address = Address()

  /// Creates an empty sign-up, the starting point of decoding.
  public init() {}

  /// Reports keys the model does not list instead of ignoring them.
  public static var allowsUnknownKeys: Bool { false }

  /// The rules across fields.
  public static let rules: [ModelRule<SignUp>] = [
    ModelRule(
      "The password must not contain the name.", fields: ["password"],
      dependsOn: ["name", "password"]
    ) { !$0.password.lowercased().contains($0.name.lowercased()) }
    .worded("a password without the name", error: SignUpWording.passwordWithoutName)
  ]

  /// Lists every field, each under the key that decoding reads.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &_email)
    visitor.visit("name", &_name)
    visitor.visit("password", &_password)
    visitor.visit("age", &_age)
    visitor.visit("interests", &_interests)
    visitor.visit("address", &address)
  }
}

/// A postal address inside a sign-up.
public struct Address: DecodableModel, Sendable {
  // A regular expression is compiled when first used, per value: declared once, the two
  // are compiled once, not for every decoded address.
  static let zipCode = Require<String>.matches(/[0-9]{5}/).described("5 digits")
    .worded("5 digits", error: SignUpWording.zipCode)
  static let countryCode = Require<String>.matches(
    /[A-Z]{2}/
  ).described("an ISO 3166-1 code such as DE")
    .worded("an ISO 3166-1 code such as DE", error: SignUpWording.countryCode)

  /// The street and house number.
  @Validated(
    name: "Street", .nonBlank(), .maxLength(100), .maxBytes(400), SignUp.noControlCharacters)
  public var street = ""
  /// The 5-digit ZIP code.
  @Validated(name: "ZIP code", Address.zipCode) public var zip = ""
  /// The city.
  @Validated(
    name: "City", .nonBlank(), .maxLength(60), .maxBytes(240), SignUp.noControlCharacters)
  public var city = ""
  /// The ISO 3166-1 alpha-2 country code.
  @Validated(name: "Country", Address.countryCode) public var country = ""

  /// Creates an empty address, the starting point of decoding.
  public init() {}

  /// Reports keys the model does not list instead of ignoring them.
  public static var allowsUnknownKeys: Bool { false }

  /// Lists every field, each under the key that decoding reads.
  public mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("street", &_street)
    visitor.visit("zip", &_zip)
    visitor.visit("city", &_city)
    visitor.visit("country", &_country)
  }
}
