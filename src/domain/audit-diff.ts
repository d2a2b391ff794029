/**
 * An audit entry's before and after (any JSON) as a field-by-field list of what changed, for
 * people to read: nested fields by dotted path (`label.pt`), lists of records by their key
 * (`concepts[T].weight`), lists of plain values as one line ("FIS-501, FIS-502").
 */
export type DiffRow = {
  field: string;
  /** The value before, as text; undefined when the field did not exist (a creation). */
  before: string | undefined;
  after: string | undefined;
};

/** Keys that name a record inside a list, best first. */
const RECORD_KEYS = ["concept", "code", "idcbpf", "key", "id"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function recordKey(items: readonly unknown[]): string | undefined {
  if (items.length === 0 || !items.every(isRecord)) return undefined;
  return RECORD_KEYS.find((key) =>
    items.every((item) => {
      const value = (item as Record<string, unknown>)[key];
      return typeof value === "string" || typeof value === "number";
    }),
  );
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function flatten(value: unknown, path: string, out: Map<string, string>): void {
  if (Array.isArray(value)) {
    const key = recordKey(value);
    if (key) {
      const records = value as Record<string, unknown>[];
      // The order of the records is a fact of its own (the concept table's display order).
      out.set(path, records.map((record) => text(record[key])).join(", "));
      for (const record of records) flatten(record, `${path}[${text(record[key])}]`, out);
    } else if (value.some((item) => isRecord(item) || Array.isArray(item))) {
      value.forEach((item, index) => flatten(item, `${path}[${index}]`, out));
    } else {
      out.set(path, value.map(text).join(", "));
    }
    return;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && path) out.set(path, "");
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, out);
    return;
  }
  out.set(path || "value", text(value));
}

function flat(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && value !== undefined) flatten(value, "", out);
  return out;
}

/**
 * A value the audit does not keep (personal data, funding P2): the entry records that the field
 * changed, with this before and after.
 */
export const MASKED = "***";

/**
 * The fields that differ between `before` and `after`, in the order they first appear; a masked
 * field is listed although its two sides read alike (it is there because it changed).
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const was = flat(before);
  const now = flat(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => was.get(field) !== now.get(field) || now.get(field) === MASKED)
    .map((field) => ({ field, before: was.get(field), after: now.get(field) }));
}
