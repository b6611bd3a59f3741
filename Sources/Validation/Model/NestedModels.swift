/// What a field may hold of nested models: a ``ValidatableModel``, or an optional, array or
/// dictionary of them, in any combination (`[Order?]`, `[String: [Member]]`).
///
/// A visitor reaches each model through these methods, which call its
/// ``FieldVisitor/visitModel(_:at:)`` with the model's place. Conform a collection of your
/// own to list its models the same way.
public protocol NestedModels {
  /// Calls `visitor` with a copy of each model held, in order.
  ///
  /// - Parameters:
  ///   - visitor: The visitor to call.
  ///   - place: The steps to this value from the model that holds the field.
  func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component])

  /// Calls `visitor` with each model held, in place, in order.
  ///
  /// - Parameters:
  ///   - visitor: The visitor to call.
  ///   - place: The steps to this value from the model that holds the field.
  mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component])
}

extension ValidatableModel {
  /// Calls `visitor` with a copy of the model.
  public func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    var model = self
    visitor.visitModel(&model, at: place)
  }

  /// Calls `visitor` with the model.
  public mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    visitor.visitModel(&self, at: place)
  }
}

extension Optional: NestedModels where Wrapped: NestedModels {
  /// Calls `visitor` with the models the value holds, if there is one.
  public func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    self?.forEachModel(&visitor, at: place)
  }

  /// Calls `visitor` with the models the value holds, in place, if there is one.
  public mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    guard var wrapped = self else { return }
    self = nil  // keeps the value's storage unique while it changes
    wrapped.updateEachModel(&visitor, at: place)
    self = wrapped
  }
}

extension Array: NestedModels where Element: NestedModels {
  /// Calls `visitor` with each element's models, each at its position.
  public func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    for index in indices {
      self[index].forEachModel(&visitor) { place() + [.index(index)] }
    }
  }

  /// Calls `visitor` with each element's models, in place, each at its position.
  public mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    for index in indices {
      self[index].updateEachModel(&visitor) { place() + [.index(index)] }
    }
  }
}

extension Dictionary: NestedModels where Value: NestedModels {
  /// Calls `visitor` with each value's models, each below its key.
  public func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    for (key, value) in self {
      value.forEachModel(&visitor) { place() + [.field(FieldPath.name(ofKey: key))] }
    }
  }

  /// Calls `visitor` with each value's models, in place, each below its key.
  public mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    for index in indices {
      let key = keys[index]
      values[index].updateEachModel(&visitor) { place() + [.field(FieldPath.name(ofKey: key))] }
    }
  }
}
