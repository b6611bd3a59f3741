#if canImport(Foundation)
  // Messages in Brazilian Portuguese. A named field reads «O campo “Nome” …», so that
  // nothing has to agree with the gender of a name it does not know.
  struct BrazilianPortuguese: MessageLanguage {
    var pluralRule: PluralRule { .oneForZeroAndOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obrigatório"
      case .nonEmpty, .nonBlank: return "não vazio"
      case .minLength(let n): return "pelo menos \(characters(n, f))"
      case .maxLength(let n): return "no máximo \(characters(n, f))"
      case .length(let min, let max) where min == max: return "exatamente \(characters(min, f))"
      case .length(let min, let max): return "entre \(f.number(min)) e \(characters(max, f))"
      case .maxBytes(let n): return "no máximo \(bytes(n, f))"
      case .minCount(let n): return "pelo menos \(items(n, f))"
      case .maxCount(let n): return "no máximo \(items(n, f))"
      case .count(let min, let max) where min == max: return "exatamente \(items(min, f))"
      case .count(let min, let max): return "entre \(f.number(min)) e \(items(max, f))"
      case .minimum(.date(let date)): return "a partir de \(f.date(date))"
      case .minimum(let bound): return "maior ou igual a \(f.value(bound))"
      case .maximum(.date(let date)): return "até \(f.date(date))"
      case .maximum(let bound): return "menor ou igual a \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "igual a \(f.value(lower))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) e \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partir de \(f.date(lower)) e antes de \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "maior ou igual a \(f.value(lower)) e menor que \(f.value(upper))"
      case .multiple(let divisor): return "um múltiplo de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "nenhum valor"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "qualquer valor"
      case .noneOf(let values): return "diferente de \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "começa com \(f.quoted(text))"
      case .hasSuffix(let text): return "termina com \(f.quoted(text))"
      case .contains(let text): return "contém \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "pelo menos \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "nenhum caractere"
      case .only(let classes): return "apenas \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "apenas caracteres ASCII"
      case .email: return "um endereço de e-mail válido"
      case .url(let schemes): return "um endereço web que comece com \(schemeList(schemes, f))"
      case .hostname: return "um nome de host válido"
      case .ipv4: return "um endereço IPv4"
      case .ipv6: return "um endereço IPv6"
      case .e164: return "um número de telefone no formato internacional (ex.: +5511912345678)"
      case .uuid(let version?): return "um UUID da versão \(version)"
      case .uuid(nil): return "um UUID"
      case .pattern(let pattern?): return "corresponde ao padrão \(f.quoted(pattern))"
      case .pattern(nil): return "no formato exigido"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "O campo \(f.quoted($0)) é obrigatório." }
          ?? "Este campo é obrigatório."
      case .nonEmpty, .nonBlank: predicate = "não pode ficar vazio"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count:
        predicate = "deve ter \(phrase(constraint, f))"
      case .atLeast, .only, .ascii: predicate = "deve conter \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "não pode ultrapassar \(bytes(n, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "deve ser uma data \(phrase(constraint, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "deve ser \(phrase(constraint, f))"
      case .range: predicate = "deve estar \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "não aceita nenhum valor"
      case .minimum, .maximum, .halfOpenRange, .multiple, .oneOf, .equalTo, .email, .url,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "deve ser \(phrase(constraint, f))"
      case .noneOf(let values): predicate = "não pode ser \(f.values(values, joinedBy: .or))"
      case .hasPrefix(let text): predicate = "deve começar com \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "deve terminar com \(f.quoted(text))"
      case .contains(let text): predicate = "deve conter \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "deve corresponder ao padrão \(f.quoted(pattern))"
      case .pattern(nil): predicate = "deve estar no formato exigido"
      case .conversion(.nanosecondTime):
        predicate = "não pode ser mais precisa que um nanossegundo"
      case .conversion(let conversion): predicate = "deve ser \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "deve atender a uma destas condições: \(f.list(phrases, joinedBy: .or))",
        about: subject, f)
    }

    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
      }
      return "O campo \(f.quoted(subject)) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# caractere", many: "# de caracteres", other: "# caracteres")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# item", many: "# de itens", other: "# itens")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# byte", many: "# de bytes", other: "# bytes")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(
          n, one: "# letra maiúscula", many: "# de letras maiúsculas", other: "# letras maiúsculas")
      case "lowercase":
        return f.count(
          n, one: "# letra minúscula", many: "# de letras minúsculas", other: "# letras minúsculas")
      case "letters": return f.count(n, one: "# letra", many: "# de letras", other: "# letras")
      case "digits": return f.count(n, one: "# dígito", many: "# de dígitos", other: "# dígitos")
      case "whitespace":
        return f.count(n, one: "# espaço", many: "# de espaços", other: "# espaços")
      case "special":
        return f.count(
          n, one: "# caractere especial", many: "# de caracteres especiais",
          other: "# caracteres especiais")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", other: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "letras maiúsculas"
      case "lowercase": return "letras minúsculas"
      case "letters": return "letras"
      case "digits": return "dígitos"
      case "whitespace": return "espaços"
      case "special": return "caracteres especiais"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "um valor"
      case .wholeNumber: return "um número inteiro"
      case .number: return "um número"
      case .date: return "uma data (AAAA-MM-DD)"
      case .dateTime: return "uma data e hora (AAAA-MM-DDTHH:MM:SSZ)"
      case .dateOrDateTime:
        return "uma data (AAAA-MM-DD) ou uma data e hora (AAAA-MM-DDTHH:MM:SSZ)"
      case .dateWithinYears: return "uma data entre os anos 1 e 9999"
      case .nanosecondTime: return "um horário com precisão de no máximo um nanossegundo"
      case .webAddress(let schemes):
        return "um endereço web que comece com \(schemeList(schemes, f))"
      case .character: return "um único caractere"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
