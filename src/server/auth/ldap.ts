import { Client, Filter, InvalidCredentialsError } from "ldapts";
import type { Logger } from "pino";
import type { LdapConfig } from "../env.ts";

/**
 * Optional directory login. The directory only says whether a password is right for an idcbpf:
 * find the person's DN with the service account, then bind as that DN with the password. Who
 * may do what stays in our users table — a person unknown to the app cannot log in even when
 * the directory knows them.
 */
export type LdapAuthenticator = { authenticate: (idcbpf: string, password: string) => Promise<boolean> };

const TIMEOUT_MS = 5000;

/** `(uid={idcbpf})` with the value escaped as RFC 4515 asks, so input cannot change the filter. */
export function ldapFilter(template: string, idcbpf: string): string {
  return template.replaceAll("{idcbpf}", Filter.escape(idcbpf));
}

export function createLdapAuthenticator(config: LdapConfig, logger: Logger): LdapAuthenticator {
  const connect = () => new Client({ url: config.url, timeout: TIMEOUT_MS, connectTimeout: TIMEOUT_MS });

  async function findDn(idcbpf: string): Promise<string | null> {
    const client = connect();
    try {
      if (config.bindDn) await client.bind(config.bindDn, config.bindPassword ?? "");
      const { searchEntries } = await client.search(config.baseDn, {
        scope: "sub",
        filter: ldapFilter(config.filter, idcbpf),
        attributes: ["dn"],
        sizeLimit: 2,
      });
      // Ambiguity is a refusal: two entries for one idcbpf means the filter is wrong.
      return searchEntries.length === 1 ? (searchEntries[0]?.dn ?? null) : null;
    } finally {
      await client.unbind().catch(() => {});
    }
  }

  return {
    async authenticate(idcbpf, password) {
      // An empty password would be an "unauthenticated bind", which many servers accept.
      if (password.length === 0) return false;
      try {
        const dn = await findDn(idcbpf);
        if (!dn) return false;
        const client = connect();
        try {
          await client.bind(dn, password);
          return true;
        } finally {
          await client.unbind().catch(() => {});
        }
      } catch (err) {
        // Wrong password (invalidCredentials) is routine; anything else is the directory's trouble.
        if (!(err instanceof InvalidCredentialsError)) logger.warn({ err }, "ldap authentication failed");
        return false;
      }
    },
  };
}
