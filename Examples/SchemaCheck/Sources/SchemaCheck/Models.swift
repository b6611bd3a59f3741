import Validation

/// Texts: lengths, allowed values, prefixes, ASCII, a format, and optional values.
struct Account: DecodableModel {
  @Validated(.length(3...12), .hasPrefix("u")) var userName = "user"
  @Validated(.ifPresent(.minLength(2) && .maxLength(5))) var nickname: String? = nil
  @Validated(.oneOf(["admin", "user", "guest"])) var role = "user"
  @Validated(.ascii(), .nonEmpty()) var code = "a"
  @Validated(!.equalTo("root")) var login = "ann"
  @Validated(.count(0...3)) var tags: [String] = []
  @Validated(.required(), .ifPresent(.hasSuffix("x"))) var marker: String? = nil
  @Validated(.maxBytes(8)) var short = ""
  @Validated(.ifPresent(.ipv4())) var host: String? = nil
  @Validated(.ifPresent(.minLength(1))) var apiKey: String? = nil

  static var allowsUnknownKeys: Bool { false }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("userName", &_userName)
    visitor.visit("nickname", &_nickname)
    visitor.visit("role", &_role)
    visitor.visit("code", &_code)
    visitor.visit("login", &_login)
    visitor.visit("tags", &_tags)
    visitor.visit("marker", &_marker)
    visitor.visit("short", &_short)
    visitor.visit("host", &_host)
    visitor.visit("apiKey", &_apiKey)
  }
}

/// Numbers: bounds, half-open ranges, multiples, negations, disjunctions and optionals, and
/// bounds on a `Double` where it rounds integers (2^53 and past).
struct Numbers: DecodableModel {
  @Validated(.range(16...120)) var age = 16
  @Validated(.range(0.0..<1.0)) var score = 0.5
  @Validated(.multiple(of: 3), .minimum(-30)) var step = 0
  @Validated(!.oneOf([13, 42])) var lucky = 1
  @Validated(.maximum(0) || .minimum(100)) var extreme = 0
  @Validated(.ifPresent(.range(1...5))) var rating: Int? = nil
  @Validated(.maximum(2.5)) var ratio = 1.0
  @Validated(.range(-9_007_199_254_740_992.0...9_007_199_254_740_992.0)) var big = 0.0
  @Validated(.maximum(1e20)) var huge = 0.0
  @Validated(.ifPresent(.range(1...10))) var topK: Int? = nil
  var count: UInt8 = 0
  var flag = false

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
    visitor.visit("score", &_score)
    visitor.visit("step", &_step)
    visitor.visit("lucky", &_lucky)
    visitor.visit("extreme", &_extreme)
    visitor.visit("rating", &_rating)
    visitor.visit("ratio", &_ratio)
    visitor.visit("big", &_big)
    visitor.visit("huge", &_huge)
    visitor.visit("topK", &_topK)
    visitor.visit("count", plain: &count)
    visitor.visit("flag", plain: &flag)
  }
}

/// Nested models: one, an optional one, a list and a dictionary of them.
struct Cart: DecodableModel {
  @Validated(.minCount(1), .maxCount(3)) var items: [String] = ["a"]
  var owner = Account()
  var backup: Account? = nil
  var lines: [Line] = []
  var byName: [String: Line] = [:]

  static var allowsUnknownKeys: Bool { false }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("items", &_items)
    visitor.visit("owner", &owner)
    visitor.visit("backup", &backup)
    visitor.visit("lines", &lines)
    visitor.visit("byName", &byName)
  }
}

/// A line of a cart.
struct Line: DecodableModel {
  @Validated(.range(1...9)) var quantity = 1
  @Validated(.nonEmpty()) var sku = "s"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("quantity", &_quantity)
    visitor.visit("sku", &_sku)
  }
}
