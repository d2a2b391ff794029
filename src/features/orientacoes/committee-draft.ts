import type { Language } from "../../domain/academic.ts";
import type {
  Committee,
  CommitteeKind,
  DocumentKind,
  HighestDegree,
  LISTED_MEMBER_ROLES,
  MemberRole,
} from "../../domain/bancas.ts";
import type { Locale } from "../../domain/locale.ts";
import type { PersonOption } from "../../ui/person-combobox.tsx";

/**
 * The proposal form's values as typed (programme-year rules 11–13) and what they become: the body
 * of `POST /api/bancas` or of a PATCH, the members counted for the live composition line, and the
 * row a member's refusal belongs beside. Pure, so the browser tests and the form agree.
 */
export type ListedRole = (typeof LISTED_MEMBER_ROLES)[number];

export type MemberRow = {
  /** Stable across removals, for React and for the fields' names. */
  key: number;
  external: boolean;
  role: ListedRole;
  teacher: PersonOption | null;
  name: string;
  email: string;
  institution: string;
  highestDegree: HighestDegree;
  documentKind: DocumentKind;
  documentNumber: string;
  country: string;
  /** "" leaves it to the server: Portuguese with a CPF, English with a passport. */
  locale: Locale | "";
};

export type CommitteeValues = {
  kind: CommitteeKind;
  title: string;
  language: Language;
  date: string;
  time: string;
  place: string;
  remoteLink: string;
  members: MemberRow[];
};

let nextKey = 1;

export function newMemberRow(external: boolean): MemberRow {
  return {
    key: nextKey++,
    external,
    role: "titular",
    teacher: null,
    name: "",
    email: "",
    institution: "",
    highestDegree: "doutorado",
    documentKind: "cpf",
    documentNumber: "",
    country: "",
    locale: "",
  };
}

export function emptyCommittee(): CommitteeValues {
  return {
    kind: "qualificacao",
    title: "",
    language: "pt",
    date: "",
    time: "",
    place: "",
    remoteLink: "",
    members: [],
  };
}

/** An existing committee as the form edits it (the proposer and the office see externals' contacts). */
export function committeeValues(committee: Committee): CommitteeValues {
  return {
    kind: committee.kind,
    title: committee.title,
    language: committee.language,
    date: committee.date,
    time: committee.time,
    place: committee.place ?? "",
    remoteLink: committee.remoteLink ?? "",
    members: committee.members
      .filter((member) => member.role !== "presidente")
      .map((member) => ({
        ...newMemberRow(member.external),
        role: member.role === "suplente" ? "suplente" : "titular",
        teacher: member.external || !member.idcbpf ? null : { idcbpf: member.idcbpf, name: member.name },
        name: member.external ? member.name : "",
        email: member.email ?? "",
        institution: member.external ? member.institution : "",
        highestDegree: member.highestDegree,
        documentKind: member.document?.kind ?? "cpf",
        documentNumber: member.document?.number ?? "",
        country: member.document?.country ?? "",
        locale: member.external ? member.locale : "",
      })),
  };
}

const given = (text: string) => (text.trim() === "" ? undefined : text);

/** One listed member as the API takes it; an internal row without its teacher names nobody. */
function memberBody(row: MemberRow) {
  if (!row.external) return { idcbpf: row.teacher?.idcbpf ?? "", role: row.role };
  return {
    name: row.name,
    email: row.email,
    institution: row.institution,
    highestDegree: row.highestDegree,
    document: {
      kind: row.documentKind,
      number: row.documentNumber,
      ...(row.documentKind === "passaporte" || given(row.country) ? { country: row.country } : {}),
    },
    ...(row.locale ? { locale: row.locale } : {}),
    role: row.role,
  };
}

/** `POST /api/bancas`'s body, before the shared schema checks it. */
export function proposalBody(values: CommitteeValues, student: string) {
  return {
    student,
    kind: values.kind,
    title: values.title,
    language: values.language,
    date: values.date,
    time: values.time,
    place: given(values.place),
    remoteLink: given(values.remoteLink),
    members: values.members.map(memberBody),
  };
}

/** A PATCH's body: everything the form edits; an emptied place or link is removed (null). */
export function patchBody(values: CommitteeValues) {
  return {
    title: values.title,
    language: values.language,
    date: values.date,
    time: values.time,
    place: given(values.place) ?? null,
    remoteLink: given(values.remoteLink) ?? null,
    members: values.members.map(memberBody),
  };
}

/** Internal rows still without their teacher: refused beside the picker before anything is sent. */
export function unpickedTeachers(values: CommitteeValues): number[] {
  return values.members.flatMap((row, index) => (!row.external && !row.teacher ? [index] : []));
}

/**
 * The members rule 13 counts as the form stands: the president (the main advisor, added by the
 * server) first, then each row filled in — a chosen teacher, an external with a name.
 */
export function countedMembers(values: CommitteeValues): { role: MemberRole; external: boolean }[] {
  const filled = values.members.filter((row) => (row.external ? row.name.trim() !== "" : row.teacher !== null));
  return [
    { role: "presidente", external: false },
    ...filled.map((row) => ({ role: row.role, external: row.external })),
  ];
}

function rowLabel(row: MemberRow): string[] {
  return row.external ? [row.name.trim()] : row.teacher ? [row.teacher.name, row.teacher.idcbpf] : [];
}

/**
 * The row a refusal of rule 12 is about: its message names the member (`member_unknown` the
 * idcbpf; `member_duplicate` and `member_degree` the name). A duplicate is the later of the two
 * rows, so the one to change. Null for any other rule.
 */
export function refusedRow(rule: string | undefined, message: string, rows: readonly MemberRow[]): number | null {
  if (rule !== "member_unknown" && rule !== "member_duplicate" && rule !== "member_degree") return null;
  const named = rows.flatMap((row, index) =>
    rowLabel(row).some((label) => label !== "" && message.includes(label)) ? [index] : [],
  );
  if (named.length === 0) return null;
  return rule === "member_duplicate" ? (named.at(-1) ?? null) : (named[0] ?? null);
}

/** The field a refusal of rule 11 or 13 is said beside; anything else goes above the form. */
export function committeeRuleField(rule: string | undefined): "date" | "members" | null {
  switch (rule) {
    case "date_in_past":
      return "date";
    case "committee_too_small":
    case "committee_external_missing":
      return "members";
    default:
      return null;
  }
}
