// A dictionary key in the data, as `Dictionary` reads it: its text, and its integer value
// when the text is an integer. The integer value lets an `Int`-backed
// `CodingKeyRepresentable` key read it, and tells ``FieldPath/nestingDepth(of:)`` that
// the key is not a level of nesting.
struct EntryKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = Int(stringValue)
  }

  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}
