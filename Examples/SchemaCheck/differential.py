#!/usr/bin/env python3
"""Differential test: a model's JSON Schema against the model's own decoding.

For each model of SchemaCheck, generates bodies (boundaries, wrong types, missing and extra
keys, nulls) from the model's schema and asks both Python's jsonschema (Draft 2020-12, with
the schema's x-maxCharacters and x-maxBytes read as the library documents them, and the
formats asserted whose checks accept what the library's do: ipv4) and the
library's decoding whether each body is accepted.

- Plain bodies (ASCII text without line breaks): the two must agree on every body.
- Tricky bodies (combining accents, a Kelvin sign, CR LF, emoji, numbers past Double,
  integers a Double rounds, keys spelled with a Kelvin sign before, after or instead of the
  field's own): where the Schema article says the two differ; the schema must still accept
  every body the library accepts.

Usage: differential.py SCHEMACHECK_BINARY [BODIES_PER_MODEL]
"""

import json
import random
import subprocess
import sys

import jsonschema
import regex

MODELS = ["Account", "Numbers", "Cart"]


def characters(text):
    return len(regex.findall(r"\X", text))


def max_characters(validator, limit, instance, schema):
    if isinstance(instance, str) and characters(instance) > limit:
        yield jsonschema.ValidationError(f"more than {limit} characters")


def max_bytes(validator, limit, instance, schema):
    if isinstance(instance, str) and len(instance.encode("utf-8")) > limit:
        yield jsonschema.ValidationError(f"more than {limit} bytes")


Validator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator, {"x-maxCharacters": max_characters, "x-maxBytes": max_bytes}
)

