import fc from "fast-check";
import { HOSTILE_STRINGS, hostileString, valueOf, type Components, type Schema } from "./values.ts";

/**
 * Requests to every operation of the API built from its OpenAPI document: the path's parameters
 * (known records' keys, schema-shaped values, hostile ones, broken percent-encodings), the query
 * (valid, mutated, repeated, unknown parameters), and the body — JSON of the schema's shape with
 * any part mutated, or text that is not JSON, nested thousands deep, carries NUL or bytes that
 * are not UTF-8, under every media type a client might claim. `judge` says what an answer must
 * never be: a 5xx, something else than the JSON error shape on a 4xx, a stack trace.
 */
export type Operation = {
  method: string;
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema }[];
  body: { types: string[]; schema: Schema } | null;
};

export type FuzzRequest = {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
};

/** Keys of records that exist, by parameter name, so that requests also reach past the 404s. */
export type Pools = Record<string, (string | number)[]>;

type Document = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Components };
};
type OperationObject = {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map(({ name, schema }) => ({ name, schema })),
      query: (op.parameters ?? []).filter((p) => p.in === "query").map(({ name, schema }) => ({ name, schema })),
      body: op.requestBody
        ? {
            types: Object.keys(op.requestBody.content),
            schema: Object.values(op.requestBody.content)[0]?.schema ?? {},
          }
        : null,
    })),
  );
}

const BROKEN_ESCAPES = ["%", "%E0%A4%A", "%FF", "%C0%AF", "%uD800", "%00", "%2F..%2F"];

function pathValue(
  name: string,
  schema: Schema,
  components: Components,
  pools: Pools,
  hostile: boolean,
): fc.Arbitrary<string> {
  const known = pools[name] ?? [];
  const knownValue = known.length
    ? fc.constantFrom(...known).map(String)
    : valueOf(schema, components, false).map(String);
  const value = hostile
    ? fc.oneof(
        { arbitrary: knownValue, weight: 4 },
        { arbitrary: valueOf(schema, components, false).map((v) => String(v)), weight: 2 },
        { arbitrary: hostileString, weight: 2 },
      )
    : knownValue;
  const encoded = value.map((text) => (text === "" ? "x" : encodeURIComponent(text.toWellFormed())));
  if (!hostile) return encoded;
  return encoded.chain((text) =>
    fc.oneof({ arbitrary: fc.constant(text), weight: 9 }, fc.constantFrom(...BROKEN_ESCAPES)),
  );
}

function queryString(op: Operation, components: Components, hostile: boolean): fc.Arbitrary<string> {
  const valid = (schema: Schema) =>
    valueOf(schema, components, false).map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)));
  const params = op.query.map(({ name, schema }) =>
    fc
      .option(
        hostile
          ? fc.oneof(
              { arbitrary: valid(schema), weight: 3 },
              { arbitrary: hostileString, weight: 1 },
              { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)), weight: 1 },
            )
          : valid(schema),
        { freq: 2 },
      )
      .map((value) => (value === null ? [] : [[name, value.toWellFormed()] as [string, string]])),
  );
  const extra = hostile
    ? fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom("page", "pageSize", "q", "a[]", "__proto__"), fc.string({ maxLength: 8 })),
          hostileString,
        ),
        { maxLength: 2 },
      )
    : fc.constant([]);
  const broken = hostile ? fc.option(fc.constantFrom(...BROKEN_ESCAPES), { freq: 8 }) : fc.constant(null);
  return fc.tuple(fc.tuple(...params), extra, broken).map(([pairs, more, escape]) => {
    const search = new URLSearchParams([...pairs.flat(), ...more]).toString();
    const raw = escape ? `${search}${search ? "&" : ""}q=${escape}` : search;
    return raw ? `?${raw}` : "";
  });
}

const encoder = new TextEncoder();

/** Text that is not what it claims: nested thousands deep, NUL, not UTF-8, not JSON. */
const hostileText: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.integer({ min: 1, max: 40_000 }).map((n) => encoder.encode("[".repeat(n) + "]".repeat(n))),
  fc.integer({ min: 1, max: 12_000 }).map((n) => encoder.encode('{"a":'.repeat(n) + "1" + "}".repeat(n))),
  fc
    .constantFrom(
      '{"a":"\u0000"}',
      '{"\u0000":1}',
      '{"a":1,}',
      "{'a':1}",
      "undefined",
      "1e999",
      "[1,2",
      '"\\ud800"',
      "",
    )
    .map((text) => encoder.encode(text)),
  fc.uint8Array({ maxLength: 256 }),
  fc.constantFrom(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    new Uint8Array([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]),
  ),
);

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/merge-patch+json",
  "application/json; charset=latin1",
];
const OTHER_TYPES = [
  "text/plain",
  "text/csv",
  "application/pdf",
  "application/octet-stream",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "",
];

