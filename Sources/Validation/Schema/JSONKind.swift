// What kind of JSON value a field's type decodes from, which decides the keywords a
// constraint becomes (`minLength` for a text, `minItems` for a list). A requirement on an
// optional sees `nil` too, so its kind is the optional of the wrapped kind.
indirect enum JSONKind: Sendable {
  case string, integer, number, boolean, array, object, unknown
  case optional(JSONKind)

  // The kind of the value inside an optional, or this kind.
  var unwrapped: JSONKind {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }
}
