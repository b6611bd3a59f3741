import Foundation

// The property wrappers the adapter reads SwiftUI's state through, as Apple's documentation
// declares them.

/// A stored variable of a view that SwiftUI updates.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Where the focus is, read and written.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  /// A reference to a focus state.
  @frozen @propertyWrapper
  public struct Binding {
    // Only SwiftUI makes one.
    init(_ never: Never) {}

    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  public var projectedValue: FocusState<Value>.Binding { fatalError() }

  public init() where Value == Bool {}
}

/// A value of the view's environment, read.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  public var wrappedValue: Value { fatalError() }
}

/// The values a view's environment holds.
public struct EnvironmentValues {
  public init() {}

  /// The current locale that views should use.
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }
}
