import Foundation
import Hummingbird
import Validation

/// The largest request body the API reads, in bytes: 64 KiB.
public let maximumBodySize = 64 * 1024

/// The context of each request: Hummingbird's, with the body size limit of this API.
public struct SignUpRequestContext: RequestContext {
  /// The storage Hummingbird needs.
  public var coreContext: CoreRequestContextStorage

  /// Creates the context of a request.
  public init(source: Source) {
    coreContext = .init(source: source)
  }

  /// The limit that collecting a request body enforces; a larger body is a 413.
  public var maxUploadSize: Int { maximumBodySize }
}

/// Builds the router: `POST /users`, `GET` and `HEAD /users/{id}`, and the API's description
/// at `GET /openapi.json`; every failure as problem details.
public func buildRouter(store: UserStore) -> Router<SignUpRequestContext> {
  // HEAD answers as GET does, without the body.
  let router = Router(context: SignUpRequestContext.self, options: .autoGenerateHeadEndpoints)
  // Each request's method and path, at debug level (`LOG_LEVEL=debug`); no body, no header.
  router.add(middleware: LogRequestsMiddleware(.debug))
  router.add(middleware: ProblemDetailsMiddleware())
  // The routes below and their methods: another method on one of them is a 405.
  router.add(
    middleware: MethodNotAllowedMiddleware(routes: [
      "users": [.post], "users/:id": [.get, .head], "openapi.json": [.get, .head],
    ]))
  router.post("users") { request, context in
    try await createUser(request, context: context, store: store)
  }
  router.get("openapi.json") { _, _ in
    Response(
      status: .ok, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.json)))
  }
  router.get("users/:id") { request, context in
    // Only the canonical address names a user: the router also routes `/users/01`,
    // `/users/+1` and `/users/1/` here, and `Int` reads the first two as 1.
    guard let id = context.parameters.get("id", as: Int.self),
      request.uri.path == "/users/\(id)",
      let user = await store.user(id: id)
    else {
      return ProblemDetails(.notFound, detail: "There is no user with this id.").response()
    }
    return jsonResponse(user, status: .ok)
  }
  return router
}

/// Builds the application on a router from ``buildRouter(store:)``, with the endpoints of
/// ``addComparisonRoutes(to:)`` when `comparisonRoutes` is `true`.
public func buildApplication(
  configuration: ApplicationConfiguration, store: UserStore = UserStore(),
  comparisonRoutes: Bool = false
) -> some ApplicationProtocol {
  let router = buildRouter(store: store)
  if comparisonRoutes {
    addComparisonRoutes(to: router)
  }
  return Application(router: router, configuration: configuration)
}

// POST /users: a JSON body decoded through `SignUp`, answered with the user (201) or
// problem details (400, 409, 413, 415 or 422).
private func createUser(
  _ request: Request, context: SignUpRequestContext, store: UserStore
) async throws -> Response {
  guard let contentType = request.headers[.contentType],
    let mediaType = MediaType(from: contentType), mediaType.isType(.applicationJson)
  else {
    return ProblemDetails(.badRequest, detail: "The request body must be application/json.")
      .response()
  }
  guard declaresOnlyUTF8(contentType) else {
    return ProblemDetails(
      .unsupportedMediaType, detail: "The request body must be encoded in UTF-8."
    ).response()
  }
  // The language the failures are worded in, from `Accept-Language`.
  let language = AcceptLanguage(request.headers[.acceptLanguage])
  // Throws a 413 (`HTTPResponseError`) past the limit, which the middleware answers.
  let body = Data(try await request.body.collect(upTo: context.maxUploadSize).readableBytesView)
  guard isJSONTextEncoding(body) else {
    return ProblemDetails(.badRequest, detail: "The request body could not be read.").response()
  }
  let signUp: SignUp
  do {
    signUp = try JSONDecoder().decode(SignUp.self, from: body)
  } catch {
    // 422 with every failure, or 400 for a body that is not a JSON object.
    let problem = ProblemDetails(decodingFailure: error, locale: language.locale)
    return problem.response(in: language.locale)
  }
  guard let user = await store.create(signUp) else {
    var problem = ProblemDetails(
      .conflict, detail: SignUpWording.emailTaken.text(in: language.locale))
    problem.title = SignUpWording.conflict.text(in: language.locale)
    problem.errors = [
      .init(
        pointer: "#/email", detail: SignUpWording.emailRegistered.text(in: language.locale),
        code: "already_registered")
    ]
    return problem.response(in: language.locale)
  }
  var response = jsonResponse(user, status: .created)
  response.headers[.location] = "/users/\(user.id)"
  return response
}

// A JSON response with sorted keys: the same user always gives the same bytes.
private func jsonResponse(_ value: some Encodable, status: HTTPResponse.Status) -> Response {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  // A user holds only strings, integers and arrays of them, which always encode.
  let data = (try? encoder.encode(value)) ?? Data()
  return Response(
    status: status, headers: [.contentType: "application/json"],
    body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
}
