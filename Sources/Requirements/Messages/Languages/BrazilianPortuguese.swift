#if canImport(Foundation)
  // Messages in Brazilian Portuguese. A sentence speaks of the field, "O campo “Senha”" or
  // "Este campo", both masculine, so that every predicate agrees with its subject whatever
  // the field's name is. Counts follow CLDR: the singular for 0 and 1, "de" before the
  // noun for millions ("1.000.000 de caracteres").
  struct BrazilianPortuguese: PredicateLanguage {
    var pluralRule: PluralRule { .oneForZeroAndOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obrigatório"
      case .nonEmpty: return "não vazio"
      case .nonBlank: return "pelo menos um caractere visível"
      case .minLength(let n): return "pelo menos \(f.count(n, Self.characters))"
      case .maxLength(let n): return "no máximo \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "exatamente \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "entre \(f.number(min)) e \(f.count(max, Self.characters))"
      case .maxBytes(let n): return "no máximo \(f.count(n, Self.bytes))"
      case .minCount(let n): return "pelo menos \(f.count(n, Self.items))"
      case .maxCount(let n): return "no máximo \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max:
        return "exatamente \(f.count(min, Self.items))"
      case .count(let min, let max): return "entre \(f.number(min)) e \(f.count(max, Self.items))"
      case .minimum(.date(let date)): return "a partir de \(f.date(date))"
      case .minimum(let bound): return "no mínimo \(f.value(bound))"
      case .maximum(.date(let date)): return "até \(f.date(date))"
      case .maximum(let bound): return "no máximo \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
      case .range(let lower, let upper) where lower == upper: return "exatamente \(f.value(lower))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) e \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partir de \(f.date(lower)) e antes de \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "no mínimo \(f.value(lower)) e menor que \(f.value(upper))"
      case .multiple(let divisor): return "múltiplo de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "nenhum valor"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "qualquer valor"
      case .noneOf(let values): return "diferente de \(f.values(values, joinedBy: .and))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "aceito"
      case .hasPrefix(let text): return "começa com \(f.quoted(text))"
      case .hasSuffix(let text): return "termina com \(f.quoted(text))"
      case .contains(let text): return "contém \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "pelo menos \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "nenhum caractere"
      case .only(let classes): return "somente \(Self.classNames.list(classes, f))"
      case .ascii: return "somente caracteres ASCII"
      case .email: return "um endereço de e-mail válido"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "um nome de host válido"
      case .ipv4: return "um endereço IPv4 válido"
      case .ipv6: return "um endereço IPv6 válido"
      case .e164: return "um número de telefone no formato internacional, como +5511912345678"
      case .uuid(let version?): return "um UUID da versão \(version)"
      case .uuid(nil): return "um UUID"
      case .pattern(let pattern?): return "corresponde ao padrão \(f.quoted(pattern))"
      case .pattern(nil): return "no formato exigido"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "é obrigatório"
      case .nonEmpty: predicate = "não pode ficar vazio"
      case .nonBlank: predicate = "deve conter pelo menos um caractere visível"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count:
        predicate = "deve ter \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "deve ocupar no máximo \(f.count(n, Self.bytes))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "deve ser \(phrase(constraint, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "deve ser uma data \(phrase(constraint, f))"
      case .range: predicate = "deve estar \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "não aceita nenhum valor"
      case .minimum, .maximum, .halfOpenRange, .oneOf, .equalTo, .email, .url, .hostname, .ipv4,
        .ipv6, .e164, .uuid:
        predicate = "deve ser \(phrase(constraint, f))"
      case .multiple: predicate = "deve ser um \(phrase(constraint, f))"
      case .noneOf(let values) where values.isEmpty: predicate = "aceita qualquer valor"
      case .noneOf(let values): predicate = "não pode ser \(f.values(values, joinedBy: .or))"
      case .accepted: predicate = "deve ser aceito"
      case .conversion(.checkbox): predicate = "deve estar marcado ou desmarcado"
      case .hasPrefix(let text): predicate = "deve começar com \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "deve terminar com \(f.quoted(text))"
      case .contains(let text): predicate = "deve conter \(f.quoted(text))"
      case .only(let classes) where classes.isEmpty: predicate = "deve ficar vazio"
      case .atLeast, .only, .ascii: predicate = "deve conter \(phrase(constraint, f))"
      case .pattern(let pattern?): predicate = "deve corresponder ao padrão \(f.quoted(pattern))"
      case .pattern(nil): predicate = "não está no formato exigido"
      case .conversion(.nanosecondTime):
        predicate = "não pode ter precisão maior que um nanossegundo"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "deve ser \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Conteúdo não processável"
      case .badRequest: return "Requisição inválida"
      case .unreadableBody: return "Não foi possível ler o corpo da requisição."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(count, one: "# falha de validação", other: "# falhas de validação") + "."
        guard let listed else { return failures }
        return failures + " Entradas listadas: \(f.number(listed)) de \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "um objeto"
        case .array: shape = "um array"
        case .value(let type): shape = "um valor do tipo \(type)"
        }
        return foundNull ? "esperado \(shape), encontrado null" : "esperado \(shape)"
      case .missingKey(let key): return "chave \(key) ausente"
      case .unreadableValue: return "um valor que não pôde ser lido"
      case .undecodedValue: return "um valor que não pôde ser decodificado"
      case .unchecked(let phrase): return "\(phrase) (ainda não verificado)"
      case .unexpectedKey: return "chave inesperada"
      case .nestedTooDeeply(let limit):
        return "aninhado em mais de \(f.count(limit, one: "# nível", other: "# níveis"))"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "vazio"
      case .nonBlank: return "vazio"
      case .contains(let text): return "não contém \(f.quoted(text))"
      case .hasPrefix(let text): return "não começa com \(f.quoted(text))"
      case .hasSuffix(let text): return "não termina com \(f.quoted(text))"
      case .pattern(let pattern?): return "não corresponde ao padrão \(f.quoted(pattern))"
      default: return "não permitido: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "deve ficar vazio"
      case .nonBlank: predicate = "deve ficar vazio"
      case .contains(let text): predicate = "não pode conter \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "não pode começar com \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "não pode terminar com \(f.quoted(text))"
      case .pattern(let pattern?):
        predicate = "não pode corresponder ao padrão \(f.quoted(pattern))"
      default: predicate = "não deve atender a esta condição: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    static let conditions = ConditionWords(
      anyOf: "deve atender a uma destas condições: ", meeting: "deve atender a esta condição: ",
      notMeeting: "não deve atender a esta condição: ",
      notMeetingPhrase: "não atende a esta condição: ")

    // "O campo “Senha” …." or "Este campo …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "O campo \(f.quoted($0))" } ?? "Este campo"
      return "\(field) \(predicate)."
    }

    private static let characters = NounForms(
      one: "# caractere", many: "# de caracteres", other: "# caracteres")
    private static let items = NounForms(one: "# item", many: "# de itens", other: "# itens")
    private static let bytes = NounForms(one: "# byte", many: "# de bytes", other: "# bytes")

    // Characters of a class: "1 dígito", "2 dígitos".
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(
        one: "# letra maiúscula", many: "# de letras maiúsculas", other: "# letras maiúsculas"),
      lowercase: NounForms(
        one: "# letra minúscula", many: "# de letras minúsculas", other: "# letras minúsculas"),
      letters: NounForms(one: "# letra", many: "# de letras", other: "# letras"),
      digits: NounForms(one: "# dígito", many: "# de dígitos", other: "# dígitos"),
      whitespace: NounForms(
        one: "# espaço em branco", many: "# de espaços em branco", other: "# espaços em branco"),
      special: NounForms(
        one: "# caractere especial", many: "# de caracteres especiais",
        other: "# caracteres especiais"))

    // A caller's class has only its English names, with "de" for millions too.
    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      if let noun = Self.classNouns[characterClass] { return f.count(n, noun) }
      let (one, other) = (characterClass.singularName, characterClass.pluralName)
      return f.count(n, naming: f.form(n, one: one, many: "de \(other)", other: other))
    }

    // A class's plural, as "somente" lists it: "letras", "dígitos".
    private static let classNames = BuiltInClassWords(
      uppercase: "letras maiúsculas", lowercase: "letras minúsculas", letters: "letras",
      digits: "dígitos", whitespace: "espaços em branco", special: "caracteres especiais")

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "um endereço web que comece com \(f.schemes(schemes))"
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "um valor"
      case .wholeNumber: return "um número inteiro"
      case .number: return "um número"
      case .date: return "uma data (AAAA-MM-DD)"
      case .dateTime: return "uma data e hora (AAAA-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime:
        return "uma data (AAAA-MM-DD) ou uma data e hora (AAAA-MM-DDThh:mm:ssZ)"
      case .dateWithinYears: return "uma data entre os anos 1 e 9999"
      case .nanosecondTime: return "um horário com precisão de até um nanossegundo"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "um único caractere"
      case .checkbox: return "marcado ou desmarcado"
      case .existingDay: return "um dia que existe no calendário"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "o valor esperado", oneOf: "um dos valores permitidos",
      noneOf: "nenhum dos valores excluídos", hasPrefix: "começa com o texto exigido",
      hasSuffix: "termina com o texto exigido", contains: "contém o texto exigido")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "deve corresponder", oneOf: "deve ser um dos valores permitidos",
      noneOf: "não pode ser um dos valores excluídos",
      hasPrefix: "deve começar com o texto exigido", hasSuffix: "deve terminar com o texto exigido",
      contains: "deve conter o texto exigido")
  }
#endif
