// swift-tools-version: 6.2
import PackageDescription

/// Save-time validation in SQLite through GRDB: records that are `ValidatableModel`s and
/// check themselves before every insert, update and delete, as Core Data does at save.
///
/// Tools version 6.2, for `treatAllWarnings(as:)`; the example's own targets treat warnings
/// as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Storage",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // The root package's `GRDB` trait builds its `ValidationGRDB` product.
    .package(name: "ValidatableValue", path: "../..", traits: ["GRDB"]),
  ],
  targets: [
    .target(
      name: "Storage",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Validation", package: "ValidatableValue"),
        .product(name: "ValidationGRDB", package: "ValidatableValue"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "StorageBench",
      dependencies: [
        "Storage",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Validation", package: "ValidatableValue"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "StorageTests",
      dependencies: [
        "Storage",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ValidationGRDB", package: "ValidatableValue"),
      ],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
