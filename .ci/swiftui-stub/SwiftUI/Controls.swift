import Foundation

// The controls and layout the adapter builds, as Apple's documentation declares them:
// `nonisolated` structures with `nonisolated` initializers.

/// Text that a view shows.
@frozen
public nonisolated struct Text: View, Equatable, Sendable {
  public nonisolated init<S>(_ content: S) where S: StringProtocol {}
  public nonisolated var body: Never { fatalError() }
}

// The overloads of `Text`'s own that SwiftUI picks over the `View` modifiers for a text.
extension Text {
  public nonisolated func font(_ font: Font?) -> Text { self }
  public nonisolated func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

/// An editable text.
public nonisolated struct TextField<Label>: View where Label: View {
  public nonisolated var body: Never { fatalError() }
}

extension TextField where Label == Text {
  public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// An editable text that hides what is typed.
public nonisolated struct SecureField<Label>: View where Label: View {
  public nonisolated var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A control that toggles between on and off.
public nonisolated struct Toggle<Label>: View where Label: View {
  public nonisolated var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  public nonisolated init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

/// Views one above another.
@frozen
public nonisolated struct VStack<Content>: View where Content: View {
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public nonisolated var body: Never { fatalError() }
}

/// Views grouped, for modifiers that apply to each.
@frozen
public nonisolated struct Group<Content> {
  public nonisolated var body: Never { fatalError() }
}

extension Group: View where Content: View {
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// An alignment along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

/// A font.
@frozen
public struct Font: Hashable, Sendable {
  public static let footnote = Font()
}

/// A colour or another style to fill a shape or text with.
public protocol ShapeStyle: Sendable {}

/// A colour.
@frozen
public struct Color: Hashable, Sendable, ShapeStyle {
  public static let red = Color()
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
}
