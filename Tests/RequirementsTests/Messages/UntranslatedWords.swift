import Foundation

// Words of English.swift that would betray an untranslated message, by the tag of the
// language they are looked for in: each list leaves out the words that language shares.
enum UntranslatedWords {
  static let byTag: [String: Set<String>] = [
    // English.swift's words, but for those French shares: a, an, on, or, match, date,
    // multiple, version, international, format, web, e and mail (« e-mail »), ASCII, IPv4,
    // IPv6, UUID and the format placeholders MM and SSZ.
    "fr": [
      "required", "not", "empty", "blank", "at", "least", "most", "character", "characters",
      "exactly", "between", "and", "byte", "bytes", "item", "items", "after", "before", "less",
      "than", "of", "no", "value", "any", "starts", "with", "ends", "contains", "only", "valid",
      "address", "starting", "host", "name", "phone", "number", "in", "form", "such", "as",
      "matches", "the", "pattern", "is", "must", "be", "take", "up", "start", "end", "contain",
      "years", "to", "finer", "nanosecond", "meet", "one", "these", "whole", "time", "single",
      "have", "yyyy", "dd", "ddthh", "uppercase", "lowercase", "letter", "letters", "digit",
      "digits", "white", "space", "special",
    ],
    // English.swift's words, but for those Spanish shares: a, e, no, web, host, byte, bytes,
    // ASCII, IPv4, IPv6, UUID and the format placeholders MM, DDThh and ssZ.
    "es": [
      "required", "not", "empty", "blank", "at", "least", "most", "character", "characters",
      "exactly", "between", "and", "item", "items", "on", "or", "after", "before", "less", "than",
      "multiple", "of", "value", "any", "starts", "with", "ends", "contains", "only", "valid",
      "mail", "address", "starting", "name", "an", "phone", "number", "in", "international",
      "form", "such", "as", "version", "matches", "the", "pattern", "format", "is", "must", "be",
      "take", "up", "start", "end", "contain", "match", "date", "years", "to", "finer",
      "nanosecond", "meet", "one", "these", "whole", "time", "single", "have", "yyyy",
      "uppercase", "lowercase", "letter", "letters", "digit", "digits", "white", "space",
      "special",
    ],
    // English.swift's words, but for those Italian shares: a, e, in, no, date, web, host,
    // byte, ASCII, IPv4, IPv6, UUID and the format placeholders MM and SSZ.
    "it": [
      "required", "not", "empty", "blank", "at", "least", "most", "character", "characters",
      "exactly", "between", "and", "bytes", "item", "items", "on", "or", "after", "before", "less",
      "than", "multiple", "of", "value", "any", "starts", "with", "ends", "contains", "only",
      "valid", "mail", "address", "starting", "name", "an", "phone", "number", "international",
      "form", "such", "as", "version", "matches", "the", "pattern", "format", "is", "must", "be",
      "take", "up", "start", "end", "contain", "match", "years", "to", "finer", "nanosecond",
      "meet", "one", "these", "whole", "time", "single", "have", "yyyy", "dd", "ddthh",
      "uppercase", "lowercase", "letter", "letters", "digit", "digits", "white", "space",
      "special",
    ],
    // Words of English.swift that would betray an untranslated message ("byte", "in", "is",
    // "letter" and "of" are Dutch words too).
    "nl": [
      "a", "address", "after", "an", "and", "any", "at", "before", "between", "blank",
      "character", "characters", "contain", "contains", "date", "digit", "digits", "empty", "end",
      "ends", "exactly", "finer", "form", "format", "host", "international", "item", "items",
      "least", "less", "match", "matches", "meet", "most", "multiple", "must", "name",
      "nanosecond", "no", "not", "number", "one", "only", "or", "pattern", "phone", "required",
      "single", "start", "starting", "starts", "such", "take", "than", "the", "these", "time",
      "to", "up", "valid", "value", "values", "version", "web", "whole", "with", "years",
    ],
    // Words of English.swift that would betray an untranslated message ("format" and "to"
    // are Polish words too).
    "pl": [
      "a", "address", "after", "an", "and", "any", "at", "before", "between", "blank", "byte",
      "bytes", "character", "characters", "contain", "contains", "date", "digit", "digits", "empty",
      "end", "ends", "exactly", "finer", "form", "host", "in", "international", "is",
      "item", "items", "least", "less", "letter", "letters", "match", "matches", "meet", "most",
      "multiple", "must", "name", "nanosecond", "no", "not", "number", "of", "one", "only", "or",
      "pattern", "phone", "required", "single", "start", "starting", "starts", "such", "take",
      "than", "the", "these", "time", "up", "valid", "value", "values", "version", "web",
      "whole", "with", "years",
    ],
    // Words of English.swift that would betray an untranslated message.
    "ru": [
      "a", "address", "after", "an", "and", "any", "at", "before", "between", "blank", "byte",
      "bytes", "character", "characters", "contain", "contains", "date", "digit", "digits", "empty",
      "end", "ends", "exactly", "finer", "form", "format", "host", "in", "international", "is",
      "item", "items", "least", "less", "letter", "letters", "match", "matches", "meet", "most",
      "multiple", "must", "name", "nanosecond", "no", "not", "number", "of", "one", "only", "or",
      "pattern", "phone", "required", "single", "start", "starting", "starts", "such", "take",
      "than", "the", "these", "time", "to", "up", "valid", "value", "values", "version", "web",
      "whole", "with", "years",
    ],
    // Words of English.swift that would betray an untranslated message ("a", "byte", "host",
    // "item", "no" and "web" are Portuguese words too).
    "pt-BR": [
      "address", "after", "an", "and", "any", "at", "before", "between", "blank", "character",
      "characters", "contain", "contains", "date", "digit", "digits", "empty", "end", "ends",
      "exactly", "finer", "form", "format", "in", "international", "is", "items", "least",
      "less", "letter", "letters", "match", "matches", "meet", "most", "multiple", "must", "name",
      "nanosecond", "not", "number", "of", "one", "only", "or", "pattern", "phone", "required",
      "single", "start", "starting", "starts", "such", "take", "than", "the", "these", "time",
      "to", "up", "valid", "value", "values", "version", "whole", "with", "years",
    ],
  ]
}
