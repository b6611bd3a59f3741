import Foundation
import Validation

// SchemaCheck schema MODEL   prints the model's JSON Schema.
// SchemaCheck check MODEL    reads JSON bodies, one per line, and prints for each whether
//                            the model decodes it: 1 or 0.

/// Prints a message on standard error and exits with a failure status.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("SchemaCheck: \(message)\n".utf8))
  exit(2)
}

let models: [String: any DecodableModel.Type] = [
  "Account": Account.self, "Numbers": Numbers.self, "Cart": Cart.self,
]
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, let model = models[arguments[1]] else {
  fail("usage: SchemaCheck schema|check \(models.keys.sorted().joined(separator: "|"))")
}

/// Whether `body` decodes as a `Model`.
func decodes<Model: DecodableModel>(_ body: Data, as type: Model.Type) -> Bool {
  (try? JSONDecoder().decode(Model.self, from: body)) != nil
}

switch arguments[0] {
case "schema":
  FileHandle.standardOutput.write(model.jsonSchema().json())
case "check":
  var answers = ""
  while let line = readLine(strippingNewline: true) {
    answers += decodes(Data(line.utf8), as: model) ? "1\n" : "0\n"
  }
  FileHandle.standardOutput.write(Data(answers.utf8))
default:
  fail("the first argument is schema or check")
}
