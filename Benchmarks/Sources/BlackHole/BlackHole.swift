// A sink for benchmark results, in a module of its own so that the workloads and the
// callgrind driver need not link package-benchmark and its malloc interposer.

/// Consumes a value so that the optimizer cannot drop the work that produced it.
///
/// It lives in another module and is never optimized, so a caller must materialize the
/// value and cannot prove the call free of side effects.
///
/// - Parameter value: The value to consume.
@_optimize(none)
@inline(never)
public func blackHole(_ value: some Any) {}
