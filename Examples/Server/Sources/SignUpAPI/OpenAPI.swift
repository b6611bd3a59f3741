import Foundation
import Hummingbird
import Validation

/// The OpenAPI 3.1 description of the API, which `GET /openapi.json` serves.
///
/// The request body's schema is `SignUp.jsonSchema(at:)`: built from the same fields and
/// requirements that decoding checks, so the document and the server cannot drift apart.
/// The responses' schemas (a user, problem details) describe types without requirements
/// and are written here.
public enum OpenAPIDocument {
  /// The document as JSON, with sorted keys.
  public static let json: Data = {
    let document: [String: Any] = [
      "openapi": "3.1.0",
      "info": ["title": "Sign-up API", "version": "1.0.0"],
      "paths": paths,
      "components": ["schemas": schemas],
    ]
    // A document of strings, numbers, lists and objects always serializes.
    return
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
  }()

  private static var paths: [String: Any] {
    [
      "/users": [
        "post": [
          "operationId": "createUser",
          "summary": "Signs a user up.",
          "requestBody": [
            "required": true,
            "content": ["application/json": ["schema": reference("SignUp")]],
          ],
          "responses": [
            "201": [
              "description": "The user, created.",
              "headers": ["Location": ["schema": ["type": "string"]]],
              "links": [
                "GetUser": [
                  "operationId": "getUser", "parameters": ["id": "$response.body#/id"],
                ]
              ],
              "content": ["application/json": ["schema": reference("User")]],
            ],
            "400": problem("The body is not JSON, or not an object."),
            "409": problem("The e-mail address is taken."),
            "413": problem("The body is larger than 64 KiB."),
            "415": problem("The body is not encoded in UTF-8."),
            "422": problem("The body breaks the sign-up's requirements: one entry per failure."),
          ],
        ]
      ],
      "/users/{id}": [
        "parameters": [
          ["name": "id", "in": "path", "required": true, "schema": ["type": "integer"]]
        ],
        "get": [
          "operationId": "getUser",
          "summary": "Shows a user.",
          "responses": [
            "200": [
              "description": "The user.",
              "content": ["application/json": ["schema": reference("User")]],
            ],
            "404": problem("There is no user with this id."),
          ],
        ],
      ],
    ]
  }

  private static var schemas: [String: Any] {
    [
      "SignUp": object(SignUp.jsonSchema(at: "#/components/schemas/SignUp").json()),
      "User": [
        "type": "object",
        "required": ["id", "email", "name", "age", "interests", "address"],
        "properties": [
          "id": ["type": "integer"],
          "email": ["type": "string"],
          "name": ["type": "string"],
          "age": ["type": "integer"],
          "interests": ["type": "array", "items": ["type": "string"]],
          "address": [
            "type": "object",
            "required": ["street", "zip", "city", "country"],
            "properties": [
              "street": ["type": "string"], "zip": ["type": "string"],
              "city": ["type": "string"], "country": ["type": "string"],
            ],
          ],
        ],
      ],
      "ProblemDetails": [
        "type": "object",
        "required": ["type", "title", "status", "detail", "errors"],
        "properties": [
          "type": ["type": "string"],
          "title": ["type": "string"],
          "status": ["type": "integer"],
          "detail": ["type": "string"],
          "errors": [
            "type": "array",
            "items": [
              "type": "object",
              "required": ["pointer", "detail", "code"],
              "properties": [
                "pointer": ["type": "string"],
                "detail": ["type": "string"],
                "code": ["type": "string"],
                "params": ["type": "object"],
              ],
            ],
          ],
        ],
      ],
    ]
  }

  private static func reference(_ name: String) -> [String: Any] {
    ["$ref": "#/components/schemas/\(name)"]
  }

  private static func problem(_ description: String) -> [String: Any] {
    [
      "description": description,
      "content": ["application/problem+json": ["schema": reference("ProblemDetails")]],
    ]
  }

  // A JSON document as the objects `JSONSerialization` reads it.
  private static func object(_ json: Data) -> Any {
    (try? JSONSerialization.jsonObject(with: json)) ?? [:]
  }
}
