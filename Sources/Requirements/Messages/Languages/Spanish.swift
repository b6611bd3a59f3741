#if canImport(Foundation)
  // Messages in Spanish. A sentence speaks of the field, "El campo “Contraseña” debe …",
  // or "Este campo debe …" without its name: the name's gender and article are unknown,
  // and an adjective agrees with "campo".
  struct Spanish: BuiltInLanguage {
    var pluralRule: PluralRule { .oneForOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obligatorio"
      case .nonEmpty: return "no vacío"
      case .nonBlank: return "al menos un carácter visible"
      case .minLength(let n): return "al menos \(characters(n, f))"
      case .maxLength(let n): return "como máximo \(characters(n, f))"
      case .length(let min, let max) where min == max: return "exactamente \(characters(min, f))"
      case .length(let min, let max):
        return "entre \(f.number(min)) y \(f.number(max)) caracteres"
      case .maxBytes(let n): return "como máximo \(bytes(n, f))"
      case .minCount(let n): return "al menos \(items(n, f))"
      case .maxCount(let n): return "como máximo \(items(n, f))"
      case .count(let min, let max) where min == max: return "exactamente \(items(min, f))"
      case .count(let min, let max): return "entre \(f.number(min)) y \(f.number(max)) elementos"
      case .minimum(.date(let date)): return "a partir del \(f.date(date))"
      case .minimum(let bound): return "al menos \(f.value(bound))"
      case .maximum(.date(let date)): return "hasta el \(f.date(date))"
      case .maximum(let bound): return "como máximo \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return "el \(f.date(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "entre el \(f.date(lower)) y el \(f.date(upper))"
      case .range(let lower, let upper) where lower == upper: return "exactamente \(f.value(lower))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) y \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partir del \(f.date(lower)) y antes del \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "al menos \(f.value(lower)) y menos de \(f.value(upper))"
      case .multiple(let divisor): return "un múltiplo de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "ningún valor"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "cualquier valor"
      case .noneOf(let values) where values.count == 1:
        return "distinto de \(f.values(values, joinedBy: .or))"
      case .noneOf(let values): return values.map { "ni \(f.value($0))" }.joined(separator: " ")
      case .equalTo(.date(let date)): return "el \(f.date(date))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "aceptado"
      case .hasPrefix(let text): return "empieza por \(f.quoted(text))"
      case .hasSuffix(let text): return "termina en \(f.quoted(text))"
      case .contains(let text): return "contiene \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "al menos \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "ningún carácter"
      case .only(let classes): return "solo \(classList(classes, f))"
      case .ascii: return "solo caracteres ASCII"
      case .email: return "una dirección de correo electrónico válida"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "un nombre de host válido"
      case .ipv4: return "una dirección IPv4"
      case .ipv6: return "una dirección IPv6"
      case .e164:
        return "un número de teléfono en formato internacional, por ejemplo +34612345678"
      case .uuid(let version?): return "un UUID de versión \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "coincide con el patrón \(f.quoted(pattern))"
      case .pattern(nil): return "con el formato requerido"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "el valor esperado"
        case .oneOf: return "uno de los valores permitidos"
        case .noneOf: return "ninguno de los valores excluidos"
        case .hasPrefix: return "empieza por el texto requerido"
        case .hasSuffix: return "termina en el texto requerido"
        case .contains: return "contiene el texto requerido"
        }
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "es obligatorio"
      case .nonEmpty: predicate = "no puede estar vacío"
      case .nonBlank: predicate = "debe contener al menos un carácter visible"
      case .minLength, .length: predicate = "debe tener \(phrase(constraint, f))"
      case .maxLength(let n): predicate = "no puede tener más de \(characters(n, f))"
      case .maxBytes(let n): predicate = "no puede ocupar más de \(bytes(n, f))"
      case .minCount, .count: predicate = "debe contener \(phrase(constraint, f))"
      case .maxCount(let n): predicate = "no puede contener más de \(items(n, f))"
      case .minimum(.date(let date)):
        predicate = "debe ser una fecha igual o posterior al \(f.date(date))"
      case .minimum(let bound): predicate = "debe ser mayor o igual que \(f.value(bound))"
      case .maximum(.date(let date)):
        predicate = "debe ser una fecha igual o anterior al \(f.date(date))"
      case .maximum(let bound): predicate = "debe ser menor o igual que \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        predicate = "debe ser el \(f.date(lower))"
      case .range(.date(let lower), .date(let upper)):
        predicate = "debe ser una fecha entre el \(f.date(lower)) y el \(f.date(upper))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "debe ser igual a \(f.value(lower))"
      case .range(let lower, let upper):
        predicate = "debe estar entre \(f.value(lower)) y \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        predicate =
          "debe ser una fecha igual o posterior al \(f.date(lower))"
          + " y anterior al \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        predicate =
          "debe ser mayor o igual que \(f.value(lower)) y menor que \(f.value(upper))"
      case .multiple, .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "debe ser \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "no puede tener ningún valor"
      case .oneOf(let values): predicate = "debe ser \(f.values(values, joinedBy: .or))"
      case .noneOf(let values) where values.isEmpty: predicate = "puede tener cualquier valor"
      // "no puede ser “admin” ni “root”"
      case .noneOf(let values):
        predicate = "no puede ser \(values.map(f.value).joined(separator: " ni "))"
      case .equalTo(.date(let date)): predicate = "debe ser el \(f.date(date))"
      case .equalTo(let value): predicate = "debe ser igual a \(f.value(value))"
      case .accepted: predicate = "debe ser aceptado"
      case .conversion(.checkbox): predicate = "debe estar marcado o sin marcar"
      case .hasPrefix(let text): predicate = "debe empezar por \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "debe terminar en \(f.quoted(text))"
      case .contains(let text): predicate = "debe contener \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        predicate = "debe contener al menos \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty:
        predicate = "no puede contener ningún carácter"
      case .only(let classes): predicate = "solo puede contener \(classList(classes, f))"
      case .ascii: predicate = "solo puede contener caracteres ASCII"
      case .pattern(let pattern?): predicate = "debe coincidir con el patrón \(f.quoted(pattern))"
      case .pattern(nil): predicate = "no tiene el formato requerido"
      case .conversion(.nanosecondTime):
        predicate = "debe tener una precisión máxima de un nanosegundo"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: predicate = "debe coincidir"
        case .oneOf: predicate = "debe ser uno de los valores permitidos"
        case .noneOf: predicate = "no puede ser ninguno de los valores excluidos"
        case .hasPrefix: predicate = "debe empezar por el texto requerido"
        case .hasSuffix: predicate = "debe terminar en el texto requerido"
        case .contains: predicate = "debe contener el texto requerido"
        }
      case .conversion(let conversion): predicate = "debe ser \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "debe cumplir una de estas condiciones: \(f.list(phrases, joinedBy: .or))",
        about: subject, f)
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said("debe cumplir esta condición: \(phrase)", about: subject, f)
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said("no debe cumplir esta condición: \(phrase)", about: subject, f)
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "no cumple esta condición: \(phrase)"
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Contenido no procesable"
      case .badRequest: return "Solicitud incorrecta"
      case .unreadableBody: return "No se pudo leer el cuerpo de la solicitud."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(count, one: "# error de validación", other: "# errores de validación") + "."
        guard let listed else { return failures }
        return failures + " Entradas mostradas: \(f.number(listed)) de \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "un objeto"
        case .array: shape = "un array"
        case .value(let type): shape = "un valor de tipo \(type)"
        }
        return foundNull ? "se esperaba \(shape), se encontró null" : "se esperaba \(shape)"
      case .missingKey(let key): return "falta la clave \(key)"
      case .unreadableValue: return "un valor que no se pudo leer"
      case .undecodedValue: return "un valor que no se pudo decodificar"
      case .unchecked(let phrase): return "\(phrase) (aún sin comprobar)"
      case .unexpectedKey: return "clave inesperada"
      case .nestedTooDeeply(let limit):
        return "anidado en más de \(f.count(limit, one: "# nivel", other: "# niveles"))"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "vacío"
      case .nonBlank: return "vacío"
      case .contains(let text): return "no contiene \(f.quoted(text))"
      case .hasPrefix(let text): return "no empieza por \(f.quoted(text))"
      case .hasSuffix(let text): return "no termina en \(f.quoted(text))"
      case .pattern(let pattern?): return "no coincide con el patrón \(f.quoted(pattern))"
      default: return "no permitido: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "debe estar vacío"
      case .nonBlank: predicate = "debe estar vacío"
      case .contains(let text): predicate = "no puede contener \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "no puede empezar por \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "no puede terminar en \(f.quoted(text))"
      case .pattern(let pattern?):
        predicate = "no puede coincidir con el patrón \(f.quoted(pattern))"
      default: predicate = "no debe cumplir esta condición: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    // "El campo “Contraseña” debe …." or "Este campo debe …."
    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else { return "Este campo \(predicate)." }
      return "El campo \(f.quoted(subject)) \(predicate)."
    }

    // "1 carácter", "2 caracteres", "1.000.000 de caracteres".
    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# carácter", many: "# de caracteres", other: "# caracteres")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# byte", many: "# de bytes", other: "# bytes")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# elemento", many: "# de elementos", other: "# elementos")
    }

    // A count of a class's characters: "1 mayúscula", "3 caracteres especiales". A
    // caller's class keeps the names it was given.
    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.builtInCode {
      case "uppercase":
        f.count(n, one: "# mayúscula", many: "# de mayúsculas", other: "# mayúsculas")
      case "lowercase":
        f.count(n, one: "# minúscula", many: "# de minúsculas", other: "# minúsculas")
      case "letters": f.count(n, one: "# letra", many: "# de letras", other: "# letras")
      case "digits": f.count(n, one: "# dígito", many: "# de dígitos", other: "# dígitos")
      case "whitespace": f.count(n, one: "# espacio", many: "# de espacios", other: "# espacios")
      case "special":
        f.count(
          n, one: "# carácter especial", many: "# de caracteres especiales",
          other: "# caracteres especiales")
      default:
        f.count(
          n, naming: f.form(n, one: characterClass.singularName, other: characterClass.pluralName))
      }
    }

    // Classes by their plural names: "letras y dígitos".
    private func classList(_ classes: [CharacterClass], _ f: MessageFormat) -> String {
      let names = classes.map { characterClass in
        switch characterClass.builtInCode {
        case "uppercase": "mayúsculas"
        case "lowercase": "minúsculas"
        case "letters": "letras"
        case "digits": "dígitos"
        case "whitespace": "espacios"
        case "special": "caracteres especiales"
        default: characterClass.pluralName
        }
      }
      return f.list(names, joinedBy: .and)
    }

    // The code of a built-in class; none for a caller's, whose code is its own name.

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "una dirección web que empiece por \(f.schemes(schemes))"
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "un valor"
      case .wholeNumber: return "un número entero"
      case .number: return "un número"
      case .date: return "una fecha (AAAA-MM-DD)"
      case .dateTime: return "una fecha y hora (AAAA-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime:
        return "una fecha (AAAA-MM-DD) o una fecha y hora (AAAA-MM-DDThh:mm:ssZ)"
      case .dateWithinYears: return "una fecha entre los años 1 y 9999"
      case .nanosecondTime: return "una hora con una precisión máxima de un nanosegundo"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "un único carácter"
      case .checkbox: return "marcado o sin marcar"
      case .existingDay: return "un día que exista en el calendario"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
