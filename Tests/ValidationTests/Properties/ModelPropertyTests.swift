import Foundation
import PropertyTesting
import Testing
import Validation

// A small model driven through random sequences of wrapper assignments, update
// transactions, drafts and decoding, checked against a hand-written model of its rules.

/// A work shift: a named person working from one hour to a later one.
private struct Shift: DecodableModel, Equatable {
  @Validated(name: "Name", .nonBlank(), .maxLength(8)) var name = "Ann"
  @Validated(name: "Start", .range(0...23)) var start = 9
  @Validated(name: "End", .range(0...23)) var end = 17

  static let rules: [ModelRule<Shift>] = [
    ModelRule("ends after it starts", fields: ["start", "end"], dependsOn: ["start", "end"]) {
      $0.end > $0.start
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("start", &_start)
    visitor.visit("end", &_end)
  }

  init() {}
}

/// The fields of a shift, named so that operations can pick one at random.
private enum ShiftField: String, CaseIterable, CustomStringConvertible {
  case name
  case start
  case end

  var description: String { rawValue }
}

/// A value for one field: text for the name, a number for the hours.
private enum FieldValue: Equatable, CustomStringConvertible {
  case text(String)
  case number(Int)

  var description: String {
    switch self {
    case .text(let text): return "\"\(text)\""
    case .number(let number): return "\(number)"
    }
  }
}

/// The hand-written model of the shift's requirements and rule.
private enum Oracle {
  static func nameIsValid(_ name: String) -> Bool {
    !isBlankText(name) && name.count <= 8
  }

  static func hourIsValid(_ hour: Int) -> Bool {
    (0...23).contains(hour)
  }

  static func accepts(_ field: ShiftField, _ value: FieldValue) -> Bool {
    switch (field, value) {
    case (.name, .text(let text)): return nameIsValid(text)
    case (.start, .number(let hour)), (.end, .number(let hour)): return hourIsValid(hour)
    default: return false
    }
  }

  static func isValid(name: String, start: Int, end: Int) -> Bool {
    nameIsValid(name) && hourIsValid(start) && hourIsValid(end) && end > start
  }

  static func isValid(_ shift: Shift) -> Bool {
    isValid(name: shift.name, start: shift.start, end: shift.end)
  }
}

/// Everything committed about a shift: values and each field's validity.
private struct Snapshot: Equatable, CustomStringConvertible {
  let name: String
  let start: Int
  let end: Int
  let fieldValidity: [Bool]

  init(_ shift: Shift) {
    name = shift.name
    start = shift.start
    end = shift.end
    fieldValidity = [shift.$name.isValid(), shift.$start.isValid(), shift.$end.isValid()]
  }

  var description: String { "\(name), \(start)–\(end), fields valid: \(fieldValidity)" }
}

extension SplitMix64 {
  /// Draws a field and a value for it: valid or not, and now and then of the wrong kind.
  fileprivate mutating func fieldValue() -> (ShiftField, FieldValue) {
    let field = pick(ShiftField.allCases)
    switch field {
    case .name:
      let text = chance(0.5) ? pick(["Ann", "Bo", " ", "", "Tim Berg", "Maximilian"]) : string()
      return (field, .text(text))
    case .start, .end:
      let hour = chance(0.85) ? int(in: -2...25) : interestingInt()
      return (field, .number(hour))
    }
  }
}

extension Shift {
  /// Assigns through the field's wrapper, as `shift.start = 12` does.
  fileprivate mutating func assign(_ field: ShiftField, _ value: FieldValue) {
    switch (field, value) {
    case (.name, .text(let text)): name = text
    case (.start, .number(let hour)): start = hour
    case (.end, .number(let hour)): end = hour
    default: break
    }
  }

  /// The current value of a field.
  fileprivate func value(of field: ShiftField) -> FieldValue {
    switch field {
    case .name: return .text(name)
    case .start: return .number(start)
    case .end: return .number(end)
    }
  }

