import {
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { concat, resultsOf, type Column } from "./pglite-results.ts";

/**
 * Prepared statements for PGlite, under Drizzle. PGlite's own `query()` parses and plans every
 * statement anew and crosses into its WebAssembly six times (Parse, Describe, Bind, Describe,
 * Execute, Sync, each a call of its own); a profile of the server showed that as most of a
 * request's time. Here each distinct SQL text is parsed once into a named statement (Parse and
 * Describe: its parameter types and its columns), and every later run is one call with Bind,
 * Execute and Sync — about a fifth of the CPU time of `query()` for a point lookup (measured:
 * 150 µs instead of 800 µs). PostgreSQL then keeps the statement's plan once it has seen that a
 * generic plan does as well as custom ones (its `plan_cache_mode = auto`).
 *
 * The results are the same as `query()`'s: parameters serialised by the parameter's type with
 * the same serializers, columns parsed with the same parsers (the options' first), rows as
 * objects or arrays, `affectedRows` and `rowCount` from the command tag, errors as PGlite's
 * `DatabaseError`. The locking is PGlite's: outside a transaction a statement waits for any
 * transaction in progress, as `query()` does, and each runs alone. Statements are a session's
 * (never rolled back); at most `LIMIT` are kept, the least recently used closed first, so the
 * memory they hold in PostgreSQL's WebAssembly heap stays bounded. Only Drizzle's queries go
 * through here (`cachedStatements` wraps the client Drizzle is given): migrations and tests'
 * raw calls use PGlite directly.
 */
const LIMIT = 200;

type Prepared = { name: string; paramTypes: number[]; fields: Column[] };

const { serialize } = protocol;
/** Statement names are unique in the process: two caches over one PGlite never collide. */
let counter = 0;

/** SQLSTATEs after which the statement is dropped and prepared again at its next use. */
const STALE = new Set(["0A000" /* cached plan must not change result type */, "26000" /* no such statement */]);

export class StatementCache {
  readonly #client: PGlite;
  readonly #statements = new Map<string, Prepared>();
  /** Names evicted from the cache, closed in front of the next call. */
  #closing: string[] = [];

  readonly #limit: number;

  constructor(client: PGlite, { limit = LIMIT }: { limit?: number } = {}) {
    this.#client = client;
    this.#limit = limit;
  }

  /** A statement outside any transaction: waits for one in progress, then runs alone. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return this.#client.query<T>(text, params, options);
    return this.#client._runExclusiveTransaction(() => this.#run<T>(text, params, options, true));
  }

  /** A statement inside a transaction (which already holds PGlite's transaction lock). */
  queryInTransaction<T>(tx: Transaction, text: string, params: unknown[] = [], options?: QueryOptions) {
    if (tx.closed) throw new Error("Transaction is closed");
    if (options?.blob || options?.paramTypes) return tx.query<T>(text, params, options);
    return this.#run<T>(text, params, options, false);
  }

  #run<T>(text: string, params: unknown[], options: QueryOptions | undefined, outside: boolean) {
    return this.#client._runExclusiveQuery(async () => {
      const statement = this.#statements.get(text) ?? (await this.#prepare(text));
      // Most recently used last: the Map's order is the eviction order.
      this.#statements.delete(text);
      this.#statements.set(text, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? this.#client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      let result: messages.BackendMessage[];
      try {
        ({ messages: result } = await this.#client.execProtocol(
          concat([
            ...this.#closes(),
            serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        ));
      } catch (error) {
        if (STALE.has((error as { code?: string }).code ?? "")) {
          this.#statements.delete(text);
          if ((error as { code?: string }).code === "0A000") this.#closing.push(statement.name);
        }
        throw Object.assign(error as object, { query: text, params, queryOptions: options });
      }
      // PGlite's query() syncs its file system after a statement outside a transaction.
      if (outside) await this.#client.syncToFs();
      return resultsOf<T>(this.#client, statement.fields, result, options);
    });
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `acad_${(counter += 1)}`;
    let result: messages.BackendMessage[];
    try {
      ({ messages: result } = await this.#client.execProtocol(
        concat([
          ...this.#closes(),
          serialize.parse({ name, text }),
          serialize.describe({ type: "S", name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw Object.assign(error as object, { query: text });
    }
    const parameters = result.find((m) => m.name === "parameterDescription") as
      messages.ParameterDescriptionMessage | undefined;
    const columns = result.find((m) => m.name === "rowDescription") as messages.RowDescriptionMessage | undefined;
    const prepared = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: columns?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    this.#statements.set(text, prepared);
    if (this.#statements.size > this.#limit) {
      const [oldest] = this.#statements;
      if (oldest) {
        this.#statements.delete(oldest[0]);
        this.#closing.push(oldest[1].name);
      }
    }
    return prepared;
  }

  /** Close messages for the statements evicted since the last call (answered by CloseComplete). */
  #closes(): Uint8Array[] {
    if (this.#closing.length === 0) return [];
    const closes = this.#closing.map((name) => serialize.close({ type: "S", name }));
    this.#closing = [];
    return closes;
  }
}

/**
 * The client Drizzle is given: PGlite with `query` and `transaction` going through the cache
 * (a transaction's statements too); everything else is PGlite's own.
 */
export function cachedStatements(client: PGlite, options: { limit?: number } = {}): PGlite {
  const cache = new StatementCache(client, options);
  const query = cache.query.bind(cache);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const wrapped: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            cache.queryInTransaction<R>(tx, text, params, options),
        },
      }) as Transaction;
      return callback(wrapped);
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on PGlite itself, not on the proxy.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
