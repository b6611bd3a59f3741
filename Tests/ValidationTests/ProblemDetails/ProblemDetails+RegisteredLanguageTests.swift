import Foundation
import KoreanLanguage
import Requirements
import Testing
import Validation

/// A language an app registers words its problem details, checklists and messages.
struct ProblemDetailsRegisteredLanguageTests {
  struct Signup: DecodableModel {
    @Validated(name: "비밀번호", .minLength(8)) var password = "placeholder"

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &_password)
    }
  }

  @Test("A document for a Korean locale is Korean throughout and names its language ko")
  func problemDetails() {
    MessageLanguage.register(.korean)
    let locale = Locale(identifier: "ko-KR")
    do {
      _ = try JSONDecoder().decode(Signup.self, from: Data(#"{"password": "abc"}"#.utf8))
      Issue.record("decoded a short password")
    } catch {
      let problem = ProblemDetails(decodingFailure: error, locale: locale)
      #expect(locale.messageLanguageTag == "ko")
      #expect(ProblemDetails.languages.contains("ko"))
      #expect(problem.title == "처리할 수 없는 콘텐츠")
      #expect(problem.detail == "유효성 검사 오류 1건.")
      #expect(problem.errors.map(\.detail) == ["8자 이상이어야 합니다."])
    }
  }

  @Test("A checklist shows a registered language's phrases")
  func checklist() {
    MessageLanguage.register(.korean)
    let password = ValidatableValue<String>(
      "abc", .minLength(8), .atLeast(1, .uppercase), .only(.letters, .digits))
    #expect(
      password.checklist.map { $0.phrase(in: Locale(identifier: "ko")) } == [
        "8자 이상", "영문 대문자 1개 이상", "영문자 및 숫자만",
      ])
  }
}
