extension InputConversion where Value == Bool {
  /// A checkbox's state as text, `true` or `false` as `Bool` writes it: what a
  /// `FormField<Bool>` converts by default.
  ///
  /// A checkbox is set through ``FormField/isOn``, never typed, so its input always
  /// converts; any other text fails as "checked or unchecked", in the user's language.
  public static var checkbox: InputConversion {
    InputConversion(
      "checked or unchecked", expected: .checkbox, acceptsEveryInput: false,
      parse: { Bool($0) }, format: { $0 ? "true" : "false" })
  }
}
