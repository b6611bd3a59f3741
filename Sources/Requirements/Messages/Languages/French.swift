#if canImport(Foundation)
  // Messages in French. A sentence speaks of the field, « Le champ « Mot de passe » doit
  // … », or « Ce champ doit … » without its name: the name's gender and article are
  // unknown, and a participle or adjective agrees with « champ ».
  struct French: PredicateLanguage {
    var pluralRule: PluralRule { .oneForZeroAndOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obligatoire"
      case .nonEmpty: return "non vide"
      case .nonBlank: return "au moins un caractère visible"
      case .minLength(let n): return "au moins \(f.count(n, Self.characters))"
      case .maxLength(let n): return "au plus \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "exactement \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "entre \(f.number(min)) et \(f.number(max)) caractères"
      case .maxBytes(let n): return "au plus \(f.count(n, Self.bytes))"
      case .minCount(let n): return "au moins \(f.count(n, Self.items))"
      case .maxCount(let n): return "au plus \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max:
        return "exactement \(f.count(min, Self.items))"
      case .count(let min, let max): return "entre \(f.number(min)) et \(f.number(max)) éléments"
      case .minimum(.date(let date)): return "à partir du \(f.date(date))"
      case .minimum(let bound): return "au moins \(f.value(bound))"
      case .maximum(.date(let date)): return "jusqu’au \(f.date(date))"
      case .maximum(let bound): return "au plus \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return "le \(f.date(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "entre le \(f.date(lower)) et le \(f.date(upper))"
      case .range(let lower, let upper) where lower == upper: return "exactement \(f.value(lower))"
      case .range(let lower, let upper): return "entre \(f.value(lower)) et \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "à partir du \(f.date(lower)) et avant le \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "au moins \(f.value(lower)) et moins de \(f.value(upper))"
      case .multiple(let divisor): return "un multiple de \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "aucune valeur"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "n’importe quelle valeur"
      case .noneOf(let values) where values.count == 1:
        return "autre que \(f.values(values, joinedBy: .or))"
      case .noneOf(let values): return neither(values, f)
      case .equalTo(.date(let date)): return "le \(f.date(date))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "accepté"
      case .hasPrefix(let text): return "commence par \(f.quoted(text))"
      case .hasSuffix(let text): return "se termine par \(f.quoted(text))"
      case .contains(let text): return "contient \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "au moins \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "aucun caractère"
      case .only(let classes): return "uniquement \(classList(classes, f))"
      case .ascii: return "uniquement des caractères ASCII"
      case .email: return "une adresse e-mail valide"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "un nom d’hôte valide"
      case .ipv4: return "une adresse IPv4"
      case .ipv6: return "une adresse IPv6"
      case .e164:
        return "un numéro de téléphone au format international, par exemple +33612345678"
      case .uuid(let version?): return "un UUID de version \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "correspond au modèle \(f.quoted(pattern))"
      case .pattern(nil): return "au format requis"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "est obligatoire"
      case .nonEmpty: predicate = "ne doit pas être vide"
      case .nonBlank: predicate = "doit contenir au moins un caractère visible"
      case .minLength, .length, .minCount, .count:
        predicate = "doit contenir \(phrase(constraint, f))"
      case .maxLength(let n): predicate = "ne doit pas dépasser \(f.count(n, Self.characters))"
      case .maxBytes(let n): predicate = "ne doit pas dépasser \(f.count(n, Self.bytes))"
      case .maxCount(1): predicate = "ne doit pas contenir plus d’un élément"
      case .maxCount(let n): predicate = "ne doit pas contenir plus de \(f.count(n, Self.items))"
      case .minimum(.date(let date)):
        predicate = "doit être une date postérieure ou égale au \(f.date(date))"
      case .minimum(let bound): predicate = "doit être supérieur ou égal à \(f.value(bound))"
      case .maximum(.date(let date)):
        predicate = "doit être une date antérieure ou égale au \(f.date(date))"
      case .maximum(let bound): predicate = "doit être inférieur ou égal à \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        predicate = "doit être le \(f.date(lower))"
      case .range(.date(let lower), .date(let upper)):
        predicate = "doit être une date comprise entre le \(f.date(lower)) et le \(f.date(upper))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "doit être égal à \(f.value(lower))"
      case .range(let lower, let upper):
        predicate = "doit être compris entre \(f.value(lower)) et \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        predicate =
          "doit être une date postérieure ou égale au \(f.date(lower))"
          + " et antérieure au \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        predicate =
          "doit être supérieur ou égal à \(f.value(lower)) et inférieur à \(f.value(upper))"
      case .multiple, .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "doit être \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "ne doit avoir aucune valeur"
      case .oneOf(let values): predicate = "doit être \(f.values(values, joinedBy: .or))"
      case .noneOf(let values) where values.isEmpty:
        predicate = "peut avoir n’importe quelle valeur"
      case .noneOf(let values) where values.count == 1:
        predicate = "ne doit pas être \(f.values(values, joinedBy: .or))"
      case .noneOf(let values): predicate = "ne doit être \(neither(values, f))"
      case .equalTo(.date(let date)): predicate = "doit être le \(f.date(date))"
      case .equalTo(let value): predicate = "doit être égal à \(f.value(value))"
      case .accepted: predicate = "doit être accepté"
      case .hasPrefix(let text): predicate = "doit commencer par \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "doit se terminer par \(f.quoted(text))"
      case .contains(let text): predicate = "doit contenir \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        predicate = "doit contenir au moins \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: predicate = "ne doit contenir aucun caractère"
      case .only(let classes): predicate = "ne doit contenir que \(classList(classes, f))"
      case .ascii: predicate = "ne doit contenir que des caractères ASCII"
      case .pattern(let pattern?): predicate = "doit correspondre au modèle \(f.quoted(pattern))"
      case .pattern(nil): predicate = "n’est pas au format requis"
      case .conversion(.nanosecondTime):
        predicate = "doit avoir une précision maximale d’une nanoseconde"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "doit être \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Contenu non traitable"
      case .badRequest: return "Requête incorrecte"
      case .unreadableBody: return "Le corps de la requête n’a pas pu être lu."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(count, one: "# échec de validation", other: "# échecs de validation") + "."
        guard let listed else { return failures }
        return failures + " Entrées listées\u{A0}: \(f.number(listed)) sur \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "objet attendu"
        case .array: shape = "tableau attendu"
        case .value(let type): shape = "valeur de type \(type) attendue"
        }
        return foundNull ? "\(shape), null trouvé" : "\(shape)"
      case .missingKey(let key): return "clé \(key) manquante"
      case .unreadableValue: return "valeur illisible"
      case .undecodedValue: return "valeur impossible à décoder"
      case .unchecked(let phrase): return "\(phrase) (pas encore vérifié)"
      case .unexpectedKey: return "clé inattendue"
      case .nestedTooDeeply(let limit):
        return "imbriqué sur plus de \(f.count(limit, one: "# niveau", other: "# niveaux"))"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "vide"
      case .nonBlank: return "vide"
      case .contains(let text): return "ne contient pas \(f.quoted(text))"
      case .hasPrefix(let text): return "ne commence pas par \(f.quoted(text))"
      case .hasSuffix(let text): return "ne se termine pas par \(f.quoted(text))"
      case .pattern(let pattern?): return "ne correspond pas au modèle \(f.quoted(pattern))"
      default: return "non autorisé\u{A0}: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "doit être vide"
      case .nonBlank: predicate = "doit être vide"
      case .contains(let text): predicate = "ne doit pas contenir \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "ne doit pas commencer par \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "ne doit pas se terminer par \(f.quoted(text))"
      case .pattern(let pattern?):
        predicate = "ne doit pas correspondre au modèle \(f.quoted(pattern))"
      default:
        predicate = "ne doit pas remplir la condition suivante\u{A0}: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    static let conditions = ConditionWords(
      anyOf: "doit remplir l’une des conditions suivantes\u{A0}: ",
      meeting: "doit remplir la condition suivante\u{A0}: ",
      notMeeting: "ne doit pas remplir la condition suivante\u{A0}: ",
      notMeetingPhrase: "ne remplit pas la condition\u{A0}: ")

    // « Le champ « Mot de passe » doit …. » or « Ce champ doit …. »
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else { return "Ce champ \(predicate)." }
      return "Le champ \(f.quoted(subject)) \(predicate)."
    }

    // « ni « admin » ni « root » ».
    private func neither(_ values: [Constraint.Value], _ f: MessageFormat) -> String {
      values.map { "ni \(f.value($0))" }.joined(separator: " ")
    }

    // « 0 caractère », « 1 caractère », « 2 caractères », « 1 000 000 de caractères ».
    private static let characters = NounForms(
      one: "# caractère", many: "# de caractères", other: "# caractères")
    private static let bytes = NounForms(one: "# octet", many: "# d’octets", other: "# octets")
    private static let items = NounForms(
      one: "# élément", many: "# d’éléments", other: "# éléments")

    // A count of a class's characters: « 1 majuscule », « 3 caractères spéciaux ».
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(one: "# majuscule", many: "# de majuscules", other: "# majuscules"),
      lowercase: NounForms(one: "# minuscule", many: "# de minuscules", other: "# minuscules"),
      letters: NounForms(one: "# lettre", many: "# de lettres", other: "# lettres"),
      digits: NounForms(one: "# chiffre", many: "# de chiffres", other: "# chiffres"),
      whitespace: NounForms(one: "# espace", many: "# d’espaces", other: "# espaces"),
      special: NounForms(
        one: "# caractère spécial", many: "# de caractères spéciaux",
        other: "# caractères spéciaux"))

    // Classes with their article, as « uniquement » and « ne … que » take them: « des
    // lettres et des chiffres ».
    private static let classNames = BuiltInClassWords(
      uppercase: "majuscules", lowercase: "minuscules", letters: "lettres", digits: "chiffres",
      whitespace: "espaces", special: "caractères spéciaux")

    private func classList(_ classes: [CharacterClass], _ f: MessageFormat) -> String {
      f.list(classes.map { "des \(Self.classNames.plural($0))" }, joinedBy: .and)
    }

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "une adresse web commençant par \(f.schemes(schemes))"
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "une valeur"
      case .wholeNumber: return "un nombre entier"
      case .number: return "un nombre"
      case .date: return "une date (AAAA-MM-JJ)"
      case .dateTime: return "une date et une heure (AAAA-MM-JJThh:mm:ssZ)"
      case .dateOrDateTime:
        return "une date (AAAA-MM-JJ) ou une date et une heure (AAAA-MM-JJThh:mm:ssZ)"
      case .dateWithinYears: return "une date comprise entre les années 1 et 9999"
      case .nanosecondTime: return "une heure d’une précision maximale d’une nanoseconde"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "un seul caractère"
      case .checkbox: return "coché ou non coché"
      case .existingDay: return "un jour qui existe dans le calendrier"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "la valeur attendue", oneOf: "l’une des valeurs autorisées",
      noneOf: "aucune des valeurs exclues", hasPrefix: "commence par le texte requis",
      hasSuffix: "se termine par le texte requis", contains: "contient le texte requis")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "doit correspondre", oneOf: "doit être l’une des valeurs autorisées",
      noneOf: "ne doit être aucune des valeurs exclues",
      hasPrefix: "doit commencer par le texte requis",
      hasSuffix: "doit se terminer par le texte requis", contains: "doit contenir le texte requis")
  }
#endif
