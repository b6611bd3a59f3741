// Builds a value's requirements into the one check that runs on every write, once, when
// the ``ValidatableValue`` is created.
//
// A single requirement's ``Requirement/check`` is used as is, so checking it costs one
// call. More are chained into links: up to six checks in one link, or four and then a
// link for the rest. A link holds its checks as constants, so calling them needs no
// reference counting, unlike a loop over the requirements array. The chain returns
// whether every requirement holds (a predicate that throws counts as `false`); it stops
// at the first that does not.
@usableFromInline
enum RequirementChain<Value> {
  // Chains the checks of `requirements`.
  //
  // - Parameter requirements: The requirements, checked in this order.
  // - Returns: A function that returns whether a value satisfies every requirement.
  @inlinable
  static func allHold(_ requirements: [Requirement<Value>])
    -> @Sendable (Value) ->
    Bool
  {
    switch requirements.count {
    case 0:
      return { _ in true }
    case 1:
      return requirements[0].check
    default:
      return link(requirements[...])
    }
  }

  // One link, for two or more requirements (``allHold(_:)`` handles fewer, and a
  // link passes on at least three): up to six checks, or four and then the next link for
  // the rest.
  @inlinable
  static func link(_ requirements: ArraySlice<Requirement<Value>>)
    -> @Sendable (Value) -> Bool
  {
    let start = requirements.startIndex
    switch requirements.count {
    case 2:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      return { first($0) && second($0) }
    case 3:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      let third = requirements[start + 2].check
      return { first($0) && second($0) && third($0) }
    case 4:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      let (third, fourth) = (requirements[start + 2].check, requirements[start + 3].check)
      return { first($0) && second($0) && third($0) && fourth($0) }
    case 5:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      let (third, fourth) = (requirements[start + 2].check, requirements[start + 3].check)
      let fifth = requirements[start + 4].check
      return { first($0) && second($0) && third($0) && fourth($0) && fifth($0) }
    case 6:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      let (third, fourth) = (requirements[start + 2].check, requirements[start + 3].check)
      let (fifth, sixth) = (requirements[start + 4].check, requirements[start + 5].check)
      return {
        first($0) && second($0) && third($0) && fourth($0) && fifth($0) && sixth($0)
      }
    default:
      let (first, second) = (requirements[start].check, requirements[start + 1].check)
      let (third, fourth) = (requirements[start + 2].check, requirements[start + 3].check)
      let rest = link(requirements.dropFirst(4))
      return { first($0) && second($0) && third($0) && fourth($0) && rest($0) }
    }
  }
}
