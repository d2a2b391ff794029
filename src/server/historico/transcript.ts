import type { Transcript, TranscriptEntry } from "../../domain/historico.ts";
import type { Concept, Settings } from "../../domain/settings.ts";
import { attemptResult, conceptTable, transcriptTotals, type Attempt } from "../../domain/transcript.ts";
import type { TranscriptStudent } from "./historico.queries.ts";

/**
 * The transcript from the rows its one statement read (historico.queries.ts): pure apart from its
 * inputs, so the rules (em curso, final grades, results, totals) are the same for every caller.
 */
type TermKey = { code: string; startDate: string };

export type AttemptRow = {
  termCode: string;
  termStart: string;
  termCurrent: boolean;
  gradeDeadline: string;
  code: string;
  namePt: string;
  nameEn: string;
  credits: number;
  concept: string | null;
  attendance: number | null;
  final: boolean | null;
};

export type TransferRow = {
  termCode: string;
  termStart: string;
  code: string | null;
  namePt: string | null;
  nameEn: string | null;
  externalName: string | null;
  credits: number;
  concept: string;
  institution: string;
  originTerm: string | null;
};

function labelOf(table: ReadonlyMap<string, Concept>, concept: string | null) {
  if (concept === null) return null;
  return table.get(concept)?.label ?? { pt: concept, en: concept };
}

/** The answer from the rows (pure apart from its inputs): entries per term, then the totals. */
export function buildTranscript(
  student: TranscriptStudent,
  settings: Settings,
  attemptRows: readonly AttemptRow[],
  transferRows: readonly TransferRow[],
  today: string,
): Transcript {
  const table = conceptTable(settings.concepts);
  const minimum = settings.attendanceMinimum;
  const counted: Attempt[] = [];
  const byTerm = new Map<string, { key: TermKey; entries: TranscriptEntry[] }>();
  const entriesOf = (key: TermKey) => {
    let group = byTerm.get(key.code);
    if (!group) byTerm.set(key.code, (group = { key, entries: [] }));
    return group.entries;
  };

  for (const row of attemptRows) {
    // A term still ahead (an early registration by the office) is not on the record yet.
    if (!row.termCurrent && row.termStart > today) continue;
    const subject = { code: row.code, name: { pt: row.namePt, en: row.nameEn }, credits: row.credits };
    if (row.concept === null || row.attendance === null) {
      // Accepted, no grade yet: em curso (a missing grade is never failed automatically).
      entriesOf({ code: row.termCode, startDate: row.termStart }).push({
        subject,
        concept: null,
        conceptLabel: null,
        attendance: null,
        result: "em_curso",
        transfer: null,
      });
      continue;
    }
    const attempt: Attempt = {
      credits: row.credits,
      concept: row.concept,
      attendance: row.attendance,
      final: row.final === true || today > row.gradeDeadline,
    };
    counted.push(attempt);
    entriesOf({ code: row.termCode, startDate: row.termStart }).push({
      subject,
      concept: row.concept,
      conceptLabel: labelOf(table, row.concept),
      attendance: row.attendance,
      result: attemptResult(attempt, table, minimum),
      transfer: null,
    });
  }

  for (const row of transferRows) {
    const attempt: Attempt = { credits: row.credits, concept: row.concept, attendance: null, final: true };
    counted.push(attempt);
    const external = row.externalName ?? "";
    entriesOf({ code: row.termCode, startDate: row.termStart }).push({
      subject: {
        code: row.code,
        name: row.code === null ? { pt: external, en: external } : { pt: row.namePt ?? "", en: row.nameEn ?? "" },
        credits: row.credits,
      },
      concept: row.concept,
      conceptLabel: labelOf(table, row.concept),
      attendance: null,
      result: attemptResult(attempt, table, minimum),
      transfer: { institution: row.institution, originTerm: row.originTerm },
    });
  }

  const groups = [...byTerm.values()].sort(
    (a, b) => a.key.startDate.localeCompare(b.key.startDate) || a.key.code.localeCompare(b.key.code),
  );
  const { creditsEarned, cr } = transcriptTotals(counted, table, minimum);
  return {
    student: {
      idcbpf: student.idcbpf,
      name: student.name,
      programme: student.programme,
      degree: student.degree,
      status: student.status,
    },
    terms: groups.map((group) => ({ term: group.key.code, entries: group.entries })),
    creditsEarned,
    cr,
  };
}
