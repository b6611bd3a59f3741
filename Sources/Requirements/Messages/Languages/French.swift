#if canImport(Foundation)
  // Messages in French. A named field reads « Le champ « Nom » … », so that nothing has to
  // agree with the gender of a name it does not know.
  struct French: MessageLanguage {
    var pluralRule: PluralRule { .oneForZeroAndOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obligatoire"
      case .nonEmpty, .nonBlank: return "non vide"
      case .minLength(let n): return "au moins \(characters(n, f))"
      case .maxLength(let n): return "au plus \(characters(n, f))"
      case .length(let min, let max) where min == max: return "exactement \(characters(min, f))"
      case .length(let min, let max): return "entre \(f.number(min)) et \(characters(max, f))"
      case .maxBytes(let n): return "au plus \(bytes(n, f))"
      case .minCount(let n): return "au moins \(items(n, f))"
      case .maxCount(let n): return "au plus \(items(n, f))"
      case .count(let min, let max) where min == max: return "exactement \(items(min, f))"
      case .count(let min, let max): return "entre \(f.number(min)) et \(items(max, f))"
      case .minimum(.date(let date)): return "à partir du \(f.date(date))"
      case .minimum(let bound): return "supérieur ou égal à \(f.value(bound))"
      case .maximum(.date(let date)): return "jusqu’au \(f.date(date))"
      case .maximum(let bound): return "inférieur ou égal à \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "égal à \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "entre le \(f.date(lower)) et le \(f.date(upper))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) et \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "à partir du \(f.date(lower)) et avant le \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "supérieur ou égal à \(f.value(lower)) et inférieur à \(f.value(upper))"
      case .multiple(let divisor): return "un multiple de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "aucune valeur"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "n’importe quelle valeur"
      case .noneOf(let values): return "autre que \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "commence par \(f.quoted(text))"
      case .hasSuffix(let text): return "se termine par \(f.quoted(text))"
      case .contains(let text): return "contient \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "au moins \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "aucun caractère"
      case .only(let classes):
        return "uniquement \(f.list(classes.map { "des \(plural($0))" }, joinedBy: .and))"
      case .ascii: return "uniquement des caractères ASCII"
      case .email: return "une adresse e-mail valide"
      case .url(let schemes): return "une adresse web commençant par \(schemeList(schemes, f))"
      case .hostname: return "un nom d’hôte valide"
      case .ipv4: return "une adresse IPv4"
      case .ipv6: return "une adresse IPv6"
      case .e164: return "un numéro de téléphone au format international (par ex. +33123456789)"
      case .uuid(let version?): return "un UUID de version \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "correspond au motif \(f.quoted(pattern))"
      case .pattern(nil): return "au format requis"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "Le champ \(f.quoted($0)) est obligatoire." }
          ?? "Ce champ est obligatoire."
      case .nonEmpty, .nonBlank: predicate = "ne doit pas être vide"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count, .atLeast, .only, .ascii:
        predicate = "doit contenir \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "ne doit pas dépasser \(bytes(n, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "doit être une date \(phrase(constraint, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "doit être \(phrase(constraint, f))"
      case .range: predicate = "doit être compris \(phrase(constraint, f))"
      case .minimum, .maximum, .halfOpenRange, .multiple, .oneOf, .equalTo, .email, .url,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        if case .oneOf(let values) = constraint, values.isEmpty {
          predicate = "n’accepte aucune valeur"
        } else {
          predicate = "doit être \(phrase(constraint, f))"
        }
      case .noneOf(let values): predicate = "ne doit pas être \(f.values(values, joinedBy: .or))"
      case .hasPrefix(let text): predicate = "doit commencer par \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "doit se terminer par \(f.quoted(text))"
      case .contains(let text): predicate = "doit contenir \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "doit correspondre au motif \(f.quoted(pattern))"
      case .pattern(nil): predicate = "doit respecter le format requis"
      case .conversion(.nanosecondTime):
        predicate = "ne doit pas être plus précis qu’une nanoseconde"
      case .conversion(let conversion): predicate = "doit être \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "doit respecter l’une de ces conditions\u{A0}: \(f.list(phrases, joinedBy: .or))",
        about: subject, f)
    }

    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
      }
      return "Le champ \(f.quoted(subject)) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# caractère", many: "# de caractères", other: "# caractères")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# élément", many: "# d’éléments", other: "# éléments")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# octet", many: "# d’octets", other: "# octets")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(
          n, one: "# lettre majuscule", many: "# de lettres majuscules",
          other: "# lettres majuscules")
      case "lowercase":
        return f.count(
          n, one: "# lettre minuscule", many: "# de lettres minuscules",
          other: "# lettres minuscules")
      case "letters": return f.count(n, one: "# lettre", many: "# de lettres", other: "# lettres")
      case "digits": return f.count(n, one: "# chiffre", many: "# de chiffres", other: "# chiffres")
      case "whitespace":
        return f.count(n, one: "# espace", many: "# d’espaces", other: "# espaces")
      case "special":
        return f.count(
          n, one: "# caractère spécial", many: "# de caractères spéciaux",
          other: "# caractères spéciaux")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", other: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "lettres majuscules"
      case "lowercase": return "lettres minuscules"
      case "letters": return "lettres"
      case "digits": return "chiffres"
      case "whitespace": return "espaces"
      case "special": return "caractères spéciaux"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "une valeur"
      case .wholeNumber: return "un nombre entier"
      case .number: return "un nombre"
      case .date: return "une date (AAAA-MM-JJ)"
      case .dateTime: return "une date et une heure (AAAA-MM-JJTHH:MM:SSZ)"
      case .dateOrDateTime:
        return "une date (AAAA-MM-JJ) ou une date et une heure (AAAA-MM-JJTHH:MM:SSZ)"
      case .dateWithinYears: return "une date entre les années 1 et 9999"
      case .nanosecondTime: return "une heure précise à la nanoseconde au plus"
      case .webAddress(let schemes):
        return "une adresse web commençant par \(schemeList(schemes, f))"
      case .character: return "un seul caractère"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
