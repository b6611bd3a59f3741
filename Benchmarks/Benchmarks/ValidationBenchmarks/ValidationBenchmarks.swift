import Benchmark
import Workloads

// Every benchmark runs one batch of `Inputs.batchSize` (1,000) operations per iteration and
// declares `scalingFactor: .kilo`, so the metrics package-benchmark marks with `*` are per
// operation. Each library workload has a hand-written twin that runs the same rule bodies
// on the same inputs; see Benchmarks/README.md for what one operation is in each workload.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 100_000
  )
  precondition(Inputs.batchSize == BenchmarkScalingFactor.kilo.rawValue)

  let inputs = Inputs()
  let problems = selfCheck(inputs: inputs)
  precondition(problems.isEmpty, "Self-check failed: \(problems)")

  let cheap = CheapRules(inputs: inputs)
  Benchmark("1 Cheap rules: library, Require closures") { _ in blackHole(cheap.library()) }
  Benchmark("1 Cheap rules: library, catalogue") { _ in blackHole(cheap.libraryCatalogue()) }
  Benchmark("1 Cheap rules: library, static array") { _ in
    blackHole(cheap.libraryDeclaredOnce())
  }
  Benchmark("1 Cheap rules: hand-written") { _ in blackHole(cheap.handWritten()) }

  let model = ModelValidity(inputs: inputs)
  Benchmark("2 Model validity: library, setValue") { _ in blackHole(model.library()) }
  Benchmark("2 Model validity: library, @Validated") { _ in
    blackHole(model.libraryValidated())
  }
  Benchmark("2 Model validity: hand-written") { _ in blackHole(model.handWritten()) }

  let failures = CollectFailures(inputs: inputs)
  Benchmark("3 Collect all failures: library") { _ in blackHole(failures.library()) }
  Benchmark("3 Collect all failures: hand-written") { _ in blackHole(failures.handWritten()) }

  let fieldFailures = FieldFailures(inputs: inputs)
  Benchmark("6 Field failures: library") { _ in blackHole(fieldFailures.library()) }
  Benchmark("6 Field failures: hand-written") { _ in blackHole(fieldFailures.handWritten()) }

  let submitFailures = SubmitFailures(inputs: inputs)
  Benchmark("9 Submit with an error in every field: library") { _ in
    blackHole(submitFailures.library())
  }
  Benchmark("9 Submit with an error in every field: hand-written") { _ in
    blackHole(submitFailures.handWritten())
  }

  let stream = AssignmentStream(inputs: inputs)
  Benchmark("4 Assignment stream, half invalid: library") { _ in blackHole(stream.library()) }
  Benchmark("4 Assignment stream, half invalid: hand-written") { _ in
    blackHole(stream.handWritten())
  }
  Benchmark("4 Assignment stream, all accepted: library") { _ in
    blackHole(stream.libraryAcceptedOnly())
  }
  Benchmark("4 Assignment stream, all accepted: hand-written") { _ in
    blackHole(stream.handWrittenAcceptedOnly())
  }

  let validate = ModelValidate(inputs: inputs)
  Benchmark("5a Model validate: library, setValue") { _ in blackHole(validate.library()) }
  Benchmark("5a Model validate: library, @Validated") { _ in
    blackHole(validate.libraryValidated())
  }
  Benchmark("5a Model validate: hand-written") { _ in blackHole(validate.handWritten()) }

  // One operation is one user: each iteration decodes one JSON array of 1,000 users.
  let decode = DecodeUsers(inputs: inputs)
  Benchmark("5b Decode users: library") { _ in blackHole(decode.library()) }
  Benchmark("5b Decode users: hand-written") { _ in blackHole(decode.handWritten()) }

  // One operation is one request body, decoded on its own.
  let bodies = RequestBodies(inputs: inputs)
  Benchmark("8 Request bodies, valid: library") { _ in blackHole(bodies.validLibrary()) }
  Benchmark("8 Request bodies, valid: library, catalogue requirements") { _ in
    blackHole(bodies.validLibraryCatalogue())
  }
  Benchmark("8 Request bodies, valid: hand-written") { _ in
    blackHole(bodies.validHandWritten())
  }
  Benchmark("8 Request bodies, valid: hand-written, catalogue requirements") { _ in
    blackHole(bodies.validHandWrittenCatalogue())
  }
  Benchmark("8 Request bodies, invalid with problem details: library") { _ in
    blackHole(bodies.invalidLibrary())
  }
  Benchmark("8 Request bodies, invalid with problem details in German: library") { _ in
    blackHole(bodies.invalidLibraryGerman())
  }
  Benchmark("8 Request bodies, invalid with problem details: hand-written") { _ in
    blackHole(bodies.invalidHandWritten())
  }

  // One operation is one keystroke, followed by the form's validity.
  let keystrokes = FormKeystrokes(inputs: inputs)
  Benchmark("7 Form keystrokes: library") { _ in blackHole(keystrokes.library()) }
  Benchmark("7 Form keystrokes: hand-written") { _ in blackHole(keystrokes.handWritten()) }
}
