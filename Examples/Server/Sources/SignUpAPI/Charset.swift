import Foundation

/// Whether a `Content-Type` header value declares no character encoding but UTF-8: it has
/// no `charset` parameter, or each it has is `utf-8` (in any case, quoted or not).
///
/// JSON text is UTF-8 and the decoder reads nothing else, so a body declared as
/// `charset=iso-8859-1` is refused (415) rather than read as if it were UTF-8.
///
/// - Parameter contentType: The header's value, such as `application/json; charset=utf-8`.
/// - Returns: `false` for any other declared charset.
func declaresOnlyUTF8(_ contentType: String) -> Bool {
  // Every parameter is read, not just the first: `; version=1; charset=latin1` declares one.
  for parameter in contentType.split(separator: ";").dropFirst() {
    let parts = parameter.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
    else { continue }
    var value = parts[1].trimmingCharacters(in: .whitespaces)
    if value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") {
      value = String(value.dropFirst().dropLast())
    }
    if value.lowercased() != "utf-8" { return false }
  }
  return true
}
