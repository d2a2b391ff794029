/**
 * A database of its own on a throwaway PostgreSQL cluster (scripts/pg.ts), for a section that
 * needs PostgreSQL beside the demo databases: its URL, and the server's version for the report's
 * labels. `durable` keeps fsync on, for figures compared with the database's own commit rate.
 */
import pg from "pg";
import { startPostgres } from "../../scripts/pg.ts";

export type BenchPostgres = { url: string; port: number; version: string; stop: () => void };

export async function postgresDatabase(name: string, { durable = false } = {}): Promise<BenchPostgres> {
  const postgres = await startPostgres({ durable });
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query<{ server_version: string }>("show server_version");
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return { url: url.toString(), port: Number(url.port), version: rows[0]?.server_version ?? "", stop: postgres.stop };
  } catch (error) {
    postgres.stop();
    throw error;
  }
}