  /// Whether a field's last assignment was rejected.
  fileprivate func hasPendingRejection(_ field: ShiftField) -> Bool {
    switch field {
    case .name: return $name.lastRejection != nil
    case .start: return $start.lastRejection != nil
    case .end: return $end.lastRejection != nil
    }
  }
}

/// Describes a list of field assignments: `start = 3, name = "Bo"`.
private func describe(_ changes: [(ShiftField, FieldValue)]) -> String {
  changes.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")
}

/// Builds the JSON text of a random shift object and says whether it must decode.
///
/// The object has valid and invalid values, missing and extra keys, and values of the
/// wrong type.
private func randomShiftJSON(_ generator: inout SplitMix64) -> (data: Data, decodes: Bool) {
  var object: [String: Any] = [:]
  var decodes = true
  var values: (name: String, start: Int, end: Int) = ("", 0, 0)
  for key in ["name", "start", "end"] {
    switch generator.int(in: 0...9) {
    case 0:
      decodes = false  // missing key: the fields are not optional
    case 1:
      let wrong: [Any] =
        key == "name"
        ? [42, true, NSNull(), ["Ann"], 1.5]
        : [
          "9", true, NSNull(), 9.5, [9], ["hour": 9], 1e30,
        ]
      object[key] = generator.pick(wrong)
      decodes = false
    default:
      if key == "name" {
        let text =
          generator.chance(0.6) ? generator.pick(["Ann", "Bo", "Li Na"]) : generator.string()
        object[key] = text
        values.name = text
      } else {
        let hour = generator.chance(0.9) ? generator.int(in: -2...25) : generator.interestingInt()
        object[key] = hour
        if key == "start" { values.start = hour } else { values.end = hour }
      }
    }
  }
  if generator.chance(0.3) {
    object[generator.pick(["extra", "Name", "hours", ""])] = generator.pick([1, "x", NSNull()])
  }
  decodes = decodes && Oracle.isValid(name: values.name, start: values.start, end: values.end)
  let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  return (data, decodes)
}

/// Checks what must hold of a shift at rest: `isValid()` matches both `validationError`
/// and the hand-written rules, and every field holds a value its requirements accept.
private func checkInvariants(
  _ shift: Shift, _ property: inout PropertyCase, _ context: @autoclosure () -> String
) {
  let isValid = shift.isValid()
  property.expect(
    isValid == (shift.validationError() == nil),
    "\(context()): isValid() is \(isValid) but validationError is "
      + String(describing: shift.validationError()))
  property.expect(
    isValid == Oracle.isValid(shift), "\(context()): isValid() is \(isValid) for \(Snapshot(shift))"
  )
  property.expect(
    shift.$name.isValid() == Oracle.nameIsValid(shift.name)
      && shift.$start.isValid() == Oracle.hourIsValid(shift.start)
      && shift.$end.isValid() == Oracle.hourIsValid(shift.end),
    "\(context()): a field's validity is stale: \(Snapshot(shift))")
}

/// Checks that a shift is out of draft mode: an invalid assignment is rejected.
private func checkGuarded(
  _ shift: Shift, _ property: inout PropertyCase, _ context: @autoclosure () -> String
) {
  var probe = shift
  probe.start = 99
  property.expect(probe.start == shift.start, "\(context()): the shift is still in draft mode")
}

struct ModelPropertyTests {
  @Test("Random wrapper assignments, updates, drafts and decoding keep committed state sound")
  func randomOperationSequences() {
    forAll("model operation sequences") { property in
      var shift = Shift()
      for step in 0..<property.generator.int(in: 1...6) {
        let before = Snapshot(shift)
        let operation = property.generator.int(in: 0...3)
        switch operation {
        case 0:
          let (field, value) = property.generator.fieldValue()
          property.note("step \(step): \(field) = \(value)")
          shift.assign(field, value)
          let after = Snapshot(shift)
          let accepted = Oracle.accepts(field, value)
          property.expect(
            (after.name == before.name || field == .name)
              && (after.start == before.start || field == .start)
              && (after.end == before.end || field == .end),
            "assigning \(field) changed another field: \(before) → \(after)")
          if !accepted {
            property.expect(after == before, "a rejected \(field) = \(value) changed \(after)")
          } else {
            property.expect(
              shift.value(of: field) == value, "an accepted \(field) = \(value) was not stored")
          }

        case 1:
          let changes = property.generator.array(count: 1...3) { $0.fieldValue() }
          property.note("step \(step): update \(describe(changes))")
          var expected = shift
          for (field, value) in changes { expected.assign(field, value) }
          // The update succeeds exactly when no field ends with a rejection (the last
          // assignment to each field decides; a field the block leaves alone keeps a
          // rejection from before) and the result is valid as a whole.
          let pending = ShiftField.allCases.contains { field in
            guard let last = changes.last(where: { $0.0 == field }) else {
              return shift.hasPendingRejection(field)
            }
            return !Oracle.accepts(last.0, last.1)
          }
          let succeeds = !pending && Oracle.isValid(expected)
          do throws(ModelValidationError) {
            try shift.update { draft in
              for (field, value) in changes { draft.assign(field, value) }
            }
            property.expect(succeeds != false, "update \(describe(changes)) succeeded")
            property.expect(shift.isValid(), "a successful update left \(Snapshot(shift))")
            property.expect(
              Snapshot(shift) == Snapshot(expected), "update stored \(Snapshot(shift))")
          } catch {
            property.expect(succeeds != true, "update \(describe(changes)) failed: \(error)")
            property.expect(!error.failures.isEmpty, "a failed update reported no failure")
            property.expect(Snapshot(shift) == before, "a failed update changed \(Snapshot(shift))")
          }

        case 2:
          var draft = Draft(shift)
          let edits = property.generator.array(count: 0...4) { $0.fieldValue() }
          property.note("step \(step): draft edits \(describe(edits))")
          for (field, value) in edits {
            draft.editing.assign(field, value)
            property.expect(
              draft.editing.value(of: field) == value, "the draft did not keep \(field) = \(value)")
          }
          checkInvariants(draft.editing, &property, "draft after \(describe(edits))")
          property.expect(
            draft.isValid() == Oracle.isValid(draft.editing)
              && draft.isValid() == (draft.error == nil),
            "draft.isValid() is \(draft.isValid()) for \(Snapshot(draft.editing))")
          if property.generator.chance(0.25) {
            draft.discard()
            property.expect(Snapshot(draft.editing) == before, "discard kept edits")
            property.expect(Snapshot(draft.committed) == before, "discard changed the committed")
          } else {
            let willCommit = Oracle.isValid(draft.editing)
            do throws(ModelValidationError) {
              let committed = try draft.commit()
              property.expect(willCommit, "committed \(Snapshot(committed))")
              property.expect(committed.isValid(), "a commit returned \(Snapshot(committed))")
              property.expect(
                Snapshot(draft.committed) == Snapshot(committed), "committed is not the result")
              checkGuarded(committed, &property, "after commit")
              shift = committed
            } catch {
              property.expect(!willCommit, "commit failed: \(error)")
              property.expect(
                Snapshot(draft.committed) == before, "a failed commit changed the committed")
              property.expect(Snapshot(shift) == before, "a failed commit changed the model")
            }
          }

        default:
          let (data, decodes) = randomShiftJSON(&property.generator)
          let text = String(decoding: data, as: UTF8.self)
          property.note("step \(step): decode \(text)")
          do {
            let decoded = try JSONDecoder().decode(Shift.self, from: data)
            property.expect(decodes, "decoded \(Snapshot(decoded)) from \(text)")
            property.expect(decoded.isValid(), "decoding returned \(Snapshot(decoded))")
            checkGuarded(decoded, &property, "after decoding")
            shift = decoded
          } catch let error as ModelValidationError {
            property.expect(!decodes, "decoding \(text) failed: \(error)")
            property.expect(!error.failures.isEmpty, "a failed decode reported no failure")
            property.expect(Snapshot(shift) == before, "a failed decode changed the model")
          } catch {
            property.expect(false, "decoding \(text) threw \(error), not a ModelValidationError")
          }
        }
        checkInvariants(shift, &property, "after step \(step)")
      }
    }
  }

