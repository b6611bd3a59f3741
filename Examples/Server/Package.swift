// swift-tools-version: 6.2
import PackageDescription

/// A sign-up API on Hummingbird that validates its requests with `DecodableModel`
/// and answers failures as RFC 9457 problem details.
///
/// Tools version 6.2, as Hummingbird 2.28 needs; the example's own targets treat warnings
/// as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "SignUpServer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(name: "ValidatableValue", path: "../.."),
  ],
  targets: [
    .target(
      name: "SignUpAPI",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Validation", package: "ValidatableValue"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "SignUpServer",
      dependencies: ["SignUpAPI", .product(name: "Hummingbird", package: "hummingbird")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SignUpAPITests",
      dependencies: [
        "SignUpAPI",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
