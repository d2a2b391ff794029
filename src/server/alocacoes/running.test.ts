import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importReportSchema } from "../../domain/user-input.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { users } from "../db/schema.ts";
import { addPerson } from "../declaracoes/test-fixtures.ts";
import { addAllocation, addQuota } from "./test-fixtures.ts";

/**
 * F12 on every path that makes a student `inativo` or `egresso`: the office's PATCH, the CSV
 * import (the row reported with the message) and the dismissal. An allocation that ended before
 * today does not stop it; `trancado` is allowed.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(() => t.close());

async function holder(idcbpf: string, period: { startDate: string; endDate: string }) {
  const person = await addPerson(t.db, idcbpf, { name: `Pessoa ${idcbpf}` });
  const quota = await addQuota(t.app, admin, { startDate: "2000-01-01", endDate: "2099-12-31" });
  const allocation = await addAllocation(t.app, admin, { bolsa: quota.id, student: idcbpf, ...period });
  return { person, quota, allocation };
}
const statusOf = async (idcbpf: string) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.idcbpf, idcbpf)))[0]?.status;
const patchUser = (idcbpf: string, json: unknown) =>
  call(t.app, `/api/usuarios/${idcbpf}`, { method: "PATCH", cookie: admin, json });

describe("F12: no leaving with a running or future scholarship", () => {
  it("PATCH /api/usuarios: 422 scholarship_active naming the quota; trancado allowed; allowed once cancelled", async () => {
    const { quota, allocation } = await holder("zzr-patch", { startDate: "2001-01-01", endDate: "2099-12-31" });
    for (const status of ["inativo", "egresso"]) {
      const error = await expectApiError(await patchUser("zzr-patch", { status }), 422);
      expect(error.rule).toBe("scholarship_active");
      expect(error.message).toContain(quota.number);
    }
    expect(await statusOf("zzr-patch")).toBe("ativo");
    expect((await patchUser("zzr-patch", { status: "trancado" })).status).toBe(200);
    expect((await patchUser("zzr-patch", { status: "ativo" })).status).toBe(200);
    // A cancel date of today (here: an effective end already past) frees the student.
    const cancel = await call(t.app, `/api/alocacoes/${allocation.id}`, {
      method: "PATCH",
      cookie: admin,
      json: { cancelDate: "2001-06-30", cancelReason: "Desligamento" },
    });
    expect(cancel.status).toBe(200);
    expect((await patchUser("zzr-patch", { status: "inativo" })).status).toBe(200);
  });

  it("a future allocation stops it too; one ended before today does not", async () => {
    await holder("zzr-future", { startDate: "2098-01-01", endDate: "2098-12-31" });
    expect((await expectApiError(await patchUser("zzr-future", { status: "egresso" }), 422)).rule).toBe(
      "scholarship_active",
    );
    await holder("zzr-past", { startDate: "2001-01-01", endDate: "2001-12-31" });
    expect((await patchUser("zzr-past", { status: "egresso" })).status).toBe(200);
  });

  it("the dismissal: 422 scholarship_active, nothing changed", async () => {
    const { quota } = await holder("zzr-dism", { startDate: "2001-01-01", endDate: "2099-12-31" });
    const res = await call(t.app, "/api/usuarios/zzr-dism/desligamento", {
      method: "POST",
      cookie: admin,
      json: { reason: "abandono" },
      headers: { "accept-language": "en" },
    });
    const error = await expectApiError(res, 422);
    expect(error.rule).toBe("scholarship_active");
    expect(error.message).toBe(
      `The student holds the scholarship ${quota.number}, running or to come: cancel or delete it first.`,
    );
    const [row] = await t.db
      .select({ status: users.status, reason: users.dismissalReason })
      .from(users)
      .where(eq(users.idcbpf, "zzr-dism"));
    expect(row).toEqual({ status: "ativo", reason: null });
  });

  it("the CSV import: the row reported on its status with the message, the others written", async () => {
    const { quota } = await holder("zzr-csv", { startDate: "2001-01-01", endDate: "2099-12-31" });
    await addPerson(t.db, "zzr-csv-free", { name: "Livre Csv" });
    const header = "idcbpf,name,email,level,programme,degree,status,entryTerm";
    const line = (idcbpf: string, name: string) =>
      `${idcbpf},${name},${idcbpf}@example.org,Discente,academico,mestrado,inativo,2024.1`;
    const file = `${header}\n${line("zzr-csv", "Pessoa zzr-csv")}\n${line("zzr-csv-free", "Livre Csv")}\n`;
    const res = await call(t.app, "/api/usuarios/importacao?skipInvalid=true", {
      method: "POST",
      cookie: admin,
      body: file,
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    const report = importReportSchema.parse(await res.json());
    expect(report.errors).toEqual([
      {
        line: 2,
        field: "status",
        message: `O discente tem a bolsa ${quota.number} em vigor ou futura: cancele-a ou exclua-a antes.`,
      },
    ]);
    expect(report).toMatchObject({ written: true, updated: 1 });
    expect(await statusOf("zzr-csv")).toBe("ativo");
    expect(await statusOf("zzr-csv-free")).toBe("inativo");
  });
});
