#if Macros
  import Testing
  import Validation

  /// A `@Validated` property whose attribute names its value type, as a property wrapper's
  /// attribute may.
  @ValidatableModel struct MacroGenericSpelling {
    @Validated<Int>(name: "Age", .range(0...150)) var age = 200
    @Validation.Validated<String>(name: "Name", .nonBlank()) var name = ""
  }

  /// How `@ValidatableModel` recognises `@Validated` and `@ValidationIgnored` however they
  /// are spelt.
  struct ValidatableModelMacroAttributeSpellingTests {
    @Test("@Validated with generic arguments is visited through its storage")
    func genericArgumentsExpansion() {
      expectExpansion(
        of: """
          @ValidatableModel struct Person {
            @Validated<Int>(name: "Age", .range(0...150)) var age = 0
            @Validation.Validated<String>(.nonBlank()) var name = "Ann"
          }
          """,
        to: """
          struct Person {
            @Validated<Int>(name: "Age", .range(0...150)) var age = 0
            @Validation.Validated<String>(.nonBlank()) var name = "Ann"

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("age", \\Person.age, &_age)
              visitor.visit("name", \\Person.name, &_name)
            }
          }

          extension Person: Validation.ValidatableModel {
          }
          """)
    }

    @Test("A @Validated<Value> property is listed and its failure reported at its name")
    func genericArgumentsBehaviour() throws {
      var model = MacroGenericSpelling()
      // Checked first: a debug build stops at the validation of a model whose list misses
      // a guard.
      try #require(model.fieldListProblems() == [])
      #expect(model.recordedVisits() == ["guarded age", "guarded name"])
      #expect(model.validationError()?.failures.map(\.path.description) == ["age", "name"])
    }
  }
#endif
