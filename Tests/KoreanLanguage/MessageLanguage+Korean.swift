import Foundation
import Requirements

// A language added the way an app adds one, in a module of its own: only public API of
// `Requirements`, every entry given, each switch exhaustive.

extension MessageLanguage {
  /// Korean, tag `ko`: messages for `ko` and `ko-KR`, once registered.
  public static let korean = MessageLanguage(
    tag: "ko", pluralRule: .none, sentenceSeparator: " ",
    phrase: { Korean.phrase($0, $1) },
    sentence: { constraint, subject, f in
      Korean.said(Korean.predicate(constraint, subject: subject, f), about: subject)
    },
    negatedPhrase: { constraint, f in
      switch constraint {
      case .nonEmpty, .nonBlank: return "비어 있음"
      case .contains(let text): return "\(f.quoted(text)) 포함 안 함"
      case .hasPrefix(let text): return "\(f.quoted(text))\(Korean.ro(text)) 시작하지 않음"
      case .hasSuffix(let text): return "\(f.quoted(text))\(Korean.ro(text)) 끝나지 않음"
      case .pattern(let pattern?): return "\(f.quoted(pattern)) 패턴과 일치하지 않음"
      default: return "허용되지 않음: \(Korean.phrase(constraint, f))"
      }
    },
    negatedSentence: { constraint, subject, f in
      let predicate: String
      switch constraint {
      case .nonEmpty, .nonBlank: predicate = "비어 있어야 합니다"
      case .contains(let text):
        predicate = "\(f.quoted(text))\(Korean.eul(text)) 포함할 수 없습니다"
      case .hasPrefix(let text): predicate = "\(f.quoted(text))\(Korean.ro(text)) 시작할 수 없습니다"
      case .hasSuffix(let text): predicate = "\(f.quoted(text))\(Korean.ro(text)) 끝날 수 없습니다"
      case .pattern(let pattern?): predicate = "\(f.quoted(pattern)) 패턴과 일치할 수 없습니다"
      default: predicate = "다음 조건을 충족할 수 없습니다: \(Korean.phrase(constraint, f))"
      }
      return Korean.said(predicate, about: subject)
    },
    anyOfSentence: { phrases, subject, f in
      Korean.said("다음 조건 중 하나를 충족해야 합니다: \(f.list(phrases, joinedBy: .or))", about: subject)
    },
    meetingSentence: { phrase, subject, _ in
      Korean.said("다음 조건을 충족해야 합니다: \(phrase)", about: subject)
    },
    notMeetingSentence: { phrase, subject, _ in
      Korean.said("다음 조건을 충족할 수 없습니다: \(phrase)", about: subject)
    },
    notMeetingPhrase: { phrase, _ in "충족하지 않음: \(phrase)" },
    report: { Korean.report($0, $1) })
}

