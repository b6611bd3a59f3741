import Testing
import Validation

struct MyUser {
  let someConstantValue = ValidatableValue(3)
  var firstName = ValidatableValue<String>(Require("Non-empty") { $0.count > 0 })
  var lastName = ValidatableValue<String?>()
  var password = ValidatableValue<String>(
    Require("Length between 8 and 30 characters") { 8...30 ~= $0.count },
    Require("At least 1 capital character") { $0.contains { $0.isUppercase } },
    Require("At least 4 lower characters") { $0.filter(\.isLowercase).count >= 4 },
    Require("At least 1 digit character") { $0.contains { $0.isNumber } },
    Require("At least 1 special character") { $0.contains { "!@#$%^&*".contains($0) } },
    Require("Valid characters only") {
      $0.allSatisfy { $0.isLetter || $0.isNumber || "!@#$%^&*".contains($0) }
    })
}

struct SignUpForm {
  @Validated(Require("Non-empty") { !$0.isEmpty }) var name: String = ""
  @Validated(.range(16...50), .multiple(of: 2)) var age: Int = 18
}

@Test func usage() throws {
  var u = MyUser()
  #expect(u.someConstantValue.isValid())
  #expect(try u.someConstantValue.value() == 3)
  #expect(!u.firstName.isValid())
  #expect(u.lastName.isValid())
  #expect(throws: InvalidValue.self) { try u.firstName.setValue("") }
  try u.firstName.setValue("Max")
  #expect(u.firstName.isValid())
  let newVal: Any = 42
  do { try u.firstName.setValue(newVal); Issue.record("no throw") } catch { print(error) }
  #expect(!u.password.willBeValid(with: "abc"))
  do { try u.password.setValue("abc") } catch { print(error) }
  var form = SignUpForm()
  form.name = "Ann"
  form.name = ""
  #expect(form.name == "Ann")
  print(form.$name.lastRejection as Any)
  #expect(throws: InvalidValue.self) { try form.$name.setValue("") }
  #expect(form.$name.isValid())
  let c = Requirement<String>.minLength(8) && .atLeast(1, .digits)
  print(c.description, (!c).description, (c || !.contains(" ")).description)
  print(c.failure(for: "abc")!.leaves.map(\.description))
}
