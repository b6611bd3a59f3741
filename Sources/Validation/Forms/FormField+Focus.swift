import Foundation

extension FormField {
  /// Records a change of the field's focus: losing the focus it had touches the field
  /// (see ``touch()``), so that its errors show under the default ``ErrorDisplay``.
  ///
  /// A view calls this from its focus state: SwiftUI's `@FocusState`, UIKit's
  /// `textFieldDidEndEditing(_:)`. Losing a focus the field never had (a view reporting
  /// every field's focus) changes nothing: the user has not reached the field yet.
  ///
  /// - Parameter isFocused: Whether the field has the focus now.
  public mutating func focusChanged(to isFocused: Bool) {
    guard !isFocused else {
      focused = true
      return
    }
    guard focused else { return }
    focused = false
    if !touched {
      touch()
    }
  }

  /// The line a view shows under the field: its visible error as sentences in the
  /// locale's language, or `nil` when there is nothing to show.
  ///
  /// - Parameter locale: The locale to show the error in; by default the user's.
  /// - Returns: The error line, or `nil`.
  public func errorLine(in locale: Locale = .current) -> String? {
    visibleError?.message(in: locale)
  }
}