  @Test("Decoding random JSON succeeds exactly for valid objects, and only with their values")
  func decodingRandomJSON() {
    forAll("decoding") { property in
      let (data, decodes) = randomShiftJSON(&property.generator)
      let text = String(decoding: data, as: UTF8.self)
      property.note("JSON: \(text)")
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      do {
        let decoded = try JSONDecoder().decode(Shift.self, from: data)
        property.expect(decodes, "decoded \(Snapshot(decoded))")
        property.expect(decoded.isValid() && decoded.validationError() == nil, "decoded invalid")
        property.expect(
          decoded.name == object["name"] as? String && decoded.start == object["start"] as? Int
            && decoded.end == object["end"] as? Int,
          "decoded \(Snapshot(decoded)), not the JSON's values")
      } catch let error as ModelValidationError {
        property.expect(!decodes, "failed: \(error)")
        let paths = Set(error.failures.map { $0.path.description })
        property.expect(
          !paths.isEmpty && paths.isSubset(of: ["name", "start", "end", ""]),
          "failure paths \(paths)")
      } catch {
        property.expect(false, "threw \(error), not a ModelValidationError")
      }
    }
  }

  @Test("The last assignment to a field decides an update: a rejected one fails it")
  func lastAssignmentDecidesUpdate() {
    forAll("last assignment decides update") { property in
      var shift = Shift()
      let before = Snapshot(shift)
      let field = property.generator.pick(ShiftField.allCases)
      let (rejected, accepted): (FieldValue, FieldValue) =
        switch field {
        case .name: (.text(property.generator.pick(["", " ", "Maximilian"])), .text("Bo"))
        case .start: (.number(property.generator.pick([-1, 24, Int.min])), .number(8))
        case .end: (.number(property.generator.pick([-1, 24, Int.max])), .number(18))
        }
      property.note("update: \(field) = \(accepted), then \(field) = \(rejected)")
      do throws(ModelValidationError) {
        try shift.update {
          $0.assign(field, accepted)
          $0.assign(field, rejected)
        }
        property.expect(false, "the update succeeded and stored \(Snapshot(shift))")
      } catch {
        property.expect(Snapshot(shift) == before, "a failed update changed the model")
      }
      property.note("update: \(field) = \(rejected), then \(field) = \(accepted)")
      do throws(ModelValidationError) {
        try shift.update {
          $0.assign(field, rejected)
          $0.assign(field, accepted)
        }
        property.expect(shift.value(of: field) == accepted, "the accepted value was not stored")
      } catch {
        property.expect(false, "the update failed: \(error)")
      }
    }
  }
}
