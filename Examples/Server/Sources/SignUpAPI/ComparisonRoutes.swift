import Foundation
import Hummingbird
import Validation

// Three endpoints that differ only in how a sign-up body is checked, for `bench.sh` to
// compare with wrk: `POST /compare/unchecked` decodes a plain `Decodable` and checks
// nothing, `POST /compare/hand-checked` decodes the same plain type and runs `SignUp`'s
// rules by hand, `POST /compare/validated` decodes `SignUp`. None stores anything: each
// answers 204, or 422 with its list of failures.

/// Adds the comparison endpoints that `bench.sh` loads to a router.
public func addComparisonRoutes(to router: Router<SignUpRequestContext>) {
  router.post("compare/unchecked") { request, context in
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    guard (try? JSONDecoder().decode(PlainSignUp.self, from: Data(body.readableBytesView))) != nil
    else {
      return ProblemDetails(.badRequest, detail: "The request body could not be read.").response()
    }
    return Response(status: .noContent)
  }
  router.post("compare/hand-checked") { request, context in
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    guard
      let signUp = try? JSONDecoder().decode(PlainSignUp.self, from: Data(body.readableBytesView))
    else {
      return ProblemDetails(.badRequest, detail: "The request body could not be read.").response()
    }
    let errors = signUp.failures()
    guard errors.isEmpty else {
      return ProblemDetails(
        status: 422, detail: "\(errors.count) validation failures.", errors: errors
      ).response()
    }
    return Response(status: .noContent)
  }
  router.post("compare/validated") { request, context in
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      _ = try JSONDecoder().decode(SignUp.self, from: Data(body.readableBytesView))
    } catch {
      return ProblemDetails(decodingFailure: error).response()
    }
    return Response(status: .noContent)
  }
}

/// A sign-up body as plain `Decodable`: the same keys as ``SignUp``, nothing checked.
struct PlainSignUp: Decodable {
  /// The address, as plain `Decodable`.
  struct Address: Decodable {
    var street: String
    var zip: String
    var city: String
    var country: String
  }

  var email: String
  var name: String
  var password: String
  var age: Int
  var interests: [String]
  var address: Address

  // The rules of `SignUp` and `Address`, each asked by hand: the same requirement values,
  // so the same rule bodies.
  private static let email = Requirement<String>.email()
  private static let name = [
    Requirement<String>.nonBlank(), .maxLength(80), .maxBytes(320), SignUp.noControlCharacters,
  ]
  private static let password = [
    Requirement<String>.minLength(10), .maxLength(128), .maxBytes(512), .atLeast(1, .digits),
    .atLeast(1, .uppercase),
  ]
  private static let age = Requirement<Int>.range(16...120)
  private static let interests = [Requirement<[String]>.count(1...5), SignUp.interestRequirement]
  private static let street = [
    Requirement<String>.nonBlank(), .maxLength(100), .maxBytes(400), SignUp.noControlCharacters,
  ]
  private static let zip = SignUpAPI.Address.zipCode
  private static let city = [
    Requirement<String>.nonBlank(), .maxLength(60), .maxBytes(240), SignUp.noControlCharacters,
  ]
  private static let country = SignUpAPI.Address.countryCode

  /// An entry for each field that breaks a rule, and for the cross-field rule.
  func failures() -> [ProblemDetails.Entry] {
    var errors: [ProblemDetails.Entry] = []
    func check<Value>(_ value: Value, _ requirements: [Requirement<Value>], at pointer: String) {
      let broken = requirements.filter { !$0.isValid(value) }.map(\.description)
      if !broken.isEmpty {
        errors.append(
          .init(pointer: pointer, detail: broken.joined(separator: "; "), code: "invalid"))
      }
    }
    check(email, [Self.email], at: "#/email")
    check(name, Self.name, at: "#/name")
    check(password, Self.password, at: "#/password")
    check(age, [Self.age], at: "#/age")
    check(interests, Self.interests, at: "#/interests")
    check(address.street, Self.street, at: "#/address/street")
    check(address.zip, [Self.zip], at: "#/address/zip")
    check(address.city, Self.city, at: "#/address/city")
    check(address.country, [Self.country], at: "#/address/country")
    if errors.isEmpty, password.lowercased().contains(name.lowercased()) {
      errors.append(
        .init(
          pointer: "#/password", detail: "The password must not contain the name.",
          code: "rule"))
    }
    return errors
  }
}
