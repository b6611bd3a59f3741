extension InvalidValue: Encodable {
  /// Encodes the field name, message and failed requirements, for an API response:
  /// `{"field": "Password", "message": "…", "requirements": ["…"]}`. The requirements are
  /// the ones ``message`` names: of a requirement combined with `&&`, only the parts that
  /// fail.
  ///
  /// Rejected inputs are not encoded, so a secret cannot leak through here.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
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
