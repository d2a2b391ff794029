import { describe, expect, it } from "vitest";
import { outboxState, textWithLinks } from "./outbox.ts";

describe("outboxState", () => {
  it("tells sent, waiting and failing apart", () => {
    expect(outboxState({ sentAt: "2026-01-01T00:00:00Z", attempts: 2, lastError: null })).toBe("sent");
    expect(outboxState({ sentAt: null, attempts: 0, lastError: null })).toBe("waiting");
    expect(outboxState({ sentAt: null, attempts: 1, lastError: "550: no" })).toBe("failing");
  });
});

describe("textWithLinks", () => {
  it("finds http(s) links and leaves the rest as text", () => {
    expect(textWithLinks("Olá! Acesse https://a.example/primeiro-acesso/abc_-1. Até logo.")).toEqual([
      { kind: "text", text: "Olá! Acesse " },
      { kind: "link", href: "https://a.example/primeiro-acesso/abc_-1" },
      { kind: "text", text: ". Até logo." },
    ]);
    expect(textWithLinks("(http://x.example/en/inscricao/7K3M)\nfim")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", href: "http://x.example/en/inscricao/7K3M" },
      { kind: "text", text: ")\nfim" },
    ]);
    expect(textWithLinks("sem link, javascript:alert(1)")).toEqual([
      { kind: "text", text: "sem link, javascript:alert(1)" },
    ]);
  });
});
