import { describe, expect, it } from "vitest";
import { accessQuerySchema, auditQuerySchema } from "./logs.ts";

describe("log searches", () => {
  it("page 50 at a time by default, at most 100", () => {
    expect(accessQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(auditQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
  });

  it("take real calendar days, the end not before the start", () => {
    expect(accessQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(accessQuerySchema.safeParse({ from: "2026-03-01", to: "2026-03-01" }).success).toBe(true);
    const reversed = auditQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ["to"], message: "date_range_order" });
  });

  it("fold the person's idcbpf as typed", () => {
    expect(auditQuerySchema.parse({ actor: " Admin " }).actor).toBe("admin");
    expect(accessQuerySchema.safeParse({ idcbpf: "x" }).success).toBe(false);
  });
});
