/// Builds a value's requirements into the one check that runs on every write, once, when
/// the ``ValidatableValue`` is created.
///
/// A single requirement's predicate is used as is, so checking it costs one call. More
/// requirements are chained into links of up to four predicates each; a link holds its
/// predicates as constants, so calling them needs no reference counting, unlike a loop
/// over the requirements array. The check returns whether every requirement holds and
/// throws what a predicate throws; it stops at the first requirement that does not hold.
@usableFromInline
enum RequirementChain<Value> {
  /// Chains the predicates of `requirements`.
  ///
  /// - Parameter requirements: The requirements, checked in this order.
  /// - Returns: A function that returns whether a value satisfies every requirement.
  @inlinable
  static func checkingAll(_ requirements: [Requirement<Value>])
    -> @Sendable (Value) throws ->
    Bool
  {
    switch requirements.count {
    case 0:
      return { _ in true }
    case 1:
      return requirements[0].predicate
    default:
      return link(requirements[...])
    }
  }

  /// One link: up to four predicates, then the next link for the rest.
  @inlinable
  static func link(_ requirements: ArraySlice<Requirement<Value>>)
    -> @Sendable (Value) throws
    -> Bool
  {
    let start = requirements.startIndex
    switch requirements.count {
    case 1:
      return requirements[start].predicate
    case 2:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      return { try first($0) && second($0) }
    case 3:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      let third = requirements[start + 2].predicate
      return { try first($0) && second($0) && third($0) }
    case 4:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      let (third, fourth) = (requirements[start + 2].predicate, requirements[start + 3].predicate)
      return { try first($0) && second($0) && third($0) && fourth($0) }
    case 5:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      let (third, fourth) = (requirements[start + 2].predicate, requirements[start + 3].predicate)
      let fifth = requirements[start + 4].predicate
      return { try first($0) && second($0) && third($0) && fourth($0) && fifth($0) }
    case 6:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      let (third, fourth) = (requirements[start + 2].predicate, requirements[start + 3].predicate)
      let (fifth, sixth) = (requirements[start + 4].predicate, requirements[start + 5].predicate)
      return {
        try first($0) && second($0) && third($0) && fourth($0) && fifth($0) && sixth($0)
      }
    default:
      let (first, second) = (requirements[start].predicate, requirements[start + 1].predicate)
      let (third, fourth) = (requirements[start + 2].predicate, requirements[start + 3].predicate)
      let rest = link(requirements.dropFirst(4))
      return { try first($0) && second($0) && third($0) && fourth($0) && rest($0) }
    }
  }
}
