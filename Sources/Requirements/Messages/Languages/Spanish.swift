#if canImport(Foundation)
  // Messages in Spanish. A named field reads «El campo “Nombre” …», so that nothing has to
  // agree with the gender of a name it does not know.
  struct Spanish: MessageLanguage {
    var pluralRule: PluralRule { .oneForOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obligatorio"
      case .nonEmpty, .nonBlank: return "no vacío"
      case .minLength(let n): return "al menos \(characters(n, f))"
      case .maxLength(let n): return "como máximo \(characters(n, f))"
      case .length(let min, let max) where min == max: return "exactamente \(characters(min, f))"
      case .length(let min, let max): return "entre \(f.number(min)) y \(characters(max, f))"
      case .maxBytes(let n): return "como máximo \(bytes(n, f))"
      case .minCount(let n): return "al menos \(items(n, f))"
      case .maxCount(let n): return "como máximo \(items(n, f))"
      case .count(let min, let max) where min == max: return "exactamente \(items(min, f))"
      case .count(let min, let max): return "entre \(f.number(min)) y \(items(max, f))"
      case .minimum(.date(let date)): return "a partir del \(f.date(date))"
      case .minimum(let bound): return "mayor o igual que \(f.value(bound))"
      case .maximum(.date(let date)): return "hasta el \(f.date(date))"
      case .maximum(let bound): return "menor o igual que \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "igual a \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "entre el \(f.date(lower)) y el \(f.date(upper))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) y \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partir del \(f.date(lower)) y antes del \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "mayor o igual que \(f.value(lower)) y menor que \(f.value(upper))"
      case .multiple(let divisor): return "un múltiplo de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "ningún valor"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "cualquier valor"
      case .noneOf(let values): return "distinto de \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "empieza por \(f.quoted(text))"
      case .hasSuffix(let text): return "termina en \(f.quoted(text))"
      case .contains(let text): return "contiene \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "al menos \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "ningún carácter"
      case .only(let classes): return "solo \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "solo caracteres ASCII"
      case .email: return "una dirección de correo electrónico válida"
      case .url(let schemes): return "una dirección web que empiece por \(schemeList(schemes, f))"
      case .hostname: return "un nombre de host válido"
      case .ipv4: return "una dirección IPv4"
      case .ipv6: return "una dirección IPv6"
      case .e164: return "un número de teléfono en formato internacional (p. ej., +34912345678)"
      case .uuid(let version?): return "un UUID de la versión \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "coincide con el patrón \(f.quoted(pattern))"
      case .pattern(nil): return "con el formato requerido"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "El campo \(f.quoted($0)) es obligatorio." }
          ?? "Este campo es obligatorio."
      case .nonEmpty, .nonBlank: predicate = "no debe estar vacío"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count:
        predicate = "debe tener \(phrase(constraint, f))"
      case .atLeast, .only, .ascii: predicate = "debe contener \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "no debe superar \(bytes(n, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "debe ser una fecha \(phrase(constraint, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "debe ser \(phrase(constraint, f))"
      case .range: predicate = "debe estar \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "no admite ningún valor"
      case .minimum, .maximum, .halfOpenRange, .multiple, .oneOf, .equalTo, .email, .url,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "debe ser \(phrase(constraint, f))"
      case .noneOf(let values): predicate = "no debe ser \(f.values(values, joinedBy: .or))"
      case .hasPrefix(let text): predicate = "debe empezar por \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "debe terminar en \(f.quoted(text))"
      case .contains(let text): predicate = "debe contener \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "debe coincidir con el patrón \(f.quoted(pattern))"
      case .pattern(nil): predicate = "debe tener el formato requerido"
      case .conversion(.nanosecondTime):
        predicate = "no debe ser más precisa que un nanosegundo"
      case .conversion(let conversion): predicate = "debe ser \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "debe cumplir una de estas condiciones: \(f.list(phrases, joinedBy: .or))",
        about: subject, f)
    }

    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
      }
      return "El campo \(f.quoted(subject)) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# carácter", many: "# de caracteres", other: "# caracteres")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# elemento", many: "# de elementos", other: "# elementos")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# byte", many: "# de bytes", other: "# bytes")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(
          n, one: "# letra mayúscula", many: "# de letras mayúsculas", other: "# letras mayúsculas")
      case "lowercase":
        return f.count(
          n, one: "# letra minúscula", many: "# de letras minúsculas", other: "# letras minúsculas")
      case "letters": return f.count(n, one: "# letra", many: "# de letras", other: "# letras")
      case "digits": return f.count(n, one: "# dígito", many: "# de dígitos", other: "# dígitos")
      case "whitespace":
        return f.count(n, one: "# espacio", many: "# de espacios", other: "# espacios")
      case "special":
        return f.count(
          n, one: "# carácter especial", many: "# de caracteres especiales",
          other: "# caracteres especiales")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", other: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "letras mayúsculas"
      case "lowercase": return "letras minúsculas"
      case "letters": return "letras"
      case "digits": return "dígitos"
      case "whitespace": return "espacios"
      case "special": return "caracteres especiales"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "un valor"
      case .wholeNumber: return "un número entero"
      case .number: return "un número"
      case .date: return "una fecha (AAAA-MM-DD)"
      case .dateTime: return "una fecha y hora (AAAA-MM-DDTHH:MM:SSZ)"
      case .dateOrDateTime:
        return "una fecha (AAAA-MM-DD) o una fecha y hora (AAAA-MM-DDTHH:MM:SSZ)"
      case .dateWithinYears: return "una fecha entre los años 1 y 9999"
      case .nanosecondTime: return "una hora con precisión de nanosegundos como máximo"
      case .webAddress(let schemes):
        return "una dirección web que empiece por \(schemeList(schemes, f))"
      case .character: return "un solo carácter"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
