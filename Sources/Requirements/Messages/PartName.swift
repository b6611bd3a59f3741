#if canImport(Foundation)
  import Foundation
#endif

// The name of the part of a value a lifted requirement is about (`.on(\.age, named: …)`):
// the text descriptions show, and the caller's translations that messages show.
struct PartName: Sendable {
  // The name as descriptions and English reports show it ("age").
  let text: String

  #if canImport(Foundation)
    // The caller's translations; `nil` for a name given as a plain string or read from
    // the key path.
    let localized: LocalizedText?

    init(_ text: String, localized: LocalizedText? = nil) {
      self.text = text
      self.localized = localized
    }

    // The name in a locale's language.
    func text(in locale: Locale) -> String {
      localized?.text(in: locale) ?? text
    }
  #else
    init(_ text: String) {
      self.text = text
    }
  #endif
}
