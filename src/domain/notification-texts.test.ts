import { describe, expect, it } from "vitest";
import { decisionNotice, pendingDigestNotice, revocationNotice } from "./notification-texts.ts";

const subject = { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" } };

describe("notification texts", () => {
  it("say an acceptance without a reason, and a blank reason as none", () => {
    expect(decisionNotice({ subject, decision: "deferida", reason: "  " }).body).toEqual({
      pt: "Seu pedido de matrícula em FIS-501 Mecânica Quântica I foi deferido.",
      en: "Your enrolment request for FIS-501 Quantum Mechanics I was accepted.",
    });
  });

  it("agree in gender with the document revoked", () => {
    const base = { code: "ABCD", reason: "r", verificationPath: "/autenciacar-declaracao/ABCD" };
    expect(revocationNotice({ ...base, type: "historico" }).title.pt).toBe("Histórico escolar revogado");
    expect(revocationNotice({ ...base, type: "matricula" }).title.pt).toBe("Declaração de matrícula revogada");
  });

  it("count one request in the singular, and list each request in the digest's e-mail", () => {
    const one = pendingDigestNotice(
      [{ student: "Ana", idcbpf: "ana", subject, requestedOn: "2026-08-03" }],
      "/orientacoes",
    );
    expect(one.body).toEqual({
      pt: "1 pedido de matrícula aguarda a sua decisão.",
      en: "1 enrolment request awaits your decision.",
    });
    expect(one.mailBody.pt).toContain("- Ana (ana): FIS-501 Mecânica Quântica I, pedido em 03/08/26");
    expect(one.mailBody.en).toContain("- Ana (ana): FIS-501 Quantum Mechanics I, requested on 08/03/26");
  });
});
