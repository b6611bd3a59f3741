// The part of SwiftUI's `View` the form adapter uses, with the isolation Apple's
// documentation gives: the protocol and `body` are `@MainActor @preconcurrency`, the
// modifiers `nonisolated`. Nothing here runs: every body stops the program.

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public nonisolated var body: Never { fatalError() }
}

/// A view that a modifier returns.
public nonisolated struct ModifiedContent<Content, Modifier> {
  public var body: Never { fatalError() }
}

extension ModifiedContent: View where Content: View {}

/// The view of an optional in a builder: the content or nothing.
extension Optional: View where Wrapped: View {
  public nonisolated var body: Never { fatalError() }
}

/// No view.
public nonisolated struct EmptyView: View {
  public nonisolated init() {}
  public nonisolated var body: Never { fatalError() }
}

/// Views built one after another.
public nonisolated struct TupleView<T>: View {
  public nonisolated init(_ value: T) {}
  public nonisolated var body: Never { fatalError() }
}

/// One of two views, as an `if`–`else` in a builder gives.
public nonisolated struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public nonisolated var body: Never { fatalError() }
}

/// Builds views from closures.
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
}

extension View {
  /// `focused(_:)`, iOS 15.
  public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    ModifiedContent<Self, Void>()
  }

  /// `onChange(of:initial:_:)`, iOS 17, the two-value action.
  public nonisolated func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    ModifiedContent<Self, Void>()
  }

  /// `font(_:)`.
  public nonisolated func font(_ font: Font?) -> some View {
    ModifiedContent<Self, Void>()
  }

  /// `foregroundStyle(_:)`, iOS 15.
  public nonisolated func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    ModifiedContent<Self, Void>()
  }
}
