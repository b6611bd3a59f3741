#if Macros
  import SwiftCompilerPlugin
  import SwiftSyntaxMacros

  /// The compiler plugin that provides the package's macros.
  @main
  struct ValidationMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
      ValidatableModelMacro.self, ValidationIgnoredMacro.self,
    ]
  }
#else
  // Without the `Macros` trait swift-syntax is not resolved: the target builds as an empty
  // program, which nothing loads.
  @main
  enum ValidationMacrosPlugin {
    static func main() {}
  }
#endif
