import Validation

// The sign-up API's own sentences, in every language the library words its catalogue in:
// a client that asks for German reads German in every entry, not only in the catalogue's.
// `zh-Hant` is found for the locales the library writes Traditional Chinese for (`zh-TW`,
// `zh-HK`), `zh` for the others.
enum SignUpWording {
  static let noControlCharacters: LocalizedText = [
    "en": "Must not contain control characters.",
    "de": "Darf keine Steuerzeichen enthalten.",
    "fr": "Ne doit pas contenir de caractères de contrôle.",
    "es": "No debe contener caracteres de control.",
    "it": "Non deve contenere caratteri di controllo.",
    "pt": "Não pode conter caracteres de controle.",
    "nl": "Mag geen stuurtekens bevatten.",
    "pl": "Nie może zawierać znaków sterujących.",
    "ru": "Не должно содержать управляющих символов.",
    "ja": "制御文字は使用できません。",
    "zh": "不得包含控制字符。",
    "zh-Hant": "不得包含控制字元。",
    "ar": "يجب ألا يحتوي على أحرف تحكم.",
  ]

  static let interests: LocalizedText = [
    "en": "Each interest must have 1 to 30 characters and no control characters.",
    "de": "Jedes Interesse muss 1 bis 30 Zeichen lang sein und darf keine Steuerzeichen enthalten.",
    "fr": "Chaque centre d’intérêt doit contenir de 1 à 30 caractères, sans caractère de contrôle.",
    "es": "Cada interés debe tener entre 1 y 30 caracteres, sin caracteres de control.",
    "it": "Ogni interesse deve contenere da 1 a 30 caratteri, senza caratteri di controllo.",
    "pt": "Cada interesse deve ter de 1 a 30 caracteres, sem caracteres de controle.",
    "nl": "Elke interesse moet 1 tot 30 tekens hebben, zonder stuurtekens.",
    "pl":
      "Każde zainteresowanie musi mieć od 1 do 30 znaków i nie może zawierać znaków sterujących.",
    "ru": "Каждый интерес должен содержать от 1 до 30 символов без управляющих символов.",
    "ja": "興味はそれぞれ1〜30文字で、制御文字を含めないでください。",
    "zh": "每项兴趣须为1到30个字符，且不得包含控制字符。",
    "zh-Hant": "每項興趣須為1到30個字元，且不得包含控制字元。",
    "ar": "يجب أن يتكون كل اهتمام من 1 إلى 30 حرفًا دون أحرف تحكم.",
  ]

  static let passwordWithoutName: LocalizedText = [
    "en": "The password must not contain the name.",
    "de": "Das Passwort darf den Namen nicht enthalten.",
    "fr": "Le mot de passe ne doit pas contenir le nom.",
    "es": "La contraseña no debe contener el nombre.",
    "it": "La password non deve contenere il nome.",
    "pt": "A senha não pode conter o nome.",
    "nl": "Het wachtwoord mag de naam niet bevatten.",
    "pl": "Hasło nie może zawierać imienia.",
    "ru": "Пароль не должен содержать имя.",
    "ja": "パスワードに名前を含めることはできません。",
    "zh": "密码不能包含姓名。",
    "zh-Hant": "密碼不能包含姓名。",
    "ar": "يجب ألا تحتوي كلمة المرور على الاسم.",
  ]

  static let zipCode: LocalizedText = [
    "en": "Must be a 5-digit ZIP code.",
    "de": "Muss eine fünfstellige Postleitzahl sein.",
    "fr": "Doit être un code postal à 5 chiffres.",
    "es": "Debe ser un código postal de 5 dígitos.",
    "it": "Deve essere un CAP di 5 cifre.",
    "pt": "Deve ser um código postal de 5 dígitos.",
    "nl": "Moet een postcode van 5 cijfers zijn.",
    "pl": "Musi być 5-cyfrowym kodem pocztowym.",
    "ru": "Должен быть почтовым индексом из 5 цифр.",
    "ja": "5桁の郵便番号を入力してください。",
    "zh": "须为5位数字的邮政编码。",
    "zh-Hant": "須為5位數字的郵遞區號。",
    "ar": "يجب أن يكون رمزًا بريديًا من 5 أرقام.",
  ]

  static let countryCode: LocalizedText = [
    "en": "Must be an ISO 3166-1 country code such as DE.",
    "de": "Muss ein ISO-3166-1-Ländercode wie DE sein.",
    "fr": "Doit être un code pays ISO 3166-1, par exemple DE.",
    "es": "Debe ser un código de país ISO 3166-1, como DE.",
    "it": "Deve essere un codice paese ISO 3166-1, ad esempio DE.",
    "pt": "Deve ser um código de país ISO 3166-1, como DE.",
    "nl": "Moet een ISO 3166-1-landcode zijn, zoals DE.",
    "pl": "Musi być kodem kraju ISO 3166-1, np. DE.",
    "ru": "Должен быть кодом страны ISO 3166-1, например DE.",
    "ja": "DE のような ISO 3166-1 の国コードを入力してください。",
    "zh": "须为 ISO 3166-1 国家代码，例如 DE。",
    "zh-Hant": "須為 ISO 3166-1 國家代碼，例如 DE。",
    "ar": "يجب أن يكون رمز دولة وفق ISO 3166-1 مثل DE.",
  ]

  // The 409's detail: the address is taken by another user.
  static let emailTaken: LocalizedText = [
    "en": "This e-mail address is taken.",
    "de": "Diese E-Mail-Adresse ist bereits vergeben.",
    "fr": "Cette adresse e-mail est déjà utilisée.",
    "es": "Esta dirección de correo electrónico ya está en uso.",
    "it": "Questo indirizzo e-mail è già in uso.",
    "pt": "Este endereço de e-mail já está em uso.",
    "nl": "Dit e-mailadres is al in gebruik.",
    "pl": "Ten adres e-mail jest już zajęty.",
    "ru": "Этот адрес электронной почты уже занят.",
    "ja": "このメールアドレスは既に使用されています。",
    "zh": "该电子邮件地址已被占用。",
    "zh-Hant": "此電子郵件地址已被使用。",
    "ar": "عنوان البريد الإلكتروني هذا مستخدَم بالفعل.",
  ]

  // The 409's title, the reason phrase of the status in the client's language.
  static let conflict: LocalizedText = [
    "en": "Conflict", "de": "Konflikt", "fr": "Conflit", "es": "Conflicto", "it": "Conflitto",
    "pt": "Conflito", "nl": "Conflict", "pl": "Konflikt", "ru": "Конфликт", "ja": "競合",
    "zh": "冲突", "zh-Hant": "衝突", "ar": "تعارض",
  ]

  static let emailRegistered: LocalizedText = [
    "en": "This e-mail address is already registered.",
    "de": "Diese E-Mail-Adresse ist bereits registriert.",
    "fr": "Cette adresse e-mail est déjà enregistrée.",
    "es": "Esta dirección de correo electrónico ya está registrada.",
    "it": "Questo indirizzo e-mail è già registrato.",
    "pt": "Este endereço de e-mail já está cadastrado.",
    "nl": "Dit e-mailadres is al geregistreerd.",
    "pl": "Ten adres e-mail jest już zarejestrowany.",
    "ru": "Этот адрес электронной почты уже зарегистрирован.",
    "ja": "このメールアドレスは既に登録されています。",
    "zh": "该电子邮件地址已被注册。",
    "zh-Hant": "此電子郵件地址已註冊。",
    "ar": "عنوان البريد الإلكتروني هذا مسجَّل بالفعل.",
  ]
}
