// `Binding`, as Apple's documentation declares it. Its `init(get:set:)` takes
// `@isolated(any) @Sendable` closures under `@preconcurrency` in the current SDKs; built with
// `-D SWIFTUI_STUB_PLAIN_BINDING`, it takes the plain closures of earlier ones, so the adapter
// is checked against both.

/// A reference to a value that a view reads and writes, owned elsewhere.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  #if SWIFTUI_STUB_PLAIN_BINDING
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  #else
    @preconcurrency
    public init(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
  #endif

  public init(projectedValue: Binding<Value>) {}

  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
extension Binding: Sendable where Value: Sendable {}
