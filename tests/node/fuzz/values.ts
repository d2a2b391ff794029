import fc from "fast-check";

/**
 * Values for the fuzzing of the API, from the JSON Schemas of its OpenAPI document: valid-shaped
 * ones (what the schema asks for) and hostile ones — wrong types, strings over their limit,
 * NUL characters, unicode edge cases, numbers at the limits of every integer type, extra fields
 * with the names an attacker would try (`__proto__`, `level`, `holder`…).
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
};

export type Components = Record<string, Schema>;

/** Strings that have broken parsers, databases and pages before. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "\ud800",
  "\udfff\ud800",
  "\ufeff",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\u200b\u200c\u200d\u2060",
  "\u2028\u2029",
  "e\u0301\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "𝕬𝖈𝖆𝖉ê𝖒𝖎𝖈𝖔",
  "ＡＤＭＩＮ",
  "admin\u0130",
  "'; drop table users; --",
  "%' OR 1=1 --",
  "\\",
  "%00",
  "%",
  "../../etc/passwd",
  "<img src=x onerror=alert(1)>",
  "=cmd|' /C calc'!A0",
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: x=y",
  "1e999",
  "NaN",
  "-0",
  "0x10",
  "2025-02-30",
  "9999-12-31",
  "0000-00-00",
  "2025-13-01T25:61:61Z",
  "x".repeat(201),
  "x".repeat(5000),
  "é".repeat(3000),
];

export const LIMIT_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  32767,
  32768,
  -32769,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "level",
  "status",
  "idcbpf",
  "holder",
  "student",
  "responsible",
  "id",
  "userId",
  "mustChangePassword",
  "a\u0000b",
  "",
];

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 64 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 64 }), weight: 1 },
);

const hostileScalar = fc.oneof(
  hostileString,
  fc.constantFrom(...LIMIT_NUMBERS),
  fc.constantFrom(true, false, null),
  fc.jsonValue({ maxDepth: 2 }),
);

function resolve(schema: Schema, components: Components): Schema {
  let current = schema;
  for (let i = 0; current.$ref && i < 10; i++) current = components[current.$ref.split("/").pop() ?? ""] ?? {};
  return current;
}

const day = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** What a string field named so takes, where the schema says it only in a refinement. */
function byName(name: string): fc.Arbitrary<string> | null {
  if (/email/i.test(name)) return fc.emailAddress();
  if (/date$|On$|Start$|End$|Deadline$|^from$|^to$/i.test(name)) return day;
  if (/lattes|url/i.test(name)) return fc.integer({ min: 0, max: 2 ** 31 }).map((n) => `http://lattes.cnpq.br/${n}`);
  if (name === "timeZone") return fc.constantFrom("America/Sao_Paulo", "UTC", "Europe/Lisbon", "America/Manaus");
  if (/password/i.test(name)) return fc.string({ unit: "grapheme", minLength: 8, maxLength: 40 });
  return null;
}

function stringValue(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 64 });
    } catch {
      // A pattern JavaScript cannot take: any string.
    }
  }
  const named = byName(name);
  if (named) return named;
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const text = fc.string({
    unit: "grapheme",
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
  return text;
}

/** A value of the schema's shape (with `hostile`, any of its parts may be replaced by a hostile one). */
export function valueOf(
  schema: Schema,
  components: Components,
  hostile: boolean,
  depth = 0,
  name = "",
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const valid = validValue(s, components, hostile, depth, name);
  if (!hostile || depth > 4) return valid;
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostileScalar, weight: 1 });
}

function validValue(
  s: Schema,
  components: Components,
  hostile: boolean,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((alt) => valueOf(alt, components, hostile, depth + 1, name)));
  if (s.allOf?.[0]) return valueOf(s.allOf[0], components, hostile, depth + 1, name);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.nullable) types.push("null");
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...s, type }, components, hostile, depth, name)));
  switch (types[0]) {
    case "string":
      return stringValue(s, name);
    case "integer": {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
    }
    case "number":
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueOf(s.items ?? {}, components, hostile, depth + 1, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case "object":
    case undefined:
      if (!s.properties) return depth > 2 ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      return objectValue(s, components, hostile, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectValue(s: Schema, components: Components, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  const model = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([key, prop]) => [key, valueOf(prop, components, hostile, depth + 1, key)]),
  );
  const required = hostile ? [] : (s.required ?? []);
  const record = fc.record(model, { requiredKeys: required.filter((key) => key in model) });
  if (!hostile) return record;
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), hostileScalar, {
    maxKeys: 3,
  });
  return fc
    .tuple(record, fc.option(extra, { freq: 3 }))
    .map(([value, more]) => (more ? Object.assign(Object.create(null) as object, value, more) : value));
}
