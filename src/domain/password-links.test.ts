import { expect, test } from "vitest";
import { recoveryRequestSchema, withoutLinkToken } from "./password-links.ts";

test("a link's token never reaches a log, in either language, whatever follows it", () => {
  const token = "q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E";
  expect(withoutLinkToken(`/primeiro-acesso/${token}`)).toBe("/primeiro-acesso/…");
  expect(withoutLinkToken(`/en/redefinir-senha/${token}`)).toBe("/en/redefinir-senha/…");
  expect(withoutLinkToken(`/redefinir-senha/${token}?x=1#y`)).toBe("/redefinir-senha/…?x=1#y");
  expect(withoutLinkToken("/redefinir-senha")).toBe("/redefinir-senha");
  expect(withoutLinkToken(`/usuarios/${token}`)).toBe(`/usuarios/${token}`);
  expect(withoutLinkToken("/inscricao/abc")).toBe("/inscricao/abc");
});

test("the recovery asks for something typed, as typed", () => {
  expect(recoveryRequestSchema.parse({ login: "  Ana@Example.org " })).toEqual({ login: "Ana@Example.org" });
  expect(recoveryRequestSchema.safeParse({ login: "   " }).success).toBe(false);
});
