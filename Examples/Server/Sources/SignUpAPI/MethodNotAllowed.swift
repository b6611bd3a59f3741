import Hummingbird

/// Answers a request for a route of the API with a method the route does not answer: a 405,
/// with an `Allow` header listing the route's methods, which ``ProblemDetailsMiddleware``
/// turns into problem details.
///
/// Hummingbird's router throws the same 404 for an unknown path and for a known path with
/// another method; this middleware tells them apart by matching the path against the
/// routes it is given, as the router's paths (`users/:id`, where a `:` segment matches any
/// one segment) with the methods of each.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
  private let routes: [(segments: [Substring], allow: String)]

  /// Creates the middleware from each route's path and methods.
  init(routes: KeyValuePairs<String, [HTTPRequest.Method]>) {
    self.routes = routes.map { path, methods in
      (path.split(separator: "/"), methods.map(\.rawValue).joined(separator: ", "))
    }
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      // Empty segments are skipped, as the router skips them.
      let segments = request.uri.path.split(separator: "/")
      guard let route = routes.first(where: { matches(segments, $0.segments) }) else {
        throw error
      }
      throw HTTPError(.methodNotAllowed, headers: [.allow: route.allow])
    }
  }

  // Whether a path's segments match a route's, a `:` segment matching any one.
  private func matches(_ segments: [Substring], _ route: [Substring]) -> Bool {
    segments.count == route.count
      && zip(segments, route).allSatisfy { $1.hasPrefix(":") || $0 == $1 }
  }
}
