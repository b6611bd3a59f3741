import Foundation
import Hummingbird
import Validation

extension ProblemDetails {
  /// A problem without entries, titled with the status's RFC 9110 reason phrase.
  init(_ status: HTTPResponse.Status, detail: String) {
    self.init(status: status.code, detail: detail)
  }

  /// The document as a response: its status, `application/problem+json`, its stable bytes,
  /// and, when it was worded in a locale, the language the library wrote it in
  /// (`Locale.messageLanguageTag`: `zh-Hant` for `zh-TW`, `en` for `pt-PT`).
  func response(in locale: Locale? = nil) -> Response {
    var headers: HTTPFields = [.contentType: ProblemDetails.mediaType]
    if let locale { headers[.contentLanguage] = locale.messageLanguageTag }
    return Response(
      status: HTTPResponse.Status(code: status), headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: json())))
  }
}

/// Answers every error as problem details, so that a client reads one format for every
/// failure: Hummingbird's own errors (an unknown route, a body above the size limit) keep
/// their status and headers, and any other error is a 500 that does not describe itself.
struct ProblemDetailsMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch {
      if let error = error as? any HTTPResponseError {
        var response = ProblemDetails(error.status, detail: Self.detail(for: error.status))
          .response()
        // The error's own headers, such as a 405's `Allow`, stay; the document sets the
        // content headers.
        if let error = error as? HTTPError {
          for field in error.headers
          where field.name != .contentType && field.name != .contentLength {
            response.headers.append(field)
          }
        }
        return response
      }
      context.logger.error("Unexpected error: \(String(reflecting: type(of: error)))")
      return ProblemDetails(.internalServerError, detail: Self.detail(for: .internalServerError))
        .response()
    }
  }

  // A fixed text per status: an error's own message can quote the request.
  private static func detail(for status: HTTPResponse.Status) -> String {
    switch status {
    case .notFound: return "There is nothing at this address."
    case .methodNotAllowed: return "This address does not answer this method."
    case .contentTooLarge: return "The request body is larger than \(maximumBodySize) bytes."
    case .internalServerError: return "The server could not answer the request."
    default: return "The request could not be answered."
    }
  }
}
