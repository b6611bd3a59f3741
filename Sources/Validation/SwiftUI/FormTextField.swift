#if canImport(SwiftUI)
  import SwiftUI

  /// A SwiftUI text field bound to a ``FormField``'s input: it touches the field when it
  /// loses focus and shows the field's visible error under it, in the view's locale.
  ///
  /// ```swift
  /// FormTextField("E-mail", field: $form.email)
  /// FormTextField("Password", field: $form.password)   // a secure field for a secret
  /// ```
  ///
  /// The logic lives in ``FormField/focusChanged(to:)`` and ``FormField/errorLine(in:)``;
  /// this view only wires them to SwiftUI.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  public struct FormTextField<Value>: View {
    private let title: String
    @Binding private var field: FormField<Value>
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
    }

    /// The text field, with the error line under it once the error shows.
    public var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Group {
          if field.isSecret {
            SecureField(title, text: $field.input)
          } else {
            TextField(title, text: $field.input)
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
