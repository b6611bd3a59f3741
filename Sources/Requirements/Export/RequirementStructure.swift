#if canImport(Foundation)
  import Foundation
#endif

// What a requirement is made of, as data, for exports such as JSON Schema: the catalogue
// constraint of a leaf, the parts of a composite, or only the description of a check
// written as a closure (or of a composite given a description of its own, which hides its
// parts).
package indirect enum RequirementStructure: Sendable {
  // A catalogue entry, with its parameters.
  case constraint(Constraint)
  // Every part must hold.
  case allOf([RequirementStructure])
  // At least one part must hold.
  case anyOf([RequirementStructure])
  // The part must not hold.
  case not(RequirementStructure)
  // An optional is `nil`, or its value satisfies the part.
  case ifPresent(RequirementStructure)
  // A check known only by its description.
  case opaque(description: String)
}

// A requirement of any input type, read for its structure.
package protocol StructuredRequirement: Sendable {
  var structure: RequirementStructure { get }
  // Whether a secret field shows the requirement differently (see `Requirement.secret`).
  var hidesValues: Bool { get }
  // The requirement as a secret field shows it.
  var secretStructured: any StructuredRequirement { get }
  #if canImport(Foundation)
    // What the requirement demands, as a checklist shows it in a locale's language, dates
    // in a time zone.
    func phrase(in locale: Locale, timeZone: TimeZone) -> String
  #endif
}

extension Requirement: StructuredRequirement {
  // The requirement's structure.
  package var structure: RequirementStructure {
    let wording = details.wording
    if let inner = wording.ifPresent { return .ifPresent(inner.structure) }
    if let constraint = wording.constraint {
      return .constraint(constraint)
    }
    switch grouping {
    case .conjunction: return .allOf(operands.map(\.structure))
    case .disjunction: return .anyOf(operands.map(\.structure))
    default:
      // `not` is the only other composite, with its one operand.
      guard operands.count == 1 else { return .opaque(description: description) }
      return .not(operands[0].structure)
    }
  }
}
