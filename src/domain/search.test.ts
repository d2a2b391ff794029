import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldText, likePattern } from "./search.ts";

describe("search folding", () => {
  it("maps each accented letter to one plain lower-case letter", () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(foldText("Eletrodinâmica Clássica")).toBe("eletrodinamica classica");
    expect(foldText("ÇÃO São JOÃO")).toBe("cao sao joao");
    expect(foldText("fis-501")).toBe("fis-501");
  });

  it("escapes LIKE wildcards", () => {
    expect(likePattern("a_b%c\\")).toBe("%a\\_b\\%c\\\\%");
  });
});
