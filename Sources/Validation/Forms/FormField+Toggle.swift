extension FormField where Value == Bool {
  // What a toggle bound to the field shows and sets (`FormToggle` binds it): on when the
  // input converts to `true`. Setting it sets the input to the conversion's text for the
  // new state and touches the field, so that its error shows once the user has toggled it.
  package var isOnForToggle: Bool {
    get { currentValue ?? false }
    set {
      input = conversion.text(for: newValue)
      touch()
    }
  }
}
