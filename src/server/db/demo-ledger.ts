import type { EnrolmentStatus, Language, Slot } from "../../domain/academic.ts";
import { enrolmentRefusal, type SubjectRef } from "../../domain/enrolment.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { DEMO_SUBJECTS } from "./demo-catalogue.ts";
import type { DemoGuidance } from "./demo-guidance.ts";
import type { DemoUser } from "./demo-people.ts";

/**
 * The book the demo's class planner (demo-classes.ts, demo-history.ts) writes in: the offerings
 * of every term, the requests, and what each student holds and has passed, so that every request
 * is checked with the enrolment rules of src/domain/enrolment.ts and no seat is sold twice.
 */
export type PlannedOffering = {
  term: string;
  subject: string;
  capacity: number;
  language: Language;
  notes: string | null;
  /** Responsible teacher first. */
  teachers: string[];
  slots: Slot[];
};

export type PlannedEnrolment = {
  term: string;
  subject: string;
  student: string;
  status: EnrolmentStatus;
  createdAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
  /** Past terms' accepted classes: a final grade given by the responsible teacher. */
  grade: { concept: string; attendance: number; by: string; at: Date } | null;
};

export type PlannedTransfer = {
  student: string;
  term: string;
  externalName: string;
  credits: number;
  institution: string;
  originTerm: string;
};

export type DemoPlan = { offerings: PlannedOffering[]; enrolments: PlannedEnrolment[]; transfers: PlannedTransfer[] };

export type TermDays = { code: string; enrolmentStart: string; gradeDeadline: string };

type Subject = SubjectRef & {
  credits: number;
  programme: Programme | null;
  level: Degree | null;
  repeatable: boolean;
  prerequisites: SubjectRef[];
};

const ref = (code: string): SubjectRef => {
  const subject = DEMO_SUBJECTS.find((s) => s.code === code);
  if (!subject) throw new Error(`demo: no subject ${code}`);
  return { code, name: { pt: subject.namePt, en: subject.nameEn } };
};
const SUBJECTS = new Map<string, Subject>(
  DEMO_SUBJECTS.map((s) => [
    s.code,
    {
      ...ref(s.code),
      credits: s.credits,
      programme: s.programme ?? null,
      level: s.level ?? null,
      repeatable: s.repeatable ?? false,
      prerequisites: (s.requires ?? []).map(ref),
    },
  ]),
);

export function subjectOf(code: string): Subject {
  const subject = SUBJECTS.get(code);
  if (!subject) throw new Error(`demo: no subject ${code}`);
  return subject;
}

/** `2026.2` → a number that grows by one per semester. */
export const termIndex = (code: string) => Number(code.slice(0, 4)) * 2 + Number(code.slice(5)) - 1;

/** `hours` after noon (UTC) of `day`. */
export const at = (day: string, hours: number) => new Date(Date.parse(`${day}T12:00:00Z`) + hours * 3_600_000);

/** The fixed-seed generator's helpers. */
export type Dice = {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  shuffled: <T>(list: readonly T[]) => T[];
};

export function dice(random: () => number): Dice {
  return {
    random,
    pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number],
    shuffled: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
  };
}

export type Student = {
  user: DemoUser;
  advisor: string | null;
  passed: Set<string>;
  /** Per term: the classes held (pendente, deferida) and the subjects with a live request. */
  holding: Map<string, (SubjectRef & { credits: number; slots: readonly Slot[] })[]>;
  requested: Map<string, string[]>;
};

export type Fate = Omit<PlannedEnrolment, "term" | "subject" | "student">;

const holds = (status: EnrolmentStatus) => status === "pendente" || status === "deferida";

export class DemoLedger {
  readonly offerings: PlannedOffering[] = [];
  readonly enrolments: PlannedEnrolment[] = [];
  readonly students: Map<string, Student>;
  private readonly seats = new Map<string, { capacity: number; taken: number; waiting: number }>();

  constructor(people: readonly DemoUser[], guidances: readonly DemoGuidance[]) {
    const advisorOf = new Map(guidances.map((g) => [g.student, g.advisor]));
    this.students = new Map(
      people
        .filter((p) => p.level === "Discente")
        .map((user) => [
          user.idcbpf,
          {
            user,
            advisor: advisorOf.get(user.idcbpf) ?? null,
            passed: new Set(),
            holding: new Map(),
            requested: new Map(),
          },
        ]),
    );
  }

  student(idcbpf: string): Student {
    const found = this.students.get(idcbpf);
    if (!found) throw new Error(`demo: no student ${idcbpf}`);
    return found;
  }

  offer(offering: PlannedOffering): void {
    this.offerings.push(offering);
    this.seats.set(`${offering.term}|${offering.subject}`, { capacity: offering.capacity, taken: 0, waiting: 0 });
  }

  offeringOf(term: string, subject: string): PlannedOffering {
    const found = this.offerings.find((o) => o.term === term && o.subject === subject);
    if (!found) throw new Error(`demo: ${subject} is not offered in ${term}`);
    return found;
  }

  /** Seats of `subject`'s offering in `term` (undefined when it is not offered). */
  seat(term: string, subject: string): { capacity: number; taken: number; waiting: number } | undefined {
    return this.seats.get(`${term}|${subject}`);
  }

  /** The rule that would refuse the request (seats aside), or null; `limit` credits, 0 = none. */
  refusal(s: Student, term: string, code: string, limit: number) {
    return enrolmentRefusal({
      today: "",
      window: { start: "", end: "" },
      byOffice: true,
      student: { status: "ativo", programme: s.user.programme ?? null, degree: s.user.degree ?? null },
      subject: subjectOf(code),
      slots: this.offeringOf(term, code).slots,
      holding: s.holding.get(term) ?? [],
      requested: s.requested.get(term) ?? [],
      passed: s.passed,
      creditLimit: limit,
    });
  }

  /** Records a request; a held seat is taken here, never beyond the capacity. */
  request(s: Student, term: string, code: string, fate: Fate): void {
    const seat = this.seat(term, code);
    if (!seat) throw new Error(`demo: ${code} is not offered in ${term}`);
    if (holds(fate.status)) {
      if (seat.taken >= seat.capacity) throw new Error(`demo: ${code} oversold in ${term}`);
      seat.taken++;
      s.holding.set(term, [
        ...(s.holding.get(term) ?? []),
        { ...ref(code), credits: subjectOf(code).credits, slots: this.offeringOf(term, code).slots },
      ]);
    }
    if (fate.status === "em_espera") seat.waiting++;
    if (holds(fate.status) || fate.status === "em_espera")
      s.requested.set(term, [...(s.requested.get(term) ?? []), code]);
    this.enrolments.push({ term, subject: code, student: s.user.idcbpf, ...fate });
  }
}
