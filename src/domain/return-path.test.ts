import { describe, expect, it } from "vitest";
import { loginPathFor, RETURN_PATH_MAX, returnPath } from "./return-path.ts";

describe("where a login may return to", () => {
  it.each([
    ["/historico", "/historico"],
    ["/historico/", "/historico/"],
    ["/", "/"],
    ["/usuarios/ana.souza", "/usuarios/ana.souza"],
    ["/usuarios?q=ana&page=2", "/usuarios?q=ana&page=2"],
    ["/disciplinas?q=%C3%A1lgebra", "/disciplinas?q=%C3%A1lgebra"],
    // The English page: the caller puts it in the UI's language.
    ["/en/historico", "/historico"],
    ["/en", "/"],
    ["/gov/agenda-disciplinas", "/gov/agenda-disciplinas"],
    [
      "/autenciacar-declaracao/7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
      "/autenciacar-declaracao/7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
    ],
    // Dot segments resolve inside the site.
    ["/gov/../historico", "/historico"],
    // The hash never reaches the server and is not kept.
    ["/historico#topo", "/historico"],
  ])("%s → %s", (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "historico",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/historico",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>",
    " /historico",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/..//evil.example",
    "/.%2E//evil.example",
    "/historico\n",
    "/\t/evil.example",
    "/\u0000historico",
    "/usuarios/%2F%2Fevil",
    "/usuarios/..%2F..%2Fevil",
    // Not a page of the table.
    "/nao-existe",
    "/api/usuarios",
    "/assets/index.js",
    "/gov/outra",
    // Pages for visitors only: a login never sends anyone back there.
    "/login",
    "/en/login?next=/historico",
    "/inscricao",
    "/inscricao/7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
    `/historico?q=${"a".repeat(RETURN_PATH_MAX)}`,
  ])("refuses %j", (value) => {
    expect(returnPath(value)).toBeNull();
  });

  it("builds the login address that carries it", () => {
    expect(loginPathFor("/historico?x=1")).toBe("/login?next=%2Fhistorico%3Fx%3D1");
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/nao-existe")).toBe("/login");
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});
