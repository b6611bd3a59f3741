// swift-tools-version: 6.1
import PackageDescription

/// The benchmark suite for ValidatableValue, as a package of its own so that the library's
/// users never resolve the benchmark dependencies.
///
/// - `Workloads` holds every workload twice: once through the library (`import Validation`,
///   exactly as a client would) and once hand-written, both calling the same rule bodies.
/// - `ValidationBenchmarks` runs them under package-benchmark
///   (`swift package --package-path Benchmarks benchmark`).
/// - `InstructionCounter` is a small driver for `valgrind --tool=callgrind`, which counts
///   instructions where perf events are not available.
let package = Package(
  name: "ValidatableValueBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ValidatableValue", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(name: "BlackHole"),
    .target(
      name: "Workloads",
      dependencies: ["BlackHole", .product(name: "Validation", package: "ValidatableValue")]
    ),
    .executableTarget(
      name: "ValidationBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ValidationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "InstructionCounter",
      dependencies: ["Workloads"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
