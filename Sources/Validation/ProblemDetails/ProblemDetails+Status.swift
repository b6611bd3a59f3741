#if canImport(Foundation)
  extension ProblemDetails {
    /// Creates a problem of your API's own, titled with the status's reason phrase
    /// (RFC 9110's, and RFC 6585's for 429).
    ///
    /// ```swift
    /// var problem = ProblemDetails(status: 409, detail: "This e-mail address is taken.")
    /// problem.errors = [Entry(pointer: "#/email", detail: "not taken", code: "taken")]
    /// ```
    ///
    /// - Parameters:
    ///   - status: The HTTP status code; a code neither RFC names is titled "Error".
    ///   - detail: What went wrong in this occurrence, for people.
    ///   - errors: The failures at places in the request body.
    public init(status: Int, detail: String, errors: [Entry] = []) {
      self.init(
        title: Self.reasonPhrases[status] ?? "Error", status: status, detail: detail,
        errors: errors)
    }

    // The reason phrases of the client and server errors: RFC 9110, section 15, and RFC
    // 6585 for 429.
    private static let reasonPhrases: [Int: String] = [
      400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
      404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
      407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict",
      410: "Gone", 411: "Length Required", 412: "Precondition Failed",
      413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
      416: "Range Not Satisfiable", 417: "Expectation Failed", 421: "Misdirected Request",
      422: "Unprocessable Content", 426: "Upgrade Required", 429: "Too Many Requests",
      500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
      503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
  }
#endif
