// swift-tools-version: 6.0
import PackageDescription

/// Checks that a model's JSON Schema accepts exactly the bodies its decoding accepts:
/// `SchemaCheck` prints the schemas of a few models built from catalogue requirements and
/// decodes bodies, and `differential.py` compares it with Python's `jsonschema` on
/// generated bodies.
let package = Package(
  name: "SchemaCheck",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "ValidatableValue", path: "../..")],
  targets: [
    .executableTarget(
      name: "SchemaCheck",
      dependencies: [.product(name: "Validation", package: "ValidatableValue")],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    )
  ],
  swiftLanguageModes: [.v6]
)
