#if Macros
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// The `@ValidationIgnored` marker, which `@ValidatableModel` reads.
  ///
  /// It marks a stored property the model macro leaves out of the field list, and adds
  /// nothing itself.
  public struct ValidationIgnoredMacro: PeerMacro {
    /// Adds nothing.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      []
    }
  }
#endif
