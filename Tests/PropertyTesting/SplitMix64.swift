/// A small, fast, seeded pseudo-random number generator for repeatable generated-input tests.
///
/// SplitMix64 advances a 64-bit counter by a fixed odd constant and scrambles it with two
/// multiply-xorshift rounds. The same seed always yields the same sequence on every
/// platform, so a failing case can be replayed from its seed. It is not suitable for
/// cryptography.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The internal counter; the next output is derived from it.
  ///
  /// Each call to ``next()`` adds the same odd constant, so the counter visits every
  /// 64-bit value before it repeats.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any 64-bit value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 pseudo-random bits and advances the generator.
  ///
  /// - Returns: A value spread uniformly over all of `UInt64`.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Derives the seed of one case of a property from a base seed and the case's index.
  ///
  /// Neighbouring indices give unrelated seeds, so cases do not share their inputs.
  ///
  /// - Parameters:
  ///   - base: The run's base seed.
  ///   - index: The zero-based index of the case.
  /// - Returns: The seed to start that case's generator from.
  public static func caseSeed(base: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(
      seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD605_BBB5_8C8A_BBB5))
    return generator.next()
  }
}
