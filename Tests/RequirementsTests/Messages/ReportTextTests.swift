import Foundation
import Testing

@testable import Requirements

/// A problem details document's own words are in every language, counts in their plural
/// forms.
struct ReportTextTests {
  static func text(_ text: ReportText, _ code: String) -> String {
    text.text(in: Locale(identifier: code))
  }

  @Test(
    "The titles and the unreadable body's detail are worded in every language",
    arguments: [
      ("en", "Unprocessable Content", "Bad Request", "The request body could not be read."),
      (
        "de", "Nicht verarbeitbarer Inhalt", "Ungültige Anfrage",
        "Der Inhalt der Anfrage konnte nicht gelesen werden."
      ),
      (
        "fr", "Contenu non traitable", "Requête incorrecte",
        "Le corps de la requête n’a pas pu être lu."
      ),
      (
        "es", "Contenido no procesable", "Solicitud incorrecta",
        "No se pudo leer el cuerpo de la solicitud."
      ),
      (
        "it", "Contenuto non elaborabile", "Richiesta non valida",
        "Impossibile leggere il corpo della richiesta."
      ),
      (
        "pt", "Conteúdo não processável", "Requisição inválida",
        "Não foi possível ler o corpo da requisição."
      ),
      (
        "nl", "Onverwerkbare inhoud", "Ongeldig verzoek",
        "De inhoud van het verzoek kon niet worden gelezen."
      ),
      (
        "pl", "Nieprzetwarzalna zawartość", "Nieprawidłowe żądanie",
        "Nie udało się odczytać treści żądania."
      ),
      (
        "ru", "Необрабатываемое содержимое", "Неверный запрос", "Не удалось прочитать тело запроса."
      ),
      ("ja", "処理できない内容", "不正なリクエスト", "リクエスト本文を読み取れませんでした。"),
      ("zh", "无法处理的内容", "错误的请求", "无法读取请求正文。"),
      ("zh-TW", "無法處理的內容", "錯誤的請求", "無法讀取請求的內容。"),
      ("pt-PT", "Unprocessable Content", "Bad Request", "The request body could not be read."),
      ("ar", "محتوى غير قابل للمعالجة", "طلب غير صالح", "تعذّرت قراءة نص الطلب."),
    ])
  func titles(code: String, unprocessable: String, badRequest: String, unreadable: String) {
    #expect(Self.text(.unprocessableContent, code) == unprocessable)
    #expect(Self.text(.badRequest, code) == badRequest)
    #expect(Self.text(.unreadableBody, code) == unreadable)
  }

  @Test(
    "The number of failures takes the plural form of its count",
    arguments: [
      ("en", 1, "1 validation failure."), ("en", 7, "7 validation failures."),
      ("de", 1, "1 Validierungsfehler."), ("de", 7, "7 Validierungsfehler."),
      ("fr", 1, "1 échec de validation."), ("fr", 7, "7 échecs de validation."),
      ("es", 1, "1 error de validación."), ("es", 7, "7 errores de validación."),
      ("it", 1, "1 errore di convalida."), ("it", 7, "7 errori di convalida."),
      ("pt", 1, "1 falha de validação."), ("pt", 7, "7 falhas de validação."),
      ("nl", 1, "1 validatiefout."), ("nl", 7, "7 validatiefouten."),
      ("pl", 1, "1 błąd walidacji."), ("pl", 2, "2 błędy walidacji."),
      ("pl", 5, "5 błędów walidacji."), ("pl", 22, "22 błędy walidacji."),
      ("ru", 1, "1 ошибка проверки."), ("ru", 3, "3 ошибки проверки."),
      ("ru", 11, "11 ошибок проверки."), ("ru", 21, "21 ошибка проверки."),
      ("ja", 7, "検証エラーが7件あります。"), ("zh", 7, "有7个验证错误。"),
      ("zh-Hant", 7, "有7個驗證錯誤。"), ("pt-PT", 7, "7 validation failures."),
      ("ar", 1, "خطأ تحقق واحد."), ("ar", 2, "خطآن في التحقق."),
      ("ar", 3, "3 أخطاء تحقق."), ("ar", 11, "11 خطأ تحقق."), ("ar", 100, "100 خطأ تحقق."),
    ])
  func failures(code: String, count: Int, expected: String) {
    #expect(Self.text(.failures(count, listed: nil, entries: count), code) == expected)
  }

