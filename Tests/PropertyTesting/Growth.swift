import Foundation

/// How much more processor time `work` takes for `factor` times as much input, for tests
/// that work grows linearly.
///
/// The time is the calling thread's own processor time, so other processes and tests
/// running at the same time do not count; runs alternate between the two sizes and the
/// shortest of each counts. `work(small)` is repeated until it takes at least a few
/// milliseconds, and the large size is run as often, so that the clock's resolution does
/// not count either.
///
/// - Parameters:
///   - small: The smaller input size.
///   - factor: How many times larger the other size is.
///   - work: The work for an input size.
/// - Returns: The processor time for `small * factor` divided by that for `small`.
public func growth(from small: Int, by factor: Int, _ work: (Int) -> Void) -> Double {
  var repetitions = 1
  while threadSeconds({ for _ in 0..<repetitions { work(small) } }) < 0.005,
    repetitions < 4_096
  {
    repetitions *= 2
  }
  var fastest = (small: Double.infinity, large: Double.infinity)
  for _ in 0..<5 {
    fastest.small = min(fastest.small, threadSeconds { for _ in 0..<repetitions { work(small) } })
    fastest.large = min(
      fastest.large, threadSeconds { for _ in 0..<repetitions { work(small * factor) } })
  }
  return fastest.large / max(fastest.small, 1e-9)
}

/// The processor time the calling thread spends in `work`, in seconds.
private func threadSeconds(_ work: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  work()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}
