import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real, throwaway OpenLDAP server (Debian's slapd) for the LDAP login tests: a temporary
 * config with an mdb database for dc=example,dc=org, on a free loopback port, removed on stop.
 */
export const SLAPD = "/usr/sbin/slapd";
export const LDAPADD = "/usr/bin/ldapadd";
export const slapdMissing = [SLAPD, LDAPADD].find((path) => !existsSync(path));

export const SUFFIX = "dc=example,dc=org";
export const ROOT_DN = `cn=admin,${SUFFIX}`;
export const ROOT_PW = "root-secret";

export type Slapd = { url: string; add: (ldif: string) => void; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() !== undefined));
    socket.once("error", () => resolve(false));
  });
}

export async function startSlapd(): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), "academico-slapd-"));
  mkdirSync(join(dir, "db"));
  const conf = join(dir, "slapd.conf");
  writeFileSync(
    conf,
    [
      "include /etc/ldap/schema/core.schema",
      "include /etc/ldap/schema/cosine.schema",
      "include /etc/ldap/schema/inetorgperson.schema",
      `pidfile ${join(dir, "slapd.pid")}`,
      "modulepath /usr/lib/ldap",
      "moduleload back_mdb",
      "database mdb",
      `suffix "${SUFFIX}"`,
      `rootdn "${ROOT_DN}"`,
      `rootpw ${ROOT_PW}`,
      `directory ${join(dir, "db")}`,
      "",
    ].join("\n"),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0 keeps slapd in the foreground (so it dies with us) without debug output.
  const child: ChildProcess = spawn(SLAPD, ["-h", `${url}/`, "-f", conf, "-d", "0"], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`slapd did not start (exit ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const add = (ldif: string) => {
    const result = spawnSync(LDAPADD, ["-x", "-H", url, "-D", ROOT_DN, "-w", ROOT_PW], {
      input: ldif,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`ldapadd failed: ${result.stderr}`);
  };
  return {
    url,
    add,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
