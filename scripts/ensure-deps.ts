/**
 * What the test suite needs from the machine and npm cannot bring: Debian's Chromium (browser
 * tests), a PostgreSQL server (API tests on a real database) and OpenLDAP (LDAP login test).
 * Installed with apt-get when missing and we are root; otherwise one line says what to install.
 */
import { existsSync, readdirSync } from "node:fs";
import { chromiumPath, testChromiumPath } from "../tests/chromium.ts";
import { runSync } from "./run.ts";

export function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${base}/${versions[0]}/bin` : undefined;
}

type Need = { name: string; packages: string[]; present: () => boolean; required: boolean };

const needs: Need[] = [
  { name: "Chromium", packages: ["chromium"], present: () => existsSync(chromiumPath), required: true },
  {
    name: "Chromium's headless shell",
    packages: ["chromium-headless-shell"],
    present: () => existsSync(testChromiumPath),
    required: true,
  },
  { name: "PostgreSQL", packages: ["postgresql"], present: () => postgresBinDir() !== undefined, required: true },
  {
    name: "OpenLDAP",
    packages: ["slapd", "ldap-utils"],
    present: () => existsSync("/usr/sbin/slapd") && existsSync("/usr/bin/ldapadd"),
    required: false,
  },
];

export function ensureDeps(): void {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((need) => need.packages);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    const required = missing.filter((need) => need.required);
    console.error(
      `Missing ${missing.map((n) => n.name).join(", ")}: run  sudo apt-get install -y ${packages.join(" ")}`,
    );
    if (required.length > 0) process.exit(1);
    return;
  }
  console.log(`Installing ${packages.join(" ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = runSync("apt-get", ["update", "-qq"], { env });
  if (update.status !== 0) console.error(update.output);
  const install = runSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { env });
  if (install.status !== 0) console.error(install.output);
  const still = needs.filter((need) => need.required && !need.present());
  if (still.length > 0) {
    console.error(`Could not install ${still.map((n) => n.name).join(", ")}.`);
    process.exit(1);
  }
}
