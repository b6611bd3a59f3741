#if canImport(SwiftUI)
  import SwiftUI

  /// A SwiftUI text field bound to a ``FormField``'s input: it touches the field when it
  /// loses focus and shows the field's visible error under it, in the view's locale.
  ///
  /// ```swift
  /// FormTextField("E-mail", field: $form.email)
  /// FormTextField("Password", field: $form.password)   // a secure field for a secret
  /// FormTextField("User name", model: signUp, field: \.userName)   // a FormModel's field
  /// ```
  ///
  /// The logic lives in ``FormField/focusChanged(to:)``, ``FormField/errorLine(in:)`` and
  /// ``FormModel/setInput(_:for:)``; this view only wires them to SwiftUI.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public struct FormTextField<Value>: View {
    private let title: String
    @Binding private var field: FormField<Value>
    @Binding private var input: String
    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale

    /// Creates a text field for a form field.
    ///
    /// - Parameters:
    ///   - title: The placeholder and accessibility label.
    ///   - field: The form field the text edits.
    public init(_ title: String, field: Binding<FormField<Value>>) {
      self.title = title
      self._field = field
      self._input = field.input
    }

    /// Creates a text field for a field of a ``FormModel``, whose edits go through
    /// ``FormModel/setInput(_:for:)``: the rules' failures, the async checks and the
    /// form's validity follow each keystroke.
    ///
    /// The model is read and written on the main actor, as a view model that conforms with
    /// `@MainActor FormModel` requires.
    ///
    /// - Parameters:
    ///   - title: The placeholder and accessibility label.
    ///   - model: The view model.
    ///   - field: The form field the text edits.
    public init<Model: FormModel>(
      _ title: String, model: Model, field: ReferenceWritableKeyPath<Model, FormField<Value>>
    ) where Value: Sendable {
      self.title = title
      // Closures isolated to the main actor, as the model is: SwiftUI's `Binding` takes
      // `@Sendable` ones, which may capture the model and the key path only so.
      self._field = Binding(
        get: { @MainActor in model[keyPath: field] },
        set: { @MainActor in model[keyPath: field] = $0 })
      self._input = Binding(
        get: { @MainActor in model[keyPath: field].input },
        set: { @MainActor in model.setInput($0, for: field) })
    }

    /// The text field, with the error line under it once the error shows.
    public var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Group {
          if field.isSecret {
            SecureField(title, text: $input)
          } else {
            TextField(title, text: $input)
          }
        }
        .focused($isFocused)
        .onChange(of: isFocused) { _, focused in field.focusChanged(to: focused) }
        if let line = field.errorLine(in: locale) {
          Text(line).font(.footnote).foregroundStyle(.red)
        }
      }
    }
  }
#endif
