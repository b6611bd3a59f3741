// A small driver for counting instructions with callgrind, where perf events (and so
// package-benchmark's `instructions` metric) are not available:
//
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/vv.callgrind \
//     --toggle-collect='*Workloads*library*' --toggle-collect='*Workloads*handWritten*' \
//     .build/release/InstructionCounter
//   callgrind_annotate --inclusive=yes /tmp/vv.callgrind
//
// `Benchmarks/count-instructions.sh` does this and divides by the number of operations.
//   InstructionCounter [batches] [workload]
//
// Each workload function runs one batch of `Inputs.batchSize` operations; the driver runs
// the self-check, then calls each workload (or only the named one, such as
// `CheapRules.library`) `batches` times.

import Workloads

let arguments = CommandLine.arguments.dropFirst()
let repetitions = arguments.first.flatMap { Int($0) } ?? 10
let only = arguments.dropFirst().first

let inputs = Inputs()
let problems = selfCheck(inputs: inputs)
guard problems.isEmpty else {
  fatalError("Self-check failed:\n" + problems.joined(separator: "\n"))
}

let cheap = CheapRules(inputs: inputs)
let model = ModelValidity(inputs: inputs)
let failures = CollectFailures(inputs: inputs)
let stream = AssignmentStream(inputs: inputs)
let validate = ModelValidate(inputs: inputs)
let decode = DecodeUsers(inputs: inputs)
let fieldFailures = FieldFailures(inputs: inputs)
let submitFailures = SubmitFailures(inputs: inputs)
let bodies = RequestBodies(inputs: inputs)
let keystrokes = FormKeystrokes(inputs: inputs)

let workloads: [(name: String, run: () -> Int)] = [
  ("CheapRules.library", cheap.library),
  ("CheapRules.libraryCatalogue", cheap.libraryCatalogue),
  ("CheapRules.libraryDeclaredOnce", cheap.libraryDeclaredOnce),
  ("CheapRules.handWritten", cheap.handWritten),
  ("ModelValidity.library", model.library),
  ("ModelValidity.libraryValidated", model.libraryValidated),
  ("ModelValidity.handWritten", model.handWritten),
  ("CollectFailures.library", failures.library),
  ("CollectFailures.handWritten", failures.handWritten),
  ("AssignmentStream.library", stream.library),
  ("AssignmentStream.handWritten", stream.handWritten),
  ("AssignmentStream.libraryAcceptedOnly", stream.libraryAcceptedOnly),
  ("AssignmentStream.handWrittenAcceptedOnly", stream.handWrittenAcceptedOnly),
  ("ModelValidate.library", validate.library),
  ("ModelValidate.libraryValidated", validate.libraryValidated),
  ("ModelValidate.handWritten", validate.handWritten),
  ("DecodeUsers.library", decode.library),
  ("DecodeUsers.handWritten", decode.handWritten),
  ("FieldFailures.library", fieldFailures.library),
  ("FieldFailures.handWritten", fieldFailures.handWritten),
  ("SubmitFailures.library", submitFailures.library),
  ("SubmitFailures.handWritten", submitFailures.handWritten),
  ("RequestBodies.validLibrary", bodies.validLibrary),
  ("RequestBodies.validLibraryCatalogue", bodies.validLibraryCatalogue),
  ("RequestBodies.validHandWrittenCatalogue", bodies.validHandWrittenCatalogue),
  ("RequestBodies.validHandWritten", bodies.validHandWritten),
  ("RequestBodies.invalidLibrary", bodies.invalidLibrary),
  ("RequestBodies.invalidLibraryGerman", bodies.invalidLibraryGerman),
  ("RequestBodies.invalidHandWritten", bodies.invalidHandWritten),
  ("FormKeystrokes.library", keystrokes.library),
  ("FormKeystrokes.handWritten", keystrokes.handWritten),
]
let selected = workloads.filter { only == nil || $0.name == only }
guard !selected.isEmpty else {
  fatalError("No workload named \(only ?? ""); known: \(workloads.map(\.name))")
}

var checksum = 0
for _ in 0..<repetitions {
  for workload in selected {
    checksum &+= workload.run()
  }
}
print("batches: \(repetitions) × \(Inputs.batchSize) operations per workload; checksum \(checksum)")
