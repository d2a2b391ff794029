import type { EnrolmentStatus } from "../../domain/academic.ts";
import { seededRandom } from "../../domain/seeded-random.ts";
import { DEMO_OFFERINGS, DEMO_REJECTION_REASON } from "./demo-academic.ts";
import type { DemoGuidance } from "./demo-guidance.ts";
import { DEMO_LOAD, demoTransfers, discenteTerms, planPastTerm } from "./demo-history.ts";
import { at, DemoLedger, dice, subjectOf, termIndex, type DemoPlan, type Dice, type TermDays } from "./demo-ledger.ts";
import type { DemoUser } from "./demo-people.ts";
import { SlotBook } from "./demo-slots.ts";

export type { DemoPlan, PlannedEnrolment } from "./demo-ledger.ts";

/**
 * The demo's classes over time, planned in memory (the seed inserts the plan in a few batched
 * statements): every term's offerings with teachers, slots and rooms, and the students' requests
 * with their fate — past terms' accepted classes with final grades (a realistic spread of
 * concepts, a few below the attendance minimum, failed subjects retaken later), the current
 * term's pending, accepted, rejected, dropped and waiting requests (two classes full with a
 * waitlist), a few classes offered for the next term. Each request is checked with the enrolment
 * rules of src/domain/enrolment.ts (eligibility, prerequisites passed, already passed, slot
 * clash, a credit limit) against what the student had passed by then, and seats are never
 * oversold. A fixed-seed generator makes every fresh start the same.
 */
export type PlanInput = {
  current: TermDays;
  /** Oldest first. */
  past: readonly TermDays[];
  next: { code: string } | null;
  people: readonly DemoUser[];
  guidances: readonly DemoGuidance[];
  now: Date;
};

/** Offered every term (first-year subjects and seminars) and in alternate terms. */
const EVERY_TERM = [
  "FIS-501",
  "FIS-502",
  "FIS-503",
  "FIS-504",
  "FIS-505",
  "FIS-506",
  "FIS-590",
  "FIS-710",
  "MPF-501",
  "MPF-502",
  "MPF-503",
  "MPF-590",
];
const ALTERNATE = [
  ["FIS-510", "FIS-520", "FIS-540", "FIS-551", "FIS-601", "FIS-620", "FIS-730", "MPF-510", "MPF-530", "MPF-540"],
  ["FIS-511", "FIS-530", "FIS-550", "FIS-570", "FIS-602", "FIS-690", "FIS-730", "MPF-511", "MPF-521", "MPF-600"],
];
/** The current term's classes beside the named logins' ones (DEMO_OFFERINGS). */
const CURRENT_MORE = [
  "FIS-506",
  "FIS-510",
  "FIS-511",
  "FIS-530",
  "FIS-540",
  "FIS-550",
  "FIS-551",
  "FIS-570",
  "FIS-602",
  "FIS-620",
  "FIS-690",
  "MPF-501",
  "MPF-502",
  "MPF-503",
  "MPF-510",
  "MPF-511",
  "MPF-540",
  "MPF-590",
];
const NEXT_TERM = ["FIS-501", "FIS-510", "FIS-590", "MPF-502"];
/** Full, with a waitlist, in the current term. */
const FULL: Record<string, number> = { "FIS-730": 8, "FIS-620": 8 };
const WAITING = 3;
const TAUGHT_IN_ENGLISH = new Set(["FIS-550", "FIS-590", "FIS-601", "FIS-602", "FIS-690"]);
/** Who teaches what in past terms (the others rotate among the programme's teachers). */
const USUAL_TEACHER: Record<string, string> = {
  "FIS-501": "docente",
  "FIS-502": "docente",
  "FIS-504": "docente",
  "FIS-601": "docente",
  "FIS-503": "marina.costa",
  "FIS-590": "marina.costa",
  "FIS-710": "marina.costa",
};

export function planDemoClasses(input: PlanInput): DemoPlan {
  const roll = dice(seededRandom(1515));
  const ledger = new DemoLedger(input.people, input.guidances);
  const offer = offerer(ledger, input.people, roll);

  // The named logins' current classes: not passed before (unless repeatable), prerequisites passed.
  const reserved = new Map<string, Set<string>>();
  for (const offering of DEMO_OFFERINGS)
    for (const [idcbpf, status] of Object.entries(offering.enrolments))
      if (status !== "indeferida" && status !== "trancada")
        reserved.set(idcbpf, new Set([...(reserved.get(idcbpf) ?? []), offering.subject]));
  const own = discenteTerms(input.past);
  input.past.forEach((term, ti) => {
    const codes = [...EVERY_TERM, ...(ALTERNATE[ti % 2] ?? [])];
    offer(term.code, codes, new SlotBook(), true);
    planPastTerm(ledger, term, codes, roll, reserved, own);
  });

  planCurrentTerm(ledger, input, offer, roll);
  if (input.next) offer(input.next.code, NEXT_TERM, new SlotBook(), true);
  return {
    offerings: ledger.offerings,
    enrolments: ledger.enrolments,
    transfers: demoTransfers(input.past, [...ledger.students.values()], roll.random),
  };
}

type Offer = (term: string, codes: readonly string[], book: SlotBook, usual: boolean) => void;

/**
 * Offers `codes` in `term`: each with a teacher of its programme in turn (or its usual one in
 * other terms than the current), every fifth with a co-teacher, at free hours and rooms.
 */