# The formats whose checks in jsonschema accept exactly what the library's do.
FORMATS = jsonschema.FormatChecker(formats=["ipv4"])
IPV4 = ["1.2.3.4", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", " 1.2.3.4"]

PLAIN_TEXT = "abcxyzu XYZ0123456789_-"
TRICKY_TEXT = ["e\u0301", "\u212a", "\r\n", "\U0001F469\u200d\U0001F4BB", "\u00e9", "K"]


class Generator:
    def __init__(self, schema, rng, tricky):
        self.root = schema
        self.rng = rng
        self.tricky = tricky
        self.pools = {}

    def resolve(self, schema):
        while "$ref" in schema:
            ref = schema["$ref"]
            schema = self.root if ref == "#" else self.root["$defs"][ref.split("/")[-1]]
        return schema

    def valid(self, schema, value):
        wrapped = dict(schema)
        if "$defs" in self.root:
            wrapped["$defs"] = self.root["$defs"]
        return Validator(wrapped, format_checker=FORMATS).is_valid(value)

    def text(self, length):
        if self.tricky and self.rng.random() < 0.5:
            parts = [self.rng.choice(TRICKY_TEXT + list(PLAIN_TEXT)) for _ in range(length)]
            return "".join(parts)
        return "".join(self.rng.choice(PLAIN_TEXT) for _ in range(length))

    def numbers(self, schema):
        bounds = [schema.get(k) for k in ("minimum", "maximum", "exclusiveMaximum", "multipleOf")]
        for part in schema.get("anyOf", []) + [schema.get("not", {})]:
            bounds += [part.get("minimum"), part.get("maximum")] + part.get("enum", [])
        numeric = [b for b in bounds if isinstance(b, (int, float)) and not isinstance(b, bool)]
        bounds = [b for b in numeric if abs(b) < 1e15]
        values = [0, 1, -1, 2, 3, 16.0, 0.5, 2.5, 2**63, -(2**63) - 1, 255, 256]
        if self.tricky:
            # Integers around a bound where a Double's values are two or more apart: decoding
            # reads each as the nearest Double.
            for b in numeric:
                if 2**53 <= abs(b) < 1e300:
                    values += [int(b) + d for d in range(-3, 4)]
        for b in bounds:
            values += [b - 1, b, b + 1, b - 0.5, b + 0.5, b * 2, -b]
        for b in numeric:
            if 1e15 <= abs(b) < 1e300:
                values += [b / 2, b * 2]
        if self.tricky:
            values += [1e400, -1e400, 1e-400, 1e308]
        return values

    def candidates(self, schema, depth):
        schema = self.resolve(schema)
        kinds = schema.get("type", [])
        kinds = [kinds] if isinstance(kinds, str) else kinds
        values = [None, True, "", "x", 7, 7.5, [], {}]
        if "integer" in kinds or "number" in kinds:
            values += self.numbers(schema)
        if "string" in kinds:
            values += [self.text(n) for n in range(0, 16)] + [self.text(n) for n in range(0, 16)]
            values += ["u" + self.text(n) for n in range(0, 14)]
            values += [self.text(n) + "x" for n in range(0, 6)] + ["root", "ann", "user", "admin", "guest", "Admin"]
            if schema.get("format") == "ipv4":
                values += IPV4
            for key in ("enum",):
                values += [v for v in schema.get(key, []) if isinstance(v, str)]
        if "array" in kinds:
            item = schema.get("items", {})
            for length in range(0, 6):
                values.append([self.value(item, depth + 1) for _ in range(length)])
        if "object" in kinds or "properties" in schema:
            if depth < 3:
                values += [self.body(schema, depth + 1) for _ in range(40)]
            if "additionalProperties" in schema and isinstance(schema["additionalProperties"], dict):
                inner = schema["additionalProperties"]
                values += [{k: self.value(inner, depth + 1) for k in ks} for ks in ([], ["a"], ["a", "b"])]
        return values

    def value(self, schema, depth=0):
        key = (json.dumps(schema, sort_keys=True), depth)
        if key not in self.pools:
            good, bad = [], []
            for value in self.candidates(schema, depth):
                (good if self.valid(schema, value) else bad).append(value)
            self.pools[key] = (good, bad)
        good, bad = self.pools[key]
        if good and (not bad or self.rng.random() < 0.9):
            return self.rng.choice(good)
        return self.rng.choice(bad) if bad else None

    def body(self, schema=None, depth=0):
        schema = self.resolve(schema or self.root)
        body = {}
        for name, property_schema in schema.get("properties", {}).items():
            roll = self.rng.random()
            if roll < 0.06:
                continue
            body[name] = None if roll < 0.09 else self.value(property_schema, depth)
        if self.rng.random() < 0.04:
            body["unknownKey"] = 1
        if self.tricky and self.rng.random() < 0.2:
            body = self.respelled(body)
        return body

    def respelled(self, body):
        """The body with a key that has a K also written with the Kelvin sign, which Swift
        takes for the same text: instead of the key, after it, or before it."""
        names = [name for name in body if "K" in name]
        if not names:
            return body
        name = self.rng.choice(names)
        other = name.replace("K", "\u212a")
        value = self.rng.choice([body[name], "x", 1, None])
        roll = self.rng.random()
        if roll < 0.34:
            return {(other if k == name else k): v for k, v in body.items()}
        if roll < 0.67:
            return {**body, other: value}
        return {other: value, **body}


def library_answers(binary, model, bodies):
    lines = "".join(json.dumps(body, ensure_ascii=False) + "\n" for body in bodies)
    output = subprocess.run(
        [binary, "check", model], input=lines.encode("utf-8"), capture_output=True, check=True
    ).stdout.decode().split()
    assert len(output) == len(bodies), "the library answered a different number of bodies"
    return [answer == "1" for answer in output]


def main():
    binary = sys.argv[1]
    per_model = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
    failures = 0
    total = {"plain": 0, "tricky": 0}
    for model in MODELS:
        schema = json.loads(subprocess.run([binary, "schema", model], capture_output=True, check=True).stdout)
        Validator.check_schema(schema)
        validator = Validator(schema, format_checker=FORMATS)
        for tricky in (False, True):
            rng = random.Random(f"{model}-{tricky}")
            generator = Generator(schema, rng, tricky)
            count = per_model if not tricky else per_model // 4
            bodies = [generator.body() for _ in range(count)]
            library = library_answers(binary, model, bodies)
            accepted = sum(library)
            wrong = []
            for body, by_library in zip(bodies, library):
                by_schema = validator.is_valid(body)
                if by_library and not by_schema:
                    wrong.append(("the schema refuses what the library accepts", body))
                elif by_schema and not by_library and not tricky:
                    wrong.append(("the schema accepts what the library refuses", body))
            kind = "tricky" if tricky else "plain"
            total[kind] += count
            print(f"{model} ({kind}): {count} bodies, {accepted} accepted by the library, {len(wrong)} disagreements")
            for reason, body in wrong[:5]:
                print(f"  {reason}: {json.dumps(body, ensure_ascii=False)}")
            failures += len(wrong)
    print(f"{total['plain']} plain and {total['tricky']} tricky bodies; {failures} disagreements")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
