extension ModelValidationError: Encodable {
  /// Encodes the failures, for an API response:
  /// `{"failures": [{"path": "address.zip", "fields": ["address.zip"], "message": "…",
  /// "requirements": ["…"], "displayName": "ZIP code", "rejectedValue": "123"}]}`.
  ///
  /// A secret field's value is never encoded: its failures have no rejected value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(failures, forKey: .failures)
  }

  private enum CodingKeys: String, CodingKey {
    case failures
  }
}

extension ModelValidationError.Failure: Encodable {
  /// Encodes the failure's path, fields, display name, message, failed requirements and
  /// rejected value (absent for a secret).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path.description, forKey: .path)
    try container.encode(fields.map(\.description), forKey: .fields)
    try container.encodeIfPresent(displayName, forKey: .displayName)
    try container.encode(message, forKey: .message)
    try container.encode(requirements, forKey: .requirements)
    try container.encodeIfPresent(rejectedValue, forKey: .rejectedValue)
  }

  private enum CodingKeys: String, CodingKey {
    case path, fields, displayName, message, requirements, rejectedValue
  }
}
