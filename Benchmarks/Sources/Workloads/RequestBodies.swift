import BlackHole
import Validation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Workload 8, request bodies: one JSON sign-up object per body, decoded as a server's
/// handler decodes a request, and for an invalid body the answer's problem details.
///
/// One operation is one body. Both sides decode with the same `JSONDecoder` and run the
/// same rule bodies; each encodes its answer to an invalid body with a new `JSONEncoder`
/// (sorted keys, unescaped slashes), as a handler answering one request does.
///
/// - **Valid bodies** (`valid…`): generated valid records. The library decodes
///   `ValidatedUser` (a `DecodableModel`: every field checked as it is stored, then the
///   cross-field rule); the twin decodes `PlainCodableUser` (synthesized `Codable`) and then
///   runs the rule bodies.
/// - **Invalid bodies** (`invalid…`): forms with three bad fields and five broken rules
///   (empty first name, e-mail address without `@`, all-lowercase password). The library
///   catches the `ModelValidationError` and encodes `ProblemDetails(error).json()`; the twin
///   checks every rule, appends an entry (pointer, message listing the broken rules, code)
///   for each field that breaks one, and encodes its own problem document with the same
///   keys.
public final class RequestBodies {
  let validBodies: [Data]
  let invalidBodies: [Data]
  let decoder = JSONDecoder()

  /// Prepares the workload: encodes every record as a body of its own.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    let encoder = JSONEncoder()
    do {
      validBodies = try inputs.validRecords.map { try encoder.encode(PlainCodableUser($0)) }
      invalidBodies = try inputs.badForms.map { try encoder.encode(PlainCodableUser($0)) }
    } catch {
      fatalError("cannot encode the bodies: \(error)")
    }
  }

  /// Library, valid bodies: one batch.
  ///
  /// - Returns: The number of bodies accepted.
  @inline(never)
  public func validLibrary() -> Int {
    countAccepted(as: ValidatedUser.self)
  }

  /// Library, valid bodies, into `CatalogueUser`: one batch.
  ///
  /// Its requirements are catalogue entries written in its property wrappers, as users
  /// write them, so the model creates them for every body.
  ///
  /// - Returns: The number of bodies accepted.
  @inline(never)
  public func validLibraryCatalogue() -> Int {
    countAccepted(as: CatalogueUser.self)
  }

  /// Hand-written, valid bodies: one batch.
  ///
  /// - Returns: The number of bodies accepted.
  @inline(never)
  public func validHandWritten() -> Int {
    countAccepted(as: PlainCodableUser.self, where: Self.isValid)
  }

  /// Hand-written, valid bodies, checked with `CatalogueUser`'s entries: one batch.
  ///
  /// The twin asks the same catalogue requirements, declared once.
  ///
  /// - Returns: The number of bodies accepted.
  @inline(never)
  public func validHandWrittenCatalogue() -> Int {
    countAccepted(as: PlainCodableUser.self, where: CatalogueUser.holds)
  }

  /// Decodes every valid body as `User` and counts those decoded that `holds` accepts (a
  /// library model checks itself while it decodes).
  @inline(__always)
  func countAccepted<User: Decodable>(
    as type: User.Type, where holds: (User) -> Bool = { _ in true }
  ) -> Int {
    var accepted = 0
    for body in validBodies {
      do {
        let user = try decoder.decode(User.self, from: body)
        if holds(user) {
          blackHole(user)
          accepted += 1
        }
      } catch {
        blackHole(error)
      }
    }
    return accepted
  }

  /// Library, invalid bodies: one batch.
  ///
  /// - Returns: The number of bytes of problem details written.
  @inline(never)
  public func invalidLibrary() -> Int {
    answerInvalidBodies(in: ProblemDetails.english)
  }

  /// Library, invalid bodies answered in German, numbers and lists formatted for it: one
  /// batch.
  ///
  /// - Returns: The number of bytes of problem details written.
  @inline(never)
  public func invalidLibraryGerman() -> Int {
    answerInvalidBodies(in: Self.german)
  }

  static let german = Locale(identifier: "de_DE")

  // Decodes each invalid body and writes its problem details in the locale.
  private func answerInvalidBodies(in locale: Locale) -> Int {
    var written = 0
    for body in invalidBodies {
      do {
        blackHole(try decoder.decode(ValidatedUser.self, from: body))
      } catch {
        let problem = ProblemDetails(decodingFailure: error, locale: locale).json()
        blackHole(problem)
        written += problem.count
      }
    }
    return written
  }

  /// Hand-written, invalid bodies: one batch.
  ///
  /// - Returns: The number of bytes of problem details written.
  @inline(never)
  public func invalidHandWritten() -> Int {
    var written = 0
    for body in invalidBodies {
      let problem: HandWrittenProblem
      do {
        let user = try decoder.decode(PlainCodableUser.self, from: body)
        let errors = Self.problems(in: user)
        if errors.isEmpty {
          blackHole(user)
          continue
        }
        problem = HandWrittenProblem(
          detail: "\(errors.count) values are not valid.", errors: errors)
      } catch {
        problem = HandWrittenProblem(detail: "The request body could not be read.", errors: [])
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      guard let bytes = try? encoder.encode(problem) else { continue }
      blackHole(bytes)
      written += bytes.count
    }
    return written
  }

  /// Whether a decoded user passes every rule.
  @inline(__always)
  static func isValid(_ user: PlainCodableUser) -> Bool {
    nameRule(user.firstName) && optionalNameRule(user.lastName) && emailRule(user.email)
      && passwordRules(user.password) && ageRule(user.age)
      && namesDifferRule(firstName: user.firstName, lastName: user.lastName)
  }

  /// An entry for every field of a decoded user that breaks a rule, in field order, with
  /// the field's broken rules in its message; then the cross-field rule's, if broken.
  ///
  /// The rules are closures of the app's own, so the code is the generic `invalid`, as the
  /// library gives for a requirement of no catalogue kind.
  static func problems(in user: PlainCodableUser) -> [HandWrittenProblem.Entry] {
    var errors: [HandWrittenProblem.Entry] = []
    func report(_ pointer: String, _ field: String, _ broken: [String]) {
      guard !broken.isEmpty else { return }
      errors.append(
        .init(
          pointer: pointer, detail: "\(field): \(broken.joined(separator: "; "))",
          code: "invalid"))
    }
    let firstNameIsValid = nameRule(user.firstName)
    let lastNameIsValid = optionalNameRule(user.lastName)
    report("#/firstName", "First name", firstNameIsValid ? [] : [RuleText.firstName])
    report("#/lastName", "Last name", lastNameIsValid ? [] : [RuleText.lastName])
    report("#/email", "E-mail", emailRule(user.email) ? [] : [RuleText.email])
    var password: [String] = []
    appendPasswordFailures(of: user.password, to: &password)
    report("#/password", "Password", password)
    report("#/age", "Age", ageRule(user.age) ? [] : [RuleText.age])
    if firstNameIsValid, lastNameIsValid,
      !namesDifferRule(firstName: user.firstName, lastName: user.lastName)
    {
      report("#/lastName", "Last name", [RuleText.namesDiffer])
    }
    return errors
  }
}

