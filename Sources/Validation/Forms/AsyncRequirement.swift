import Foundation
import Requirements

/// A requirement that takes time to check, such as a user name not yet taken on a server.
///
/// A ``FormField`` asks its async requirements only about a value that converted and
/// satisfies every synchronous requirement, and only once per input:
///
/// ```swift
/// let free = AsyncRequirement<String>("not taken") { name in
///   try await server.isFree(name)
/// }
/// var userName = FormField<String>(name: "User name", .minLength(3)).checking(free)
/// ```
///
/// A predicate that throws counts as unsatisfied; one cancelled because the user typed on
/// reports nothing.
public struct AsyncRequirement<Value>: Sendable {
  /// What the requirement demands, in words a person can read.
  public let description: String

  // The predicate.
  let predicate: @Sendable (Value) async throws -> Bool

  // How failures are worded: the caller's words, when given.
  let wording: Wording

  /// Creates an async requirement from a description and a predicate.
  ///
  /// A failure's message is a sentence around the description, in the user's language
  /// ("User name must meet this requirement: a user name nobody has."); give it words of
  /// your own with ``worded(_:error:code:)``.
  ///
  /// - Parameters:
  ///   - description: What the requirement demands, as a phrase: "a user name nobody has".
  ///   - predicate: Returns `true` when the value satisfies the requirement.
  public init(_ description: String, _ predicate: @escaping @Sendable (Value) async throws -> Bool)
  {
    // The description is a phrase: messages word it as a sentence, never show it bare.
    self.init(
      description,
      wording: Wording(
        constraint: nil, isCustom: false, phrase: LocalizedText(description), sentence: nil),
      predicate)
  }

  private init(
    _ description: String, wording: Wording,
    _ predicate: @escaping @Sendable (Value) async throws -> Bool
  ) {
    self.description = description
    self.wording = wording
    self.predicate = predicate
  }

  // How a failure reads while the check has not answered: its phrase and that it is not
  // checked yet, "not taken (not checked yet)", in the locale's language.
  var uncheckedWording: Wording {
    let description = description
    let phrase = wording.phrase
    let text = LocalizedText { locale in
      ReportText.unchecked(phrase?.text(in: locale) ?? description).text(in: locale)
    }
    return Wording(constraint: nil, isCustom: true, phrase: text, sentence: text)
  }

  /// Returns a copy shown to people with your phrase and error sentence, in the
  /// languages you give, and reported with your code.
  ///
  /// ```swift
  /// let free = AsyncRequirement<String>("not taken") { try await server.isFree($0) }
  ///   .worded("a name nobody uses", error: "This name is already taken.", code: "taken")
  /// ```
  ///
  /// - Parameters:
  ///   - phrase: What the requirement demands, for checklists.
  ///   - error: The sentence a failure shows; when `nil`, a sentence around the phrase in
  ///     the user's language ("Must meet this requirement: a name nobody uses.").
  ///   - code: The code problem details give a failure; `nil` for `invalid`.
  /// - Returns: The same requirement, worded your way.
  public func worded(_ phrase: LocalizedText, error: LocalizedText? = nil, code: String? = nil)
    -> AsyncRequirement
  {
    AsyncRequirement(
      description,
      wording: Wording(
        constraint: nil, isCustom: true, code: code, phrase: phrase, sentence: error),
      predicate)
  }
}
