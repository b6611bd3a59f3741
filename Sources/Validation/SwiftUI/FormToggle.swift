#if canImport(SwiftUI)
  import SwiftUI

  /// A SwiftUI toggle bound to a `FormField<Bool>`, such as accepted terms: it touches the
  /// field when toggled and shows the field's visible error under it, in the view's locale.
  ///
  /// ```swift
  /// FormToggle("I accept the terms", field: $form.terms)
  /// FormToggle("I accept the terms", model: signUp, field: \.terms)   // a FormModel's field
  /// ```
  ///
  /// The toggle is on when the field's input converts to `true`; toggling it sets the input
  /// to the conversion's text for the new state. The logic lives in the form field and
  /// ``FormModel/setInput(_:for:)``; this view only wires them to SwiftUI.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public struct FormToggle: View {
    private let title: String
    @Binding private var field: FormField<Bool>
    @Binding private var isOn: Bool
    @Environment(\.locale) private var locale

    /// Creates a toggle for a form field.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - field: The form field the toggle sets.
    public init(_ title: String, field: Binding<FormField<Bool>>) {
      self.title = title
      self._field = field
      self._isOn = field.isOn
    }

    /// Creates a toggle for a field of a ``FormModel``, whose changes go through
    /// ``FormModel/setInput(_:for:)``: the rules' failures, the async checks and the form's
    /// validity follow each toggle.
    ///
    /// The model is read and written on the main actor, as a view model that conforms with
    /// `@MainActor FormModel` requires.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - model: The view model.
    ///   - field: The form field the toggle sets.
    public init<Model: FormModel>(
      _ title: String, model: Model, field: ReferenceWritableKeyPath<Model, FormField<Bool>>
    ) {
      self.title = title
      self._field = Binding(
        get: { @MainActor in model[keyPath: field] },
        set: { @MainActor in model[keyPath: field] = $0 })
      self._isOn = Binding(
        get: { @MainActor in model[keyPath: field].isOn },
        set: { @MainActor in model.setToggle($0, for: field) })
    }

    /// The toggle, with the error line under it once the error shows.
    public var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Toggle(title, isOn: $isOn)
        if let line = field.errorLine(in: locale) {
          Text(line).font(.footnote).foregroundStyle(.red)
        }
      }
    }
  }
#endif
