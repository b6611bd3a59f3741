import Foundation

// The key path `withField(_:_:)` is passing a field through, while a submit records a
// class model's fields on this thread (see `SubmittedFields`); outside a submit, this
// thread has no recording and `withField` only reads the empty slot.
//
// The key path travels beside the visit rather than through it: a class model's field
// list is written by its author (`withField(\.age) { visitor.visit("age", &$0) }`), and a
// visitor sees only the name and the field.
enum FieldKeyPathRecording {
  // The key path of the field being passed, until the visitor takes it.
  final class Recording {
    var keyPath: AnyKeyPath?

    // The key path of the field being visited, once: a second field visited in the same
    // `withField` body has none.
    func take() -> AnyKeyPath? {
      defer { keyPath = nil }
      return keyPath
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-specific key for submitted forms (error \(status))")
    return key
  }()

  // This thread's recording, if a submit is recording.
  static var current: Recording? {
    pthread_getspecific(key).map { Unmanaged<Recording>.fromOpaque($0).takeUnretainedValue() }
  }

  // Runs `body` with this thread's recording, made for it when there is none.
  static func recording<Result>(_ body: (Recording) -> Result) -> Result {
    if let current { return body(current) }
    let recording = Recording()
    pthread_setspecific(key, Unmanaged.passUnretained(recording).toOpaque())
    defer { pthread_setspecific(key, nil) }
    return withExtendedLifetime(recording) { body(recording) }
  }

  // Calls `body` with the key path it passes a field through set on `recording`, then
  // puts back the one before.
  static func passing<Field>(
    _ keyPath: AnyKeyPath, on recording: Recording, _ field: inout Field,
    _ body: (inout Field) -> Void
  ) {
    let outer = recording.keyPath
    recording.keyPath = keyPath
    body(&field)
    recording.keyPath = outer
  }
}
