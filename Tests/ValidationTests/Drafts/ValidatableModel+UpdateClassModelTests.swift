import Testing
import Validation

// Class models in an update: restored after a failure, replaced by another object, and
// held by a struct model (shared objects are put back, nested updates included).

/// A note shared by reference.
private final class Note: ValidatableModel {
  @Validated(.nonBlank()) var text = "hi"

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("text", &_text)
  }
}

/// A struct model holding a class model.
private struct Board: ValidatableModel {
  @Validated(.range(0...10)) var count = 1
  var note = Note()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("note", &note)
  }
}

struct ValidatableModelUpdateClassModelTests {
  @Test("A class model is restored after a failed transaction")
  func classModel() throws {
    let record = BookingRecord()
    var reference = record
    #expect(throws: ModelValidationError.self) {
      try reference.update {
        $0.start = 20
        $0.end = 10
      }
    }
    #expect(record.start == 9 && record.end == 17)
    try reference.update {
      $0.start = 1
      $0.end = 2
    }
    #expect(record.start == 1 && record.end == 2)
  }

  @Test("A failed update puts back a class model the block replaced with another object")
  func replacedClassModel() throws {
    let record = BookingRecord()
    record.end = 99
    var reference = record
    #expect(throws: ModelValidationError.self) {
      try reference.update {
        $0 = BookingRecord()
        $0.start = 20
        $0.end = 10
      }
    }
    #expect(reference === record)
    #expect(record.start == 9 && record.end == 17)
    #expect(record.$end.lastRejection != nil, "its earlier rejection too")
  }

  @Test("A class model the block replaced with another object leaves the update too")
  func replacedClassModelAfterSuccess() throws {
    let record = BookingRecord()
    var reference = record
    try reference.update { $0 = BookingRecord() }
    #expect(reference !== record)
    record.end = 99
    record.end = 18
    #expect(record.$end.lastRejection == nil, "an accepted value forgets, as outside an update")
  }

  @Test("A failed update puts a nested class model back, its earlier rejection included")
  func nestedClassModelAfterFailure() throws {
    var board = Board()
    board.note.text = " "
    let note = board.note
    #expect(throws: ModelValidationError.self) {
      try board.update {
        $0.note.text = "changed"
        $0.count = 99
      }
    }
    #expect(note.text == "hi", "the shared note is put back")
    #expect(note.$text.lastRejection != nil)
    #expect(board.note === note)
  }

  @Test("A nested class model the update replaces is kept as the block left it")
  func removedNestedClassModel() throws {
    var board = Board()
    let note = board.note
    try board.update { $0.note = Note() }
    #expect(board.note !== note)
    note.text = " "
    note.text = "fine"
    #expect(note.$text.lastRejection == nil, "an accepted value forgets, as outside an update")
    try board.update {
      $0.count = 99
      $0.count = 3
    }
    #expect(board.count == 3)
  }

  @Test("A failed update inside an update puts nested class models back")
  func nestedUpdateRestoresSharedModels() throws {
    var board = Board()
    var inner: ModelValidationError?
    try board.update {
      do {
        try $0.update {
          $0.note.text = "changed"
          $0.count = 99
        }
      } catch { inner = error as? ModelValidationError }
      _ = try? $0.update {
        $0.note.text = " "
        $0.count = 99
      }
    }
    #expect(inner?.failures.map(\.path) == ["count"])
    #expect(board.count == 1)
    #expect(board.note.text == "hi")
  }
}
