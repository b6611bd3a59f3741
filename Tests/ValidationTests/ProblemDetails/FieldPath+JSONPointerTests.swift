import Testing
import Validation

struct FieldPathJSONPointerTests {
  @Test(
    "A path becomes an RFC 6901 pointer in URI fragment form, escaped",
    arguments: [
      (FieldPath(), "#"),
      ("address.zip", "#/address/zip"),
      ("orders[3].total", "#/orders/3/total"),
      ("[2].age", "#/2/age"),
      (FieldPath([.field("a/b")]), "#/a~1b"),
      (FieldPath([.field("m~n")]), "#/m~0n"),
      (FieldPath([.field("~1")]), "#/~01"),
      (FieldPath([.field("first name")]), "#/first%20name"),
      (FieldPath([.field("é")]), "#/%C3%A9"),
      (FieldPath([.field("50%")]), "#/50%25"),
      (FieldPath([.field("a\"b#c")]), "#/a%22b%23c"),
      (
        FieldPath([.field("members"), .field("ann@example.com"), .field("age")]),
        "#/members/ann@example.com/age"
      ),
      (FieldPath([.field("")]), "#/"),
    ] as [(FieldPath, String)])
  func pointer(path: FieldPath, expected: String) {
    #expect(path.jsonPointer == expected)
  }
}
