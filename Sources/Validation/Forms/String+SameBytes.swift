extension String {
  // Whether two texts hold the same bytes. `==` compares by canonical equivalence, so
  // "\u{212A}ate" (with a Kelvin sign) equals "Kate"; an input's identity is the bytes the
  // user typed, which a server or a store receives as they are.
  @inlinable
  func hasSameBytes(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}

extension Optional where Wrapped == String {
  // Whether two optional texts are both `nil`, or hold the same bytes.
  func hasSameBytes(as other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let left?, let right?): left.hasSameBytes(as: right)
    default: false
    }
  }
}
