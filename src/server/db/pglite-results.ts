import type { messages, PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** The wire-level pieces of the PGlite statement cache (pglite-statements.ts). */

export type Column = { name: string; dataTypeID: number };
type Row = Record<string, unknown> | unknown[];

/** Protocol messages sent in one call. */
export function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A statement's answer as PGlite's `query()` gives it: each column parsed by the options' parser
 * for its type, else PGlite's (chosen once per column, not per row); rows as objects or arrays;
 * `affectedRows` and `rowCount` from the command tag.
 */
export function resultsOf<T>(
  client: PGlite,
  fields: readonly Column[],
  answer: readonly messages.BackendMessage[],
  options?: QueryOptions,
): Results<T> {
  const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? client.parsers[f.dataTypeID]);
  const asArray = options?.rowMode === "array";
  const rows: Row[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  for (const message of answer) {
    if (message.name === "dataRow") {
      const cells = (message as messages.DataRowMessage).fields;
      const values = cells.map((cell, i) => {
        const parse = parsers[i];
        return cell === null || !parse ? cell : parse(cell, fields[i]?.dataTypeID ?? 0);
      });
      if (asArray) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        fields.forEach((f, i) => (row[f.name] = values[i]));
        rows.push(row);
      }
    } else if (message.name === "commandComplete") {
      const words = (message as messages.CommandCompleteMessage).text.split(" ");
      command = words[0];
      const count = Number.parseInt(words.at(-1) ?? "", 10);
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  const affected = command && ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? (rowCount ?? 0) : 0;
  return {
    rows: rows as Results<T>["rows"],
    fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: affected,
    ...(command ? { command } : {}),
    ...(rowCount === undefined ? {} : { rowCount }),
  };
}