// The wording, apart from the value so that the closures stay short.
enum Korean {
  static func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
    switch constraint {
    case .required: return "필수 항목"
    case .nonEmpty, .nonBlank: return "비어 있지 않음"
    case .minLength(let n): return "\(f.number(n))자 이상"
    case .maxLength(let n): return "\(f.number(n))자 이하"
    case .length(let min, let max) where min == max: return "정확히 \(f.number(min))자"
    case .length(let min, let max): return "\(f.number(min))~\(f.number(max))자"
    case .maxBytes(let n): return "\(f.number(n))바이트 이하"
    case .minCount(let n): return "\(f.number(n))개 이상"
    case .maxCount(let n): return "\(f.number(n))개 이하"
    case .count(let min, let max) where min == max: return "정확히 \(f.number(min))개"
    case .count(let min, let max): return "\(f.number(min))~\(f.number(max))개"
    case .minimum(.date(let date)): return "\(f.date(date)) 이후"
    case .minimum(let bound): return "\(f.value(bound)) 이상"
    case .maximum(.date(let date)): return "\(f.date(date)) 이전"
    case .maximum(let bound): return "\(f.value(bound)) 이하"
    case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
    case .range(let lower, let upper) where lower == upper: return "정확히 \(f.value(lower))"
    case .range(.date(let lower), .date(let upper)):
      return "\(f.date(lower))부터 \(f.date(upper))까지"
    case .range(let lower, let upper): return "\(f.value(lower)) 이상 \(f.value(upper)) 이하"
    case .halfOpenRange(.date(let lower), .date(let upper)):
      return "\(f.date(lower))부터 \(f.date(upper)) 전까지"
    case .halfOpenRange(let lower, let upper):
      return "\(f.value(lower)) 이상 \(f.value(upper)) 미만"
    case .multiple(let divisor): return "\(f.value(divisor))의 배수"
    case .oneOf(let values) where values.isEmpty: return "허용되는 값 없음"
    case .oneOf(let values): return f.values(values, joinedBy: .or)
    case .noneOf(let values) where values.isEmpty: return "모든 값"
    case .noneOf(let values): return "\(f.values(values, joinedBy: .and)) 이외의 값"
    case .equalTo(let value): return f.value(value)
    case .accepted: return "동의함"
    case .hasPrefix(let text): return "\(f.quoted(text))\(ro(text)) 시작"
    case .hasSuffix(let text): return "\(f.quoted(text))\(ro(text)) 끝남"
    case .contains(let text): return "\(f.quoted(text)) 포함"
    case .atLeast(let n, let characterClass):
      return "\(noun(characterClass)) \(f.number(n))개 이상"
    case .only(let classes) where classes.isEmpty: return "문자 없음"
    case .only(let classes): return "\(f.list(classes.map(noun), joinedBy: .and))만"
    case .ascii: return "ASCII 문자만"
    case .email: return "올바른 이메일 주소"
    case .url(let schemes): return "\(f.schemes(schemes))로 시작하는 웹 주소"
    case .hostname: return "올바른 호스트 이름"
    case .ipv4: return "IPv4 주소"
    case .ipv6: return "IPv6 주소"
    case .e164: return "국제 형식의 전화번호(예: +821012345678)"
    case .uuid(let version?): return "버전 \(version) UUID"
    case .uuid(nil): return "UUID"
    case .pattern(let pattern?): return "\(f.quoted(pattern)) 패턴과 일치"
    case .pattern(nil): return "필요한 형식"
    case .hidden(let hidden):
      switch hidden {
      case .equalTo: return "예상한 값"
      case .oneOf: return "허용되는 값 중 하나"
      case .noneOf: return "제외된 값이 아님"
      case .hasPrefix: return "지정된 텍스트로 시작"
      case .hasSuffix: return "지정된 텍스트로 끝남"
      case .contains: return "지정된 텍스트 포함"
      }
    case .conversion(let conversion):
      switch conversion {
      case .value: return "값"
      case .wholeNumber: return "정수"
      case .number: return "숫자"
      case .date: return "날짜(YYYY-MM-DD)"
      case .dateTime: return "날짜와 시간(YYYY-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime: return "날짜(YYYY-MM-DD) 또는 날짜와 시간(YYYY-MM-DDThh:mm:ssZ)"
      case .dateWithinYears: return "1년부터 9999년 사이의 날짜"
      case .nanosecondTime: return "나노초보다 정밀하지 않은 시간"
      case .webAddress(let schemes): return "\(f.schemes(schemes))로 시작하는 웹 주소"
      case .character: return "한 글자"
      case .checkbox: return "선택 또는 선택 해제"
      case .existingDay: return "달력에 있는 날짜"
      case .rawValue(let values):
        return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }

  // The predicate of a failure's sentence: "8자 이상이어야 합니다".
  static func predicate(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
    switch constraint {
    case .required, .conversion(.value): return "\(subject.map { $0 + eul($0) } ?? "값을") 입력해 주세요"
    case .nonEmpty, .nonBlank: return "비워 둘 수 없습니다"
    case .oneOf(let values) where values.isEmpty: return "값을 가질 수 없습니다"
    case .oneOf(let values): return "다음 중 하나여야 합니다: \(f.values(values, joinedBy: .or))"
    case .noneOf(let values) where values.isEmpty: return "어떤 값이든 될 수 있습니다"
    case .noneOf(let values):
      return "다음 값은 사용할 수 없습니다: \(f.values(values, joinedBy: .and))"
    case .equalTo(let value): return "\(f.value(value))\(be(f.value(value))) 합니다"
    case .range(let lower, let upper) where lower == upper:
      let shown = phrase(constraint, f)
      return "\(shown)\(be(f.value(lower))) 합니다"
    case .accepted: return "동의해야 합니다"
    case .hasPrefix(let text): return "\(f.quoted(text))\(ro(text)) 시작해야 합니다"
    case .hasSuffix(let text): return "\(f.quoted(text))\(ro(text)) 끝나야 합니다"
    case .contains(let text): return "\(f.quoted(text))\(eul(text)) 포함해야 합니다"
    case .atLeast(let n, let characterClass):
      let noun = noun(characterClass)
      return "\(noun)\(eul(noun)) \(f.number(n))개 이상 포함해야 합니다"
    case .only(let classes) where classes.isEmpty: return "문자를 포함할 수 없습니다"
    case .only(let classes):
      return "\(f.list(classes.map(noun), joinedBy: .and))만 사용할 수 있습니다"
    case .ascii: return "ASCII 문자만 사용할 수 있습니다"
    case .pattern(let pattern?): return "\(f.quoted(pattern)) 패턴과 일치해야 합니다"
    case .conversion(.nanosecondTime): return "나노초보다 정밀할 수 없습니다"
    case .conversion(.checkbox): return "선택하거나 선택 해제해야 합니다"
    case .conversion(.rawValue(let values)):
      return "다음 중 하나여야 합니다: \(f.values(values.map(Constraint.Value.text), joinedBy: .or))"
    case .hidden(.equalTo): return "예상한 값과 일치해야 합니다"
    case .hidden(.noneOf): return "제외된 값은 사용할 수 없습니다"
    case .hidden(.hasPrefix): return "지정된 텍스트로 시작해야 합니다"
    case .hidden(.hasSuffix): return "지정된 텍스트로 끝나야 합니다"
    case .hidden(.contains): return "지정된 텍스트를 포함해야 합니다"
    default:
      // Every other phrase is a noun phrase: "8자 이상이어야 합니다".
      let shown = phrase(constraint, f)
      return "\(shown)\(be(shown)) 합니다"
    }
  }

  static func report(_ text: ReportText, _ f: MessageFormat) -> String {
    switch text {
    case .unprocessableContent: return "처리할 수 없는 콘텐츠"
    case .badRequest: return "잘못된 요청"
    case .unreadableBody: return "요청 본문을 읽을 수 없습니다."
    case .failures(let count, let listed, let entries):
      let failures = "유효성 검사 오류 \(f.number(count))건."
      guard let listed else { return failures }
      return failures + " 표시된 항목: \(f.number(entries))건 중 \(f.number(listed))건."
    case .unexpectedKey: return "예상하지 못한 키"
    case .nestedTooDeeply(let limit): return "\(f.number(limit))단계보다 깊게 중첩됨"
    case .expected(let expected, let foundNull):
      let shape: String
      switch expected {
      case .object: shape = "객체"
      case .array: shape = "배열"
      case .value(let type): shape = "\(type) 형식의 값"
      }
      return foundNull ? "\(shape) 필요, null 발견" : "\(shape) 필요"
    case .missingKey(let key): return "\(key) 키 없음"
    case .unreadableValue: return "값을 읽을 수 없음"
    case .undecodedValue: return "값을 디코딩할 수 없음"
    case .unchecked(let phrase): return "\(phrase) (아직 확인되지 않음)"
    }
  }

  // A sentence about the subject, which takes the topic particle: "비밀번호는 …".
  static func said(_ predicate: String, about subject: String?) -> String {
    guard let subject else { return predicate + "." }
    if predicate.hasPrefix(subject) { return predicate + "." }
    return "\(subject)\(particle(subject, "은", "는", "은(는)")) \(predicate)."
  }

  // The library's classes by their Korean names; a caller's by its own.
  static func noun(_ characterClass: CharacterClass) -> String {
    switch characterClass.builtInCode {
    case "uppercase": "영문 대문자"
    case "lowercase": "영문 소문자"
    case "letters": "영문자"
    case "digits": "숫자"
    case "whitespace": "공백"
    case "special": "특수 문자"
    default: characterClass.singularName
    }
  }

  // The object particle: 을 after a final consonant, 를 after a vowel.
  static func eul(_ word: String) -> String { particle(word, "을", "를", "을(를)") }

  // The copula before "합니다": 이어야 after a final consonant, 여야 after a vowel.
  static func be(_ word: String) -> String { particle(word, "이어야", "여야", "(이)어야") }

  // The particle "(으)로": 로 after a vowel or ㄹ, 으로 after another consonant.
  static func ro(_ word: String) -> String {
    guard let final = finalConsonant(word) else { return "(으)로" }
    return final == 0 || final == 8 ? "로" : "으로"
  }

  private static func particle(
    _ word: String, _ afterConsonant: String, _ afterVowel: String, _ unknown: String
  ) -> String {
    guard let final = finalConsonant(word) else { return unknown }
    return final == 0 ? afterVowel : afterConsonant
  }

  // The final consonant (jongseong index, 0 for none) the word is read with, for a word
  // ending in a Hangul syllable or a digit; `nil` for any other ending.
  private static func finalConsonant(_ word: String) -> Int? {
    let trimmed = word.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    guard let last = trimmed.unicodeScalars.last else { return nil }
    if (0xAC00...0xD7A3).contains(last.value) { return Int(last.value - 0xAC00) % 28 }
    // 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구: ㅇ is 21, ㄹ 8, ㅁ 16, ㄱ 1.
    let digits = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0]
    if let digit = Int(String(last)), (0...9).contains(digit) { return digits[digit] }
    return nil
  }
}

extension MessageLanguage {
  /// German for Liechtenstein, tag `de-LI`: the library's German with a friendlier e-mail
  /// sentence, as an app rewords one entry of a built-in language.
  public static let liechtensteinGerman: MessageLanguage = {
    var german = MessageLanguage.german
    german.tag = "de-LI"
    let sentence = german.sentence
    german.sentence = { constraint, subject, format in
      guard case .email = constraint else { return sentence(constraint, subject, format) }
      return "Bitte gib eine gültige E-Mail-Adresse ein."
    }
    return german
  }()
}
