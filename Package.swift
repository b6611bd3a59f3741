// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The tour's pages: each is an Xcode playground page and, on every platform,
/// an executable target that `swift run` can start.
let tourPages = [
  "Basics", "ViewModel", "Composing", "Models", "ObservableForm", "SignUpForm", "FormModel",
  "Languages", "Macro",
]

/// A swift-syntax product, depended on only with the `Macros` trait: an unconditioned one
/// would make every build resolve swift-syntax.
func swiftSyntax(_ product: String) -> Target.Dependency {
  .product(name: product, package: "swift-syntax", condition: .when(traits: ["Macros"]))
}

let package = Package(
  name: "ValidatableValue",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  // Two products: `Requirements` stands alone, and `Validation` enforces it. Problem
  // details and NSError bridging stay in `Validation`: they need nothing it does not already
  // import (Foundation), so a product of their own would save no dependency, only add an
  // import. NSError bridging is the errors' own `CustomNSError` conformance, which belongs
  // with the types; problem details read the failures' constraints and codes, which would
  // otherwise become cross-module API. A part that brings a dependency (an HTTP package)
  // gets a product of its own.
  products: [
    .library(name: "Requirements", targets: ["Requirements"]),
    .library(name: "Validation", targets: ["Validation"]),
    // Records that validate themselves before every write, over GRDB. Its sources compile
    // only with the `GRDB` trait, so the default resolution fetches nothing.
    .library(name: "ValidationGRDB", targets: ["ValidationGRDB"]),
  ],
  // Each trait brings one dependency and is off by default: the `@ValidatableModel` macro
  // needs swift-syntax and `ValidationGRDB` needs GRDB, and without the trait nothing of
  // either is fetched or built. SwiftPM leaves a package below out of the resolution only
  // while every use of it carries its trait's condition, the macro target's own
  // dependencies included.
  traits: [
    .trait(
      name: "GRDB",
      description: "Builds ValidationGRDB, validated records over GRDB (fetches GRDB.swift)."
    ),
    .trait(
      name: "Macros",
      description:
        "The @ValidatableModel macro, which writes a model's field list (needs swift-syntax)."
    ),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    .target(name: "Requirements"),
    .target(
      name: "Validation",
      dependencies: [
        "Requirements",
        .target(name: "ValidationMacros", condition: .when(traits: ["Macros"])),
      ]
    ),
    .macro(
      name: "ValidationMacros",
      dependencies: [
        swiftSyntax("SwiftSyntax"), swiftSyntax("SwiftSyntaxBuilder"),
        swiftSyntax("SwiftSyntaxMacros"), swiftSyntax("SwiftDiagnostics"),
        swiftSyntax("SwiftCompilerPlugin"),
      ]
    ),
    .target(
      name: "ValidationGRDB",
      dependencies: [
        "Validation",
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDB"])),
        // SQLite's own API, for the unique-key lookup each write runs.
        .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(traits: ["GRDB"])),
      ]
    ),
    .target(name: "PropertyTesting", path: "Tests/PropertyTesting"),
    // A language added from outside the library, as an app adds one: tests register it.
    .target(name: "KoreanLanguage", dependencies: ["Requirements"], path: "Tests/KoreanLanguage"),
    .testTarget(
      name: "RequirementsTests",
      dependencies: ["Requirements", "PropertyTesting", "KoreanLanguage"]
    ),
    .testTarget(
      name: "ValidationTests", dependencies: ["Validation", "PropertyTesting", "KoreanLanguage"]),
    // Empty without the trait: its sources are inside `#if Macros`.
    .testTarget(
      name: "ValidationMacrosTests",
      dependencies: [
        "Validation",
        .target(name: "ValidationMacros", condition: .when(traits: ["Macros"])),
        swiftSyntax("SwiftSyntax"), swiftSyntax("SwiftSyntaxMacroExpansion"),
        swiftSyntax("SwiftSyntaxMacrosGenericTestSupport"),
      ]
    ),
  ]
    + tourPages.map { page in
      .executableTarget(
        name: "Tour\(page)",
        dependencies: ["Validation"],
        path: "Playgrounds/Tour.playground/Pages/\(page).xcplaygroundpage"
      )
    },
  swiftLanguageModes: [.v6]
)