const CSV_HEADER = "idcbpf,name,email,level,programme,degree,status,entryTerm";
const csvCell = fc.oneof(
  fc.constantFrom("zzf-csv", "Pessoa", "zzf@example.org", "Discente", "academico", "mestrado", "ativo", "2025.1"),
  hostileString.map((text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)),
);
/** A CSV of the import's shape with hostile cells, or a file that starts as a PDF and goes on as anything. */
function ownBody(types: string[]): fc.Arbitrary<Uint8Array> {
  const csv = fc
    .array(fc.array(csvCell, { minLength: 1, maxLength: 9 }), { maxLength: 5 })
    .map((rows) => encoder.encode([CSV_HEADER, ...rows.map((cells) => cells.join(","))].join("\n")));
  const pdf = fc
    .uint8Array({ maxLength: 2048 })
    .map((rest) => new Uint8Array([...encoder.encode("%PDF-1.4\n"), ...rest]));
  return fc.oneof(
    types.some((type) => type.includes("csv")) ? csv : pdf,
    hostileText,
    fc.uint8Array({ maxLength: 4096 }),
  );
}

function bodyOf(
  op: Operation,
  components: Components,
  hostile: boolean,
): fc.Arbitrary<{ type: string; bytes?: Uint8Array }> {
  const body = op.body;
  if (!body)
    return hostile
      ? fc.option(hostileText, { freq: 6 }).map((bytes) => ({ type: "application/json", ...(bytes ? { bytes } : {}) }))
      : fc.constant({ type: "" });
  const ownTypes = body.types.filter((type) => !type.includes("json"));
  const json = valueOf(body.schema, components, true).map((value) => encoder.encode(JSON.stringify(value) ?? "null"));
  const valid = valueOf(body.schema, components, false).map((value) => encoder.encode(JSON.stringify(value) ?? "null"));
  const types = ownTypes.length ? ownTypes : JSON_TYPES;
  if (!hostile)
    return fc.record({
      type: fc.constantFrom(...types.slice(0, 2)),
      bytes: ownTypes.length ? ownBody(ownTypes) : valid,
    });
  return fc.oneof(
    {
      arbitrary: fc.record({
        type: fc.constantFrom(...types),
        bytes: ownTypes.length ? ownBody(ownTypes) : valid,
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({ type: fc.constantFrom(...types), bytes: ownTypes.length ? hostileText : json }),
      weight: 5,
    },
    { arbitrary: fc.record({ type: fc.constantFrom(...types, ...OTHER_TYPES), bytes: hostileText }), weight: 2 },
    {
      arbitrary: fc.record({
        type: fc.constantFrom(...types),
        bytes: fc.constantFrom(70_000, 200_000).map((n) => encoder.encode(JSON.stringify({ a: "x".repeat(n) }))),
      }),
      weight: 1,
    },
  );
}

/** Two in five requests are valid-shaped throughout (they reach the writes); the others hostile somewhere. */
export function requestOf(op: Operation, components: Components, pools: Pools): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: requestShaped(op, components, pools, false), weight: 2 },
    { arbitrary: requestShaped(op, components, pools, true), weight: 3 },
  );
}

function requestShaped(
  op: Operation,
  components: Components,
  pools: Pools,
  hostile: boolean,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(p.name, p.schema, components, pools, hostile)));
  return fc
    .tuple(
      params,
      queryString(op, components, hostile),
      bodyOf(op, components, hostile),
      fc.constantFrom("pt", "en", "", "xx;q=oops"),
    )
    .map(([values, query, body, language]) => {
      let path = op.path;
      op.pathParams.forEach((param, index) => (path = path.replace(`{${param.name}}`, values[index] ?? "x")));
      const headers: Record<string, string> = {};
      if (body.type) headers["content-type"] = body.type;
      if (language) headers["accept-language"] = language;
      const carriesBody = body.bytes !== undefined && op.method !== "GET" && op.method !== "HEAD";
      return {
        operation: `${op.method} ${op.path}`,
        method: op.method,
        url: `${path}${query}`,
        headers,
        ...(carriesBody ? { body: body.bytes } : {}),
      };
    });
}

/** What is wrong with an answer, or null: a 5xx, a 4xx that is not our JSON error, a stack trace. */
export function judge(status: number, contentType: string | null, body: Uint8Array): string | null {
  if (status >= 500) return `status ${status}`;
  const text = /json|text|html|xml|csv|calendar/.test(contentType ?? "") ? new TextDecoder().decode(body) : "";
  if (/\n\s+at .+:\d+:\d+/.test(text) || /\bat (?:async )?\S+ \(\/.+:\d+:\d+\)/.test(text))
    return "a stack trace in the body";
  if (status < 400) return null;
  if (!contentType?.startsWith("application/json")) return `${status} answered as ${contentType ?? "no type"}`;
  try {
    const parsed = JSON.parse(text) as { statusCode?: unknown; message?: unknown };
    if (parsed.statusCode !== status) return `${status} with statusCode ${String(parsed.statusCode)}`;
    if (typeof parsed.message !== "string" || parsed.message === "") return `${status} without a message`;
  } catch {
    return `${status} whose body is not JSON`;
  }
  return null;
}