function offerer(ledger: DemoLedger, people: readonly DemoUser[], { random }: Dice): Offer {
  const teachers = people.filter((p) => p.level === "Docente");
  const pools = {
    academico: teachers.filter((p) => p.programme === "academico" && p.idcbpf !== "docente").map((p) => p.idcbpf),
    profissional: teachers.filter((p) => p.programme === "profissional").map((p) => p.idcbpf),
  };
  return (term, codes, book, usual) =>
    codes.forEach((code, i) => {
      const subject = subjectOf(code);
      // In the current term the named teachers teach only their own classes (DEMO_OFFERINGS).
      const pool = (code.startsWith("MPF") ? pools.profissional : pools.academico).filter(
        (idcbpf) => usual || idcbpf !== "marina.costa",
      );
      const turn = termIndex(term) + i;
      const responsible = (usual ? USUAL_TEACHER[code] : undefined) ?? (pool[turn % pool.length] as string);
      const co = i % 5 === 2 ? pool.filter((t) => t !== responsible)[turn % (pool.length - 1)] : undefined;
      const who = co ? [responsible, co] : [responsible];
      ledger.offer({
        term,
        subject: code,
        capacity: FULL[code] ?? (subject.credits <= 1 ? 40 : 12 + Math.floor(random() * 5) * 4),
        language: TAUGHT_IN_ENGLISH.has(code) ? "en" : "pt",
        notes: null,
        teachers: who,
        slots: book.place(who, subject.credits, subject.programme === "profissional", turn),
      });
    });
}

/**
 * The current term, a week into its enrolment window: the named logins' classes, then the other
 * active students' requests — accepted, pending (all of `docente`'s advisees have one, and two
 * newcomers without an advisor ask too: the office decides those), a few rejected; the full
 * classes first, so they fill and three more students wait.
 */
function planCurrentTerm(ledger: DemoLedger, input: PlanInput, offer: Offer, { random, shuffled }: Dice): void {
  const current = input.current.code;
  const book = new SlotBook();
  for (const offering of DEMO_OFFERINGS) {
    book.reserve(offering.teachers, offering.slots);
    ledger.offer({ term: current, ...offering, notes: offering.notes ?? null, teachers: [...offering.teachers] });
  }
  offer(current, CURRENT_MORE, book, false);
  const started = at(input.current.enrolmentStart, -9);
  const span = Math.max(input.now.getTime() - started.getTime(), 3 * 3_600_000);
  const moment = (share: number) => new Date(started.getTime() + share * span);
  const decided = (createdAt: Date) =>
    new Date(Math.min(createdAt.getTime() + (12 + random() * 36) * 3_600_000, input.now.getTime() - 3_600_000));

  for (const offering of DEMO_OFFERINGS)
    for (const [idcbpf, status] of Object.entries(offering.enrolments)) {
      const s = ledger.student(idcbpf);
      const createdAt = moment(0.1 + random() * 0.3);
      const decider = status === "pendente" ? null : (s.advisor ?? "admin");
      ledger.request(s, current, offering.subject, {
        status,
        createdAt,
        decidedBy: decider,
        decidedAt: decider ? decided(createdAt) : null,
        reason: status === "indeferida" ? DEMO_REJECTION_REASON : null,
        grade: null,
      });
    }

  const named = new Set(DEMO_OFFERINGS.flatMap((o) => Object.keys(o.enrolments)));
  const codes = [...DEMO_OFFERINGS.map((o) => o.subject), ...CURRENT_MORE];
  const full = Object.keys(FULL);
  let withoutAdvisor = 0;
  for (const s of shuffled([...ledger.students.values()])) {
    const { user } = s;
    if (named.has(user.idcbpf) || user.status !== "ativo" || !user.entryTerm) continue;
    const offset = termIndex(current) - termIndex(user.entryTerm);
    if (offset < 0) continue;
    if (!s.advisor && withoutAdvisor++ >= 2) continue;
    const courseTerms = user.degree === "doutorado" ? 4 : 3;
    const target = offset < courseTerms ? 2 + (random() < 0.5 ? 1 : 0) : random() < 0.45 ? 1 : 0;
    const open = codes.filter((code) => !full.includes(code) && (offset < courseTerms || subjectOf(code).repeatable));
    let taken = 0;
    let pendingFirst = s.advisor === "docente" || !s.advisor;
    for (const code of [...shuffled(full), ...shuffled(open)]) {
      if (taken >= target) break;
      const seat = ledger.seat(current, code);
      if (!seat || ledger.refusal(s, current, code, DEMO_LOAD)) continue;
      if (seat.taken >= seat.capacity) {
        if (seat.waiting >= WAITING) continue;
        const createdAt = moment(0.75 + 0.05 * seat.waiting);
        ledger.request(s, current, code, {
          status: "em_espera",
          createdAt,
          decidedBy: null,
          decidedAt: null,
          reason: null,
          grade: null,
        });
        continue;
      }
      const createdAt = moment(random() * 0.7);
      const roll = random();
      const status: EnrolmentStatus =
        !s.advisor || pendingFirst || roll < 0.22 ? "pendente" : roll < 0.26 ? "indeferida" : "deferida";
      pendingFirst = pendingFirst && !s.advisor;
      const decider = status === "pendente" ? null : s.advisor;
      ledger.request(s, current, code, {
        status,
        createdAt,
        decidedBy: decider,
        decidedAt: decider ? decided(createdAt) : null,
        reason: status === "indeferida" ? "Carga horária excessiva para o período." : null,
        grade: null,
      });
      if (status !== "indeferida") taken++;
    }
  }
}
