#if canImport(Foundation)
  // Messages in Spanish. A sentence speaks of the field, "El campo “Contraseña” debe …",
  // or "Este campo debe …" without its name: the name's gender and article are unknown,
  // and an adjective agrees with "campo".
  struct Spanish: PredicateLanguage {
    var pluralRule: PluralRule { .oneForOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obligatorio"
      case .nonEmpty: return "no vacío"
      case .nonBlank: return "al menos un carácter visible"
      case .minLength(let n): return "al menos \(f.count(n, Self.characters))"
      case .maxLength(let n): return "como máximo \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "exactamente \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "entre \(f.number(min)) y \(f.number(max)) caracteres"
      case .maxBytes(let n): return "como máximo \(f.count(n, Self.bytes))"
      case .minCount(let n): return "al menos \(f.count(n, Self.items))"
      case .maxCount(let n): return "como máximo \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max:
        return "exactamente \(f.count(min, Self.items))"
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
      case .atLeast(let n, let characterClass):
        return "al menos \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "ningún carácter"
      case .only(let classes): return "solo \(Self.classNames.list(classes, f))"
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
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
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
      case .maxLength(let n): predicate = "no puede tener más de \(f.count(n, Self.characters))"
      case .maxBytes(let n): predicate = "no puede ocupar más de \(f.count(n, Self.bytes))"
      case .minCount, .count: predicate = "debe contener \(phrase(constraint, f))"
      case .maxCount(let n): predicate = "no puede contener más de \(f.count(n, Self.items))"
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
        predicate = "debe contener al menos \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty:
        predicate = "no puede contener ningún carácter"
      case .only(let classes): predicate = "solo puede contener \(Self.classNames.list(classes, f))"
      case .ascii: predicate = "solo puede contener caracteres ASCII"
      case .pattern(let pattern?): predicate = "debe coincidir con el patrón \(f.quoted(pattern))"
      case .pattern(nil): predicate = "no tiene el formato requerido"
      case .conversion(.nanosecondTime):
        predicate = "debe tener una precisión máxima de un nanosegundo"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "debe ser \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
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

    static let conditions = ConditionWords(
      anyOf: "debe cumplir una de estas condiciones: ", meeting: "debe cumplir esta condición: ",
      notMeeting: "no debe cumplir esta condición: ",
      notMeetingPhrase: "no cumple esta condición: ")

    // "El campo “Contraseña” debe …." or "Este campo debe …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else { return "Este campo \(predicate)." }
      return "El campo \(f.quoted(subject)) \(predicate)."
    }

    // "1 carácter", "2 caracteres", "1.000.000 de caracteres".
    private static let characters = NounForms(
      one: "# carácter", many: "# de caracteres", other: "# caracteres")
    private static let bytes = NounForms(one: "# byte", many: "# de bytes", other: "# bytes")
    private static let items = NounForms(
      one: "# elemento", many: "# de elementos", other: "# elementos")

    // A count of a class's characters: "1 mayúscula", "3 caracteres especiales".
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(one: "# mayúscula", many: "# de mayúsculas", other: "# mayúsculas"),
      lowercase: NounForms(one: "# minúscula", many: "# de minúsculas", other: "# minúsculas"),
      letters: NounForms(one: "# letra", many: "# de letras", other: "# letras"),
      digits: NounForms(one: "# dígito", many: "# de dígitos", other: "# dígitos"),
      whitespace: NounForms(one: "# espacio", many: "# de espacios", other: "# espacios"),
      special: NounForms(
        one: "# carácter especial", many: "# de caracteres especiales",
        other: "# caracteres especiales"))

    // Classes by their plural names: "letras y dígitos".
    private static let classNames = BuiltInClassWords(
      uppercase: "mayúsculas", lowercase: "minúsculas", letters: "letras", digits: "dígitos",
      whitespace: "espacios", special: "caracteres especiales")

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

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "el valor esperado", oneOf: "uno de los valores permitidos",
      noneOf: "ninguno de los valores excluidos", hasPrefix: "empieza por el texto requerido",
      hasSuffix: "termina en el texto requerido", contains: "contiene el texto requerido")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "debe coincidir", oneOf: "debe ser uno de los valores permitidos",
      noneOf: "no puede ser ninguno de los valores excluidos",
      hasPrefix: "debe empezar por el texto requerido",
      hasSuffix: "debe terminar en el texto requerido", contains: "debe contener el texto requerido"
    )
  }
#endif
