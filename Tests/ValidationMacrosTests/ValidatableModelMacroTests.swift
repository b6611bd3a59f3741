#if Macros
  import Testing

  /// What `@ValidatableModel` writes for structs, classes and the properties they hold.
  struct ValidatableModelMacroTests {
    @Test("A struct lists every stored property in order, @Validated ones by their storage")
    func structure() {
      expectExpansion(
        of: """
          @ValidatableModel struct Person {
            @Validated(name: "Name", .nonBlank()) var name = ""
            @Validated(name: "Age", .range(0...150)) var age = 0
            var notes: [String] = []
            var address = Address()
          }
          """,
        to: """
          struct Person {
            @Validated(name: "Name", .nonBlank()) var name = ""
            @Validated(name: "Age", .range(0...150)) var age = 0
            var notes: [String] = []
            var address = Address()

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("name", \\Person.name, &_name)
              visitor.visit("age", \\Person.age, &_age)
              visitor.visit("notes", \\Person.notes, stored: &notes)
              visitor.visit("address", \\Person.address, stored: &address)
            }
          }

          extension Person: Validation.ValidatableModel {
          }
          """)
    }

    @Test("Optionals and collections of models are listed like any stored property")
    func optionalsAndCollections() {
      expectExpansion(
        of: """
          @ValidatableModel struct Order {
            var coupon: ValidatableValue<String>? = nil
            var lines: [Line] = []
            var gift: Line?
            var byName: [String: Line] = [:]
          }
          """,
        to: """
          struct Order {
            var coupon: ValidatableValue<String>? = nil
            var lines: [Line] = []
            var gift: Line?
            var byName: [String: Line] = [:]

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("coupon", \\Order.coupon, stored: &coupon)
              visitor.visit("lines", \\Order.lines, stored: &lines)
              visitor.visit("gift", \\Order.gift, stored: &gift)
              visitor.visit("byName", \\Order.byName, stored: &byName)
            }
          }

          extension Order: Validation.ValidatableModel {
          }
          """)
    }

    @Test(
      "Constants, lazy, static, computed and @ValidationIgnored properties are left out; observed ones are listed"
    )
    func leftOut() {
      expectExpansion(
        of: """
          @ValidatableModel struct Search {
            let id = 7
            static var count = 0
            lazy var cache = [String]()
            var query = FormField<String>(name: "Query")
            @ValidationIgnored var lastRun: Int? = nil
            var isEmpty: Bool { query.input.isEmpty }
            var upper: String {
              get { query.input.uppercased() }
              set { query.input = newValue }
            }
            var page = 1 {
              didSet { print(page) }
            }
          }
          """,
        to: """
          struct Search {
            let id = 7
            static var count = 0
            lazy var cache = [String]()
            var query = FormField<String>(name: "Query")
            var lastRun: Int? = nil
            var isEmpty: Bool { query.input.isEmpty }
            var upper: String {
              get { query.input.uppercased() }
              set { query.input = newValue }
            }
            var page = 1 {
              didSet { print(page) }
            }

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("query", \\Search.query, stored: &query)
              visitor.visit("page", \\Search.page, stored: &page)
            }
          }

          extension Search: Validation.ValidatableModel {
          }
          """)
    }

    @Test("A final class passes each property through withField, @Validated ones by storage")
    func finalClass() {
      expectExpansion(
        of: """
          @ValidatableModel public final class Note {
            @Validated(.nonBlank()) var text = "hi"
            var tags: [String] = []
          }
          """,
        to: """
          public final class Note {
            @Validated(.nonBlank()) var text = "hi"
            var tags: [String] = []

            public func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("text", \\Note.text, &_text)
              withField(\\.tags) {
                visitor.visit("tags", \\Note.tags, stored: &$0)
              }
            }
          }

          extension Note: Validation.ValidatableModel {
          }
          """)
    }

    @Test("A @MainActor @Observable class gets a main-actor conformance, as available as it")
    func observableMainActorClass() {
      expectExpansion(
        of: """
          @available(macOS 14, iOS 17, *)
          @MainActor @Observable @ValidatableModel final class SignUp {
            var email = FormField<String>(name: "E-mail", .email())
            @ObservationIgnored var attempts = 0
          }
          """,
        to: """
          @available(macOS 14, iOS 17, *)
          @MainActor @Observable final class SignUp {
            var email = FormField<String>(name: "E-mail", .email())
            @ObservationIgnored var attempts = 0

            func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              withField(\\.email) {
                visitor.visit("email", \\SignUp.email, stored: &$0)
              }
              withField(\\.attempts) {
                visitor.visit("attempts", \\SignUp.attempts, stored: &$0)
              }
            }
          }

          @available(macOS 14, iOS 17, *)
          extension SignUp: @MainActor Validation.ValidatableModel {
          }
          """)
    }

    @Test("A model that already conforms, as a DecodableModel or FormModel does, gets no extension")
    func declaredConformance() {
      // The compiler passes the macro only the protocols the type does not conform to yet:
      // none, for a type that declares a protocol refining ValidatableModel.
      expectExpansion(
        of: """
          @ValidatableModel struct Body: DecodableModel {
            var code = 0
          }
          """,
        to: """
          struct Body: DecodableModel {
            var code = 0

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("code", \\Body.code, stored: &code)
            }
          }
          """,
        conformances: [])
    }

    @Test("Properties inside #if are listed inside the same clauses")
    func conditionalProperties() {
      expectExpansion(
        of: """
          @ValidatableModel struct Device {
            var name = ""
            #if os(iOS)
            var badge = 0
            #else
            var dock = true
            #endif
          }
          """,
        to: """
          struct Device {
            var name = ""
            #if os(iOS)
            var badge = 0
            #else
            var dock = true
            #endif

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("name", \\Device.name, stored: &name)
              #if os(iOS)
              visitor.visit("badge", \\Device.badge, stored: &badge)
              #else
              visitor.visit("dock", \\Device.dock, stored: &dock)
              #endif
            }
          }

          extension Device: Validation.ValidatableModel {
          }
          """)
    }

    @Test("A keyword used as a name keeps its backticks in code and loses them in the key")
    func keywordNames() {
      expectExpansion(
        of: """
          @ValidatableModel struct Flags {
            var `default` = false
            @Validated(.range(0...9)) var `class` = 1
          }
          """,
        to: """
          struct Flags {
            var `default` = false
            @Validated(.range(0...9)) var `class` = 1

            mutating func visitFields(_ visitor: inout some Validation.FieldVisitor) {
              visitor.visit("default", \\Flags.`default`, stored: &`default`)
              visitor.visit("class", \\Flags.`class`, &_class)
            }
          }

          extension Flags: Validation.ValidatableModel {
          }
          """)
    }
  }
#endif
