import { describe, expect, it } from "vitest";
import {
  cancelledNotice,
  externalMail,
  participationNotice,
  sessionLine,
  type CommitteeFacts,
} from "./banca-notices.ts";
import {
  mayDepositFinalVersion,
  mayEditCommittee,
  mayProposeCommittee,
  mayReadCommittee,
  mayReadDeclaration,
  mayRecordVerdict,
  maySeeMemberContacts,
  type CommitteeTies,
} from "./policy.ts";

/**
 * Who may see and move a committee (programme-year rules 11, 14, 15, 18, 19) as policy.ts's named
 * predicates say it, and the words committees tell people (rule 21).
 */
const office = { id: 1, level: "Administrador" as const };
const advisor = { id: 2, level: "Docente" as const };
const member = { id: 3, level: "Docente" as const };
const stranger = { id: 4, level: "Docente" as const };
const student = { id: 5, level: "Discente" as const };
const otherStudent = { id: 6, level: "Discente" as const };

const ties = (over: Partial<CommitteeTies> = {}): CommitteeTies => ({
  studentId: student.id,
  advisedByPerson: false,
  mainAdvisorId: advisor.id,
  proposedBy: advisor.id,
  presidentId: advisor.id,
  memberIds: [advisor.id, member.id],
  status: "proposta",
  ...over,
});

describe("committee policy", () => {
  it("rule 18: the student, its advisors, the internal members and the office see it", () => {
    expect(mayReadCommittee(office, ties())).toBe(true);
    expect(mayReadCommittee(student, ties())).toBe(true);
    expect(mayReadCommittee(advisor, ties({ advisedByPerson: true }))).toBe(true);
    expect(mayReadCommittee(member, ties())).toBe(true);
    expect(mayReadCommittee(stranger, ties())).toBe(false);
    expect(mayReadCommittee(otherStudent, ties())).toBe(false);
    // A Discente listed by id among the members (never, by rule 12) would still not see it.
    expect(mayReadCommittee(otherStudent, ties({ memberIds: [otherStudent.id] }))).toBe(false);
  });

  it("rules 11, 14, 15, 19: propose, edit, verdict, contacts, deposit", () => {
    expect(mayProposeCommittee(advisor, { mainAdvisorId: advisor.id })).toBe(true);
    expect(mayProposeCommittee(member, { mainAdvisorId: advisor.id })).toBe(false);
    expect(mayProposeCommittee(office, { mainAdvisorId: null })).toBe(true);
    expect(mayEditCommittee(advisor, ties())).toBe(true);
    expect(mayEditCommittee(advisor, ties({ status: "agendada" }))).toBe(false);
    expect(mayEditCommittee(office, ties({ status: "agendada" }))).toBe(true);
    expect(mayEditCommittee(member, ties())).toBe(false);
    expect(mayRecordVerdict(advisor, ties())).toBe(true);
    expect(mayRecordVerdict(member, ties())).toBe(false);
    expect(maySeeMemberContacts(office, ties())).toBe(true);
    expect(maySeeMemberContacts(student, ties())).toBe(false);
    expect(mayDepositFinalVersion(student, ties())).toBe(true);
    expect(mayDepositFinalVersion(office, ties())).toBe(false);
  });

  it("an ata's readers include its committee's internal members", () => {
    const ata = { holderId: student.id, issuedBy: advisor.id, readers: [advisor.id, member.id] };
    expect(mayReadDeclaration(member, ata)).toBe(true);
    expect(mayReadDeclaration(stranger, ata)).toBe(false);
    expect(mayReadDeclaration(member, { holderId: student.id, issuedBy: advisor.id })).toBe(false);
  });
});

describe("committee notices (rule 21)", () => {
  const facts: CommitteeFacts = {
    kind: "defesa",
    degree: "doutorado",
    title: "Plasmas",
    student: "Ana Lima",
    date: "2026-12-10",
    time: "14:00",
    place: "Sala 3",
    remoteLink: null,
  };

  it("names kind, student, title, date, time and place in each language", () => {
    expect(sessionLine(facts, "pt")).toBe("Defesa de doutorado de Ana Lima, “Plasmas”, em 10/12/26 às 14:00, Sala 3.");
    expect(sessionLine(facts, "en")).toBe("Doctoral defence of Ana Lima, “Plasmas”, on 12/10/26 at 14:00, Sala 3.");
    expect(cancelledNotice(facts, "Sem sala.").body.pt).toMatch(/Motivo: Sem sala\.$/);
  });

  it("mails an external its statement's links, in its language", () => {
    const mail = externalMail(participationNotice(facts, "/autenciacar-declaracao/X"), {
      name: "John Doe",
      locale: "en",
      links: { verification: "https://x/autenciacar-declaracao/X", pdf: "https://x/api/autenticacao/X/pdf" },
    });
    expect(mail.subject).toBe("Committee participation statement");
    expect(mail.text).toContain("Hello, John Doe.");
    expect(mail.text).toContain("Verify your statement at: https://x/autenciacar-declaracao/X");
    expect(mail.text).toContain("Download the PDF at: https://x/api/autenticacao/X/pdf");
  });
});
