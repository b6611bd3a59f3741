// Finds the class models a model reaches (the model itself too, if it is a class) and
// records their listed fields, so that a failed ``ValidatableModel/update(for:_:)`` can
// put them back: changes to a class model happen in place, not in the update's copy.
struct SharedModelSnapshot {
  private var restores: [() -> Void] = []

  // Records every class model reachable from `model` through its field list.
  init<Model: ValidatableModel>(of model: Model) {
    var finder = SharedModelFinder(depth: 0, recordsFields: true)
    finder.record(model)
    restores = finder.restores
  }

  // The first class model reachable from `model` (itself included), if any.
  static func firstClassModel<Model: ValidatableModel>(in model: Model) -> Any.Type? {
    var finder = SharedModelFinder(depth: 0, recordsFields: false)
    finder.record(model)
    return finder.classModels.first
  }

  // Puts back every recorded field, innermost model first, so that an object reached
  // twice ends as it was first seen.
  func restore() {
    for restore in restores.reversed() {
      restore()
    }
  }
}

extension ValidatableModel {
  // The first class model this model is or reaches through its fields, if any: a draft
  // of it would change a shared object.
  package var sharedModelType: Any.Type? {
    SharedModelSnapshot.firstClassModel(in: self)
  }
}
