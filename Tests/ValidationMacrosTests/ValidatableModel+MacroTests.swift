#if Macros
  import Foundation
  import Testing
  import Validation

  @ValidatableModel struct MacroAddress: DecodableModel, Encodable {
    @Validated(name: "ZIP code", .length(5...5)) var zip = ""
  }

  // The issue's pinned example.
  @ValidatableModel struct MacroPerson {
    @Validated(name: "Name", .nonBlank()) var name = ""
    @Validated(name: "Age", .range(0...150)) var age = 0
    var notes: [String] = []
    var address = MacroAddress()
  }

  /// The README's model, with its rules, decoding and encoding.
  @ValidatableModel
  struct ReadmePerson: DecodableModel, Encodable {
    @Validated(name: "Name", .nonBlank()) var name = ""
    @Validated(name: "Age", .range(0...150)) var age = 0
    var hasDrivingLicense = false
    var notes: [String] = []
    var address = MacroAddress()

    static let rules: [ModelRule<ReadmePerson>] = [
      ModelRule(
        "Person is too young to have a driving license.",
        fields: [\.age, \.hasDrivingLicense],
        dependsOn: [\.age]
      ) { !($0.hasDrivingLicense && $0.age < 16) },
      ModelRule("A person who still has notes cannot be deleted", when: [.delete]) {
        $0.notes.isEmpty
      },
    ]
  }

  /// Every shape of field, typed and inferred.
  @ValidatableModel struct MacroShapes {
    var nickname: ValidatableValue<String>? = nil
    var code = FormField<Int>(name: "Code")
    var orders: [MacroAddress] = []
    var backup: MacroAddress?
    var byName: [String: MacroAddress] = [:]
    var count = 0
    @ValidationIgnored var cache: [String] = []
    var isEmpty: Bool { orders.isEmpty }
  }

  /// A decodable model whose list the macro writes.
  @ValidatableModel struct MacroSignUp: DecodableModel, Encodable {
    @Validated(name: "E-mail", .email()) var email = "a@example.com"
    @Validated(name: "Age", .range(16...120)) var age = 18
    var newsletter = false
    @ValidationIgnored var session = "local"
  }

  struct ValidatableModelMacroBehaviourTests {
    @Test("The pinned Person lists every guarded field")
    func personFieldList() {
      #expect(MacroPerson().fieldListProblems() == [])
    }

    @Test("The pinned Person's validation reports the nested model's field by its path")
    func personReportsNestedPath() {
      var person = MacroPerson()
      person.name = "Ann"
      person.age = 40
      #expect(person.validationError()?.failures.map(\.path.description) == ["address.zip"])
      person.address.zip = "12345"
      #expect(throws: Never.self) { try person.validate() }
    }

    @Test("The README's model decodes through its fields and reports its rule")
    func readmeModel() throws {
      #expect(ReadmePerson().fieldListProblems() == [])
      let body = Data(
        #"{"name":"Tim","age":15,"hasDrivingLicense":true,"notes":[],"address":{"zip":"12345"}}"#
          .utf8)
      let error = #expect(throws: ModelValidationError.self) {
        try JSONDecoder().decode(ReadmePerson.self, from: body)
      }
      #expect(
        error?.failures.map(\.message) == ["Person is too young to have a driving license."])
      #expect(error?.failures.first?.fields.map(\.description) == ["age", "hasDrivingLicense"])
    }

    @Test("Each property gets the visit its type calls for, in declaration order")
    func visitKinds() {
      var person = MacroPerson()
      #expect(
        person.recordedVisits() == [
          "guarded name", "guarded age", "plain notes", "models address",
        ])
      var shapes = MacroShapes()
      #expect(
        shapes.recordedVisits() == [
          "guarded nickname", "guarded code", "models orders", "models backup", "models byName",
          "plain count",
        ])
    }

    @Test("Nested models in arrays and dictionaries are validated with their positions")
    func collectionsOfModels() {
      var shapes = MacroShapes()
      shapes.orders = [MacroAddress(), MacroAddress()]
      shapes.orders[0].zip = "12345"
      shapes.byName = ["ann": MacroAddress()]
      shapes.code.input = "7"
      #expect(
        shapes.validationError()?.failures.map(\.path.description).sorted() == [
          "byName.ann.zip", "orders[1].zip",
        ])
    }

    @Test("A DecodableModel decodes and encodes the listed fields, not the ignored one")
    func decodableModel() throws {
      let body = Data(#"{"email":"ann@example.com","age":30,"newsletter":true,"session":"x"}"#.utf8)
      let signUp = try JSONDecoder().decode(MacroSignUp.self, from: body)
      #expect(signUp.email == "ann@example.com")
      #expect(signUp.age == 30)
      #expect(signUp.newsletter)
      #expect(signUp.session == "local")
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let encoded = String(decoding: try encoder.encode(signUp), as: UTF8.self)
      #expect(encoded == #"{"age":30,"email":"ann@example.com","newsletter":true}"#)

      let invalid = Data(#"{"email":"ann","age":3,"newsletter":false}"#.utf8)
      let error = #expect(throws: ModelValidationError.self) {
        try JSONDecoder().decode(MacroSignUp.self, from: invalid)
      }
      #expect(error?.failures.map(\.path.description) == ["email", "age"])
    }
  }
#endif
