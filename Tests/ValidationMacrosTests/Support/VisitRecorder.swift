#if Macros
  import Validation

  /// A visitor that records, in order, which kind of visit each field received.
  struct VisitRecorder: FieldVisitor {
    /// One entry per visit: "guarded name", "models name" or "plain name".
    var visits: [String] = []

    mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      visits.append("guarded \(name)")
    }

    mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
      visits.append("models \(name)")
    }

    mutating func visit<Value>(_ name: String, plain value: inout Value) {
      visits.append("plain \(name)")
    }
  }

  extension ValidatableModel {
    /// The visits `visitFields(_:)` makes, in order.
    mutating func recordedVisits() -> [String] {
      var recorder = VisitRecorder()
      visitFields(&recorder)
      return recorder.visits
    }
  }
#endif
