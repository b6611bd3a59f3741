#if canImport(Foundation)
  extension MessageLanguage {
    /// English, tag `en`: the language of every locale no language is registered for.
    public static let english = MessageLanguage("en", English())
    /// German, tag `de`.
    public static let german = MessageLanguage("de", German())
    /// French, tag `fr`.
    public static let french = MessageLanguage("fr", French())
    /// Spanish, tag `es`.
    public static let spanish = MessageLanguage("es", Spanish())
    /// Italian, tag `it`.
    public static let italian = MessageLanguage("it", Italian())
    /// Brazilian Portuguese, tag `pt-BR`: Portuguese with no region or in Brazil.
    public static let brazilianPortuguese = MessageLanguage("pt-BR", BrazilianPortuguese())
    /// Dutch, tag `nl`.
    public static let dutch = MessageLanguage("nl", Dutch())
    /// Polish, tag `pl`.
    public static let polish = MessageLanguage("pl", Polish())
    /// Russian, tag `ru`.
    public static let russian = MessageLanguage("ru", Russian())
    /// Japanese, tag `ja`.
    public static let japanese = MessageLanguage("ja", Japanese())
    /// Simplified Chinese, tag `zh-Hans`: Chinese in the Han Simplified script, given or
    /// implied by the region (`zh-CN`, `zh-SG`).
    public static let simplifiedChinese = MessageLanguage("zh-Hans", SimplifiedChinese())
    /// Traditional Chinese, tag `zh-Hant`: Chinese in the Han Traditional script, given or
    /// implied by the region (`zh-TW`, `zh-HK`, `zh-MO`).
    public static let traditionalChinese = MessageLanguage("zh-Hant", TraditionalChinese())
    /// Arabic, tag `ar`.
    public static let arabic = MessageLanguage("ar", Arabic())

    /// The languages the library ships.
    public static let builtIns: [MessageLanguage] = [
      english, german, french, spanish, italian, brazilianPortuguese, dutch, polish, russian,
      japanese, simplifiedChinese, traditionalChinese, arabic,
    ]
  }
#endif
