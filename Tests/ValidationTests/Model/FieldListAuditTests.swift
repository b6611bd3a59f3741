import Foundation
import Testing

@testable import Validation

/// A model that passes a `@Validated` property itself instead of its storage.
private struct Misdeclared: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Age", .range(16...120)) var age = 18

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("age", &age)  // the mistake: `&_age`
  }
}

/// The same model declared right.
private struct Declared: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Age", .range(16...120)) var age = 18
  var nickname = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("age", &_age)
    visitor.visit("nickname", &nickname)
  }
}

/// A model that leaves a `@Validated` property out, with no plain value of its type in its
/// place: a choice, not the mistake.
private struct PartlyListed: ValidatableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(.range(0...9)) var cachedScore = 0

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
  }
}

/// A class model whose base class holds the property visited wrong.
private class BaseAccount {
  @Validated(.range(0...100)) var level = 1
}

private final class Account: BaseAccount, ValidatableModel {
  var handle = ""

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("level", &level)
    visitor.visit("handle", &handle)
  }
}

struct FieldListAuditTests {
  @Test("A @Validated property passed itself, not its storage, is found and explained")
  func findsPropertyPassedItself() throws {
    let problem = try #require(FieldListAudit.problem(in: Misdeclared()))
    #expect(problem.contains(#"passes "age" as a plain Int"#))
    #expect(problem.contains("`&_property`"))
  }

  @Test("Models that visit every @Validated property through its storage pass")
  func rightListPasses() {
    #expect(FieldListAudit.problem(in: Declared()) == nil)
    #expect(FieldListAudit.problem(in: PartlyListed()) == nil)
  }

  @Test("A class model's inherited @Validated properties are audited too")
  func inheritedProperty() throws {
    let problem = try #require(FieldListAudit.problem(in: Account()))
    #expect(problem.contains(#"passes "level" as a plain Int"#))
  }

  #if DEBUG
    @Test("A debug build stops at the first decoding of a misdeclared model")
    func debugBuildStops() async {
      await #expect(processExitsWith: .failure) {
        _ = try? JSONDecoder().decode(
          Misdeclared.self, from: Data(#"{"name": "A", "age": 9}"#.utf8))
      }
    }
  #endif
}
