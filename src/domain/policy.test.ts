import { describe, expect, it } from "vitest";
import { API_AREAS, authorize, decide, navigableRoutes } from "./policy.ts";
import { buildPath, ROUTES } from "./routes.ts";
import type { Level, SessionUser } from "./users.ts";
import {
  EXPECTED,
  EXPECTED_API,
  OWN_PROFILE_API,
  SAMPLE_PARAMS,
  UNKNOWN_PATHS,
  type Outcome,
} from "../../tests/access-matrix.ts";

const users: Record<Level, SessionUser> = {
  Administrador: { idcbpf: "admin", level: "Administrador" },
  Docente: { idcbpf: "docente", level: "Docente" },
  Discente: { idcbpf: "discente", level: "Discente" },
};

function outcome(path: string, user: SessionUser | null): Outcome | "notFound" {
  const decision = decide(path, user);
  return decision.kind === "allow" ? "allow" : decision.kind === "redirect" ? decision.to : "notFound";
}

describe("access policy matrix (seed §4, §6)", () => {
  it("covers every route of the table", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  for (const route of ROUTES) {
    const path = buildPath(route.id, SAMPLE_PARAMS);
    it(`${path}: anonymous and every level`, () => {
      expect(outcome(path, null)).toBe(EXPECTED[route.id].anonymous);
      for (const level of ["Administrador", "Docente", "Discente"] as const) {
        expect(outcome(path, users[level]), level).toBe(EXPECTED[route.id][level]);
      }
    });
  }

  it("covers the API's data areas: the week's timetable is the Discente's alone", () => {
    expect(Object.keys(EXPECTED_API).sort()).toEqual([...API_AREAS].sort());
    const status = { ok: 200, unauthenticated: 401, forbidden: 403 } as const;
    for (const area of API_AREAS) {
      expect(status[authorize(area, null)], area).toBe(EXPECTED_API[area].anonymous);
      for (const level of ["Administrador", "Docente", "Discente"] as const) {
        expect(status[authorize(area, users[level])], `${area} ${level}`).toBe(EXPECTED_API[area][level]);
      }
    }
  });

  it("lets every level read and change its own profile through the API, the Docente too", () => {
    const status = { ok: 200, unauthenticated: 401, forbidden: 403 } as const;
    expect(status[authorize("perfil", null, { idcbpf: "discente" })]).toBe(OWN_PROFILE_API.anonymous);
    for (const level of ["Administrador", "Docente", "Discente"] as const) {
      const own = { idcbpf: users[level].idcbpf };
      expect(status[authorize("perfil", users[level], own)], level).toBe(OWN_PROFILE_API[level]);
    }
  });

  it("lets a Discente open only its own /usuarios/{idcbpf}", () => {
    expect(outcome("/usuarios/discente", users.Discente)).toBe("allow");
    expect(outcome("/usuarios/docente", users.Discente)).toBe("/");
    expect(outcome("/usuarios/discente", users.Docente)).toBe("/");
    expect(authorize("usuario", users.Discente, { idcbpf: "discente" })).toBe("ok");
    expect(authorize("usuario", users.Discente, { idcbpf: "admin" })).toBe("forbidden");
    expect(authorize("usuario", null, { idcbpf: "discente" })).toBe("unauthenticated");
  });

  it("sends visitors to log in from unknown paths that are not public, before the 404 (seed §4 order)", () => {
    for (const [path, expected] of Object.entries(UNKNOWN_PATHS)) {
      expect(outcome(path, null), path).toBe(expected.anonymous);
      for (const level of ["Administrador", "Docente", "Discente"] as const) {
        expect(outcome(path, users[level]), `${path} ${level}`).toBe(expected.loggedIn);
      }
    }
  });

  it("says why it redirects: the toast for a level refused, none for a logged-in user leaving /login", () => {
    expect(decide("/configuracoes", users.Discente)).toMatchObject({ to: "/", reason: "forbidden" });
    expect(decide("/login", users.Discente)).toMatchObject({ to: "/", reason: "guestOnly" });
    expect(decide("/historico", null)).toMatchObject({ to: "/login", reason: "unauthenticated" });
    expect(decide("/nao-existe", null)).toMatchObject({ to: "/login", reason: "unauthenticated" });
  });

  it("accepts a typed code in lower case with spaces-free dashes and aliases", () => {
    expect(outcome("/autenciacar-declaracao/7k3m-9qxr-2b4d-6fgh-jkmn-pqrs-tvwx", null)).toBe("allow");
    expect(outcome("/autenciacar-declaracao/7K3M9QXR2B4D6FGHJKMNPQRSTVWO", null)).toBe("allow");
  });

  it("ignores a trailing slash", () => {
    expect(outcome("/historico/", users.Docente)).toBe("allow");
  });

  it("builds each level's navigation from the same table", () => {
    const ids = ["home", "historico", "matricula", "ofertagem", "configuracoes", "usuarios", "login"] as const;
    expect(navigableRoutes(users.Administrador, ids)).toEqual(["home", "historico", "configuracoes", "usuarios"]);
    expect(navigableRoutes(users.Docente, ids)).toEqual(["home", "historico", "ofertagem"]);
    expect(navigableRoutes(users.Discente, ids)).toEqual(["home", "historico", "matricula"]);
  });
});
