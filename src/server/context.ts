import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { User } from "../domain/users.ts";
import type { LdapAuthenticator } from "./auth/ldap.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";

/** What every route module is built with (passed in, never imported, so tests choose). */
export type Deps = {
  db: Database;
  env: Env;
  logger: Logger;
  /** The directory authenticator when LDAP_URL is set. */
  ldap: LdapAuthenticator | null;
};

/** The logged-in user of a request, resolved once by the session middleware. */
export type CurrentUser = User & { id: number };

export type AppEnv = {
  /** Set by @hono/node-server; absent when tests call `app.request()` in-process. */
  Bindings: {
    incoming?: IncomingMessage;
    /** A page's first read, asked by the server itself (pages/first-reads.ts): no request line of its own. */
    firstRead?: true;
  };
  Variables: {
    user: CurrentUser | null;
  };
};
