// expected: incorrect labels for candidate (have: '(_:_:)', expected: '(_:plain:)')
// A @Validated property's value (`&age`) instead of its storage (`&_age`).
import Validation

struct Person: ValidatableModel {
  @Validated(.range(16...50)) var age = 18

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &age)
  }
}
