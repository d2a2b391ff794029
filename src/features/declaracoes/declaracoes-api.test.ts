import { expect, test } from "vitest";
import { declarationsPath } from "./declaracoes-api.ts";

test("a list's path carries only the filters that are set, in a stable order", () => {
  expect(declarationsPath({})).toBe("/api/declaracoes");
  expect(declarationsPath({ holder: "ana.b", type: undefined, page: 2, pageSize: 10 })).toBe(
    "/api/declaracoes?holder=ana.b&page=2&pageSize=10",
  );
  expect(declarationsPath({ status: "revogada", page: 1 })).toBe("/api/declaracoes?status=revogada&page=1");
});