  @Test(
    "A document that lists some of its entries says how many",
    arguments: [
      ("en", "250 validation failures; the first 100 of 250 entries are listed."),
      ("de", "250 Validierungsfehler. Aufgeführte Einträge: 100 von 250."),
      ("fr", "250 échecs de validation. Entrées listées\u{A0}: 100 sur 250."),
      ("es", "250 errores de validación. Entradas mostradas: 100 de 250."),
      ("it", "250 errori di convalida. Voci elencate: 100 su 250."),
      ("pt", "250 falhas de validação. Entradas listadas: 100 de 250."),
      ("nl", "250 validatiefouten. Vermelde items: 100 van 250."),
      ("pl", "250 błędów walidacji. Wymienione wpisy: 100 z 250."),
      ("ru", "250 ошибок проверки. Показано записей: 100 из 250."),
      ("ja", "検証エラーが250件あります。250件中100件を表示しています。"),
      ("zh", "有250个验证错误。共250个条目，已列出100个。"),
      ("zh-HK", "有250個驗證錯誤。共250個項目，已列出100個。"),
      ("ar", "250 خطأ تحقق. الإدخالات المعروضة: 100 من 250."),
    ])
  func listed(code: String, expected: String) {
    #expect(Self.text(.failures(250, listed: 100, entries: 250), code) == expected)
  }

  @Test(
    "An unexpected key and too deep a nesting are worded in every language",
    arguments: [
      ("en", "unexpected key", "nested more than 32 levels deep"),
      ("de", "unerwarteter Schlüssel", "mehr als 32 Ebenen tief verschachtelt"),
      ("fr", "clé inattendue", "imbriqué sur plus de 32 niveaux"),
      ("es", "clave inesperada", "anidado en más de 32 niveles"),
      ("it", "chiave inattesa", "annidato su più di 32 livelli"),
      ("pt", "chave inesperada", "aninhado em mais de 32 níveis"),
      ("nl", "onverwachte sleutel", "meer dan 32 niveaus diep genest"),
      ("pl", "nieoczekiwany klucz", "zagnieżdżenie głębsze niż 32 poziomy"),
      ("ru", "неожиданный ключ", "вложенность больше 32 уровней"),
      ("ja", "予期しないキー", "入れ子が32階層を超えています"),
      ("zh", "意外的键", "嵌套超过32层"),
      ("zh-TW", "非預期的欄位", "巢狀超過32層"),
      ("ar", "مفتاح غير متوقع", "متداخل بعمق يتجاوز 32 مستوى"),
    ])
  func reasons(code: String, unexpectedKey: String, nested: String) {
    #expect(Self.text(.unexpectedKey, code) == unexpectedKey)
    #expect(Self.text(.nestedTooDeeply(limit: 32), code) == nested)
  }
}

extension ReportTextTests {
  @Test(
    "Why a value could not be decoded is worded in every language",
    arguments: [
      ("en", "expected a value of type Int", "expected an object, found null", "missing key age"),
      ("de", "Wert vom Typ Int erwartet", "Objekt erwartet, null gefunden", "Schlüssel age fehlt"),
      ("fr", "valeur de type Int attendue", "objet attendu, null trouvé", "clé age manquante"),
      (
        "es", "se esperaba un valor de tipo Int", "se esperaba un objeto, se encontró null",
        "falta la clave age"
      ),
      (
        "it", "previsto un valore di tipo Int", "previsto un oggetto, trovato null",
        "chiave age mancante"
      ),
      (
        "pt", "esperado um valor do tipo Int", "esperado um objeto, encontrado null",
        "chave age ausente"
      ),
      (
        "nl", "waarde van type Int verwacht", "object verwacht, null gevonden",
        "sleutel age ontbreekt"
      ),
      (
        "pl", "oczekiwano wartości typu Int", "oczekiwano obiektu, znaleziono null",
        "brak klucza age"
      ),
      (
        "ru", "ожидалось значение типа Int", "ожидался объект, получено null",
        "отсутствует ключ age"
      ),
      ("ja", "Int型の値が必要", "オブジェクトが必要（nullが指定されました）", "キーageがありません"),
      ("zh", "应为Int类型的值", "应为对象，但为null", "缺少键age"),
      ("zh-TW", "應為Int型別的值", "應為物件，但收到null", "缺少欄位age"),
      ("ar", "المتوقع قيمة من النوع Int", "المتوقع كائن، لكن وُجدت null", "المفتاح age مفقود"),
    ])
  func decoding(code: String, typeMismatch: String, null: String, missingKey: String) {
    #expect(Self.text(.expected(.value(type: "Int"), foundNull: false), code) == typeMismatch)
    #expect(Self.text(.expected(.object, foundNull: true), code) == null)
    #expect(Self.text(.missingKey("age"), code) == missingKey)
  }
}