/// A hand-written problem document with the keys of RFC 9457 and an `errors` list.
struct HandWrittenProblem: Encodable {
  /// One broken rule.
  struct Entry: Encodable {
    var pointer: String
    var detail: String
    var code: String
  }

  var type = "about:blank"
  var title = "Unprocessable Content"
  var status = 422
  var detail: String
  var errors: [Entry]
}

/// The sign-up model with catalogue requirements written in its property wrappers, as the
/// README's models are: the equivalents of the rule bodies for the generated records (ASCII
/// passwords and plain e-mail addresses), not literally the same functions.
struct CatalogueUser: DecodableModel {
  @Validated(name: "First name", .nonEmpty()) var firstName = ""
  @Validated(name: "Last name", .ifPresent(.nonEmpty())) var lastName: String? = nil
  @Validated(name: "E-mail", .email()) var email = ""
  @Validated(
    name: "Password", isSecret: true, .length(8...30), .atLeast(1, .uppercase),
    .atLeast(4, .lowercase), .atLeast(1, .digits), .atLeast(1, .special),
    .only(.letters, .digits, .special))
  var password = ""
  @Validated(name: "Age", .range(16...50)) var age = 0

  /// The same requirements, declared once, for the hand-written twin.
  static let firstNameRequirement = Requirement<String>.nonEmpty()
  static let lastNameRequirement = Requirement<String?>.ifPresent(.nonEmpty())
  static let emailRequirement = Requirement<String>.email()
  static let passwordRequirements: [Requirement<String>] = [
    .length(8...30), .atLeast(1, .uppercase), .atLeast(4, .lowercase), .atLeast(1, .digits),
    .atLeast(1, .special), .only(.letters, .digits, .special),
  ]
  static let ageRequirement = Requirement<Int>.range(16...50)

  /// Whether a plain user passes every requirement and the cross-field rule, checked by
  /// hand with the requirements above.
  static func holds(_ user: PlainCodableUser) -> Bool {
    firstNameRequirement.isValid(user.firstName) && lastNameRequirement.isValid(user.lastName)
      && emailRequirement.isValid(user.email)
      && passwordRequirements.allSatisfy { $0.isValid(user.password) }
      && ageRequirement.isValid(user.age)
      && namesDifferRule(firstName: user.firstName, lastName: user.lastName)
  }

  static let rules: [ModelRule<CatalogueUser>] = [
    ModelRule(
      RuleText.namesDiffer, fields: ["lastName"], dependsOn: ["firstName", "lastName"]
    ) { namesDifferRule(firstName: $0.firstName, lastName: $0.lastName) }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &_firstName)
    visitor.visit("lastName", &_lastName)
    visitor.visit("email", &_email)
    visitor.visit("password", &_password)
    visitor.visit("age", &_age)
  }
}
