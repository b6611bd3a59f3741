extension InvalidValue: Encodable {
  /// Encodes the field name, message and failed requirements, for an API response.
  ///
  /// `{"field": "Password", "message": "…", "requirements": ["…"]}`: the requirements are
  /// the ones ``message`` names. Rejected inputs are not encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(fieldName, forKey: .field)
    try container.encode(message, forKey: .message)
    try container.encode(failures.flatMap(\.reportedRequirements), forKey: .requirements)
  }

  private enum CodingKeys: String, CodingKey {
    case field, message, requirements
  }
}
