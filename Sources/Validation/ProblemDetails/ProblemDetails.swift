#if canImport(Foundation)
  import Foundation
  import Requirements

  /// An RFC 9457 problem details document: the body an API answers with when a request is
  /// invalid, sent with the content type ``mediaType``.
  ///
  /// ```swift
  /// do {
  ///   let user = try JSONDecoder().decode(User.self, from: body)
  /// } catch {
  ///   let problem = ProblemDetails(decodingFailure: error)   // 422, or 400 for bad JSON
  ///   respond(status: problem.status, type: ProblemDetails.mediaType, body: problem.json())
  /// }
  /// ```
  ///
  /// Each entry in ``errors`` has a JSON Pointer to the field, the failure's message and a
  /// stable, machine-readable ``Entry/code``; rejected values are never included. See
  /// <doc:ErrorsAndNSError> for the codes.
  public struct ProblemDetails: Sendable, Hashable, Encodable {
    /// The content type of a problem details document: `application/problem+json`.
    public static let mediaType = "application/problem+json"

    /// A URI that names the kind of problem; `about:blank` unless you set your own.
    public var type: String

    /// A short summary, the same for every occurrence of the problem.
    public var title: String

    /// The HTTP status code: 422 for invalid content, 400 for a body that cannot be read.
    public var status: Int

    /// What went wrong in this occurrence, for people.
    public var detail: String

    /// One entry per field a failure belongs to, in the order of the failures.
    public var errors: [Entry]

    /// One failure at one place in the request body.
    public struct Entry: Sendable, Hashable, Encodable {
      /// Where the failure is, as an RFC 6901 JSON Pointer in URI fragment form:
      /// `#/address/zip`, `#/orders/3/total`; `#` for the body as a whole.
      public var pointer: String

      /// What is wrong, as error sentences without the value or the field's name (the
      /// pointer names the field): "Must have at least 8 characters. Must contain at least 1
      /// digit."
      public var detail: String

      /// What kind of failure it is, such as `too_short` or `rule`; see
      /// <doc:ErrorsAndNSError> for every code.
      public var code: String

      /// The parameters of the catalogue requirement the code is for; `nil` when it has
      /// none.
      ///
      /// The JSON writes them as `params`: `{"min": 8}` for `.minLength(8)`. See
      /// ``Constraint/parameters`` for the names.
      public var parameters: [String: Constraint.Parameter]?

      /// Creates an entry.
      public init(
        pointer: String, detail: String, code: String,
        parameters: [String: Constraint.Parameter]? = nil
      ) {
        self.pointer = pointer
        self.detail = detail
        self.code = code
        self.parameters = parameters
      }

      enum CodingKeys: String, CodingKey {
        case pointer, detail, code
        case parameters = "params"
      }
    }

    /// Creates a document from its parts.
    public init(
      type: String = "about:blank", title: String, status: Int, detail: String,
      errors: [Entry] = []
    ) {
      self.type = type
      self.title = title
      self.status = status
      self.detail = detail
      self.errors = errors
    }

    /// The most entries a document lists by default: a small body can break a rule in
    /// each of thousands of elements, and the answer must not grow with it.
    public static let defaultMaximumEntries = 100

    /// The document for a model's failures: status 422, one entry per field a failure
    /// belongs to, at most `maximumEntries` of them, each worded in the locale's language
    /// with dates in `timeZone` (UTC unless given).
    ///
    /// The ``title`` and ``detail`` are in the locale's language too. When there are more
    /// entries, the first ones are listed and ``detail`` says so: "20000 validation
    /// failures; the first 100 of 20000 entries are listed."
    public init(
      _ error: ModelValidationError, maximumEntries: Int = defaultMaximumEntries,
      locale: Locale = english, timeZone: TimeZone = utc
    ) {
      let count = error.failures.count
      // A failure has an entry per field it names.
      let total = error.failures.reduce(0) { $0 + $1.fields.count }
      let limit = max(maximumEntries, 0)
      var entries: [Entry] = []
      entries.reserveCapacity(min(total, limit))
      // The language is chosen once for the whole document.
      let localization = MessageLocalization(locale: locale, timeZone: timeZone)
      listing: for failure in error.failures {
        // The pointer names the field, and a client shows the detail under its own label:
        // the sentence names no field.
        let message =
          failure.decodingReason.map { shortenedForReport($0.text(in: localization)) }
          ?? failure.reason.message(failure.unsatisfied, in: localization, subject: nil)
        let parameters = failure.unsatisfied.problemParameters
        for field in failure.fields {
          guard entries.count < limit else { break listing }
          entries.append(
            Entry(
              pointer: field.jsonPointer, detail: message, code: failure.code,
              parameters: parameters))
        }
      }
      self.init(
        title: ReportText.unprocessableContent.text(in: localization), status: 422,
        detail: ReportText.failures(count, listed: total <= limit ? nil : limit, entries: total)
          .text(in: localization),
        errors: entries)
    }

    /// The document for one value's failure at a path (the body as a whole by default):
    /// status 422, worded in the locale's language with dates in `timeZone` (UTC unless
    /// given).
    public init(
      _ error: InvalidValue, at path: FieldPath = FieldPath(), locale: Locale = english,
      timeZone: TimeZone = utc
    ) {
      let localization = MessageLocalization(locale: locale, timeZone: timeZone)
      self.init(
        title: ReportText.unprocessableContent.text(in: localization), status: 422,
        detail: ReportText.failures(1, listed: nil, entries: 1).text(in: localization),
        errors: [
          Entry(
            pointer: path.jsonPointer,
            detail: error.reason.message(error.failures, in: localization, subject: nil),
            code: error.reason.code(for: error.failures),
            parameters: error.failures.problemParameters)
        ])
    }

    /// English, the language problem details are worded in unless given a locale.
    public static let english = Locale(identifier: "en")

    /// UTC, the time zone problem details show dates in unless given one: a server's own
    /// zone means nothing to its clients.
    public static let utc = TimeZone.gmt

    /// The ISO 639 codes of the languages entries are worded in, `en` among them: a server
    /// picks one of these from a request's `Accept-Language`.
    ///
    /// `zh` stands for Simplified and Traditional Chinese, and `yue` (Cantonese) gets
    /// Chinese in the script it writes. A locale of one of these
    /// languages in a variety the library lacks gets English (`pt-PT`);
    /// `Locale.messageLanguageTag` names the language a locale gets. Languages registered
    /// with ``MessageLanguage/register(_:)`` are listed too.
    public static var languages: Set<String> { messageLanguageCodes }

    /// The document for an error thrown while decoding a request body: 422 with every
    /// failure for a ``ModelValidationError`` or an ``InvalidValue``, 400 for anything
    /// else, such as malformed JSON.
    ///
    /// A 400 document does not repeat the decoder's message, which can quote the body.
    ///
    /// - Parameters:
    ///   - error: The error decoding threw.
    ///   - maximumEntries: The most entries to list (see
    ///     ``init(_:maximumEntries:locale:timeZone:)``).
    ///   - locale: The locale to word the document in; English by default.
    ///   - timeZone: The time zone dates in the entries are shown in; UTC by default.
    public init(
      decodingFailure error: any Error, maximumEntries: Int = defaultMaximumEntries,
      locale: Locale = english, timeZone: TimeZone = utc
    ) {
      switch error {
      case let error as ModelValidationError:
        self.init(error, maximumEntries: maximumEntries, locale: locale, timeZone: timeZone)
      case let error as InvalidValue: self.init(error, locale: locale, timeZone: timeZone)
      default:
        let localization = MessageLocalization(locale: locale, timeZone: timeZone)
        self.init(
          title: ReportText.badRequest.text(in: localization), status: 400,
          detail: ReportText.unreadableBody.text(in: localization))
      }
    }

  }
#endif
