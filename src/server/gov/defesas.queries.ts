import { aliasedTable, and, asc, count, eq, exists, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { isCalendarDay } from "../../domain/academic.ts";
import { addDays } from "../../domain/calendar-days.ts";
import {
  CALENDAR_DAYS_AFTER,
  CALENDAR_DAYS_BEFORE,
  type DefencesQuery,
  type PublicCommittee,
} from "../../domain/defesas.ts";
import type { Page } from "../../domain/paging.ts";
import { Refused } from "../../domain/refusal.ts";
import { likePattern } from "../../domain/search.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, committees, searchFold, users } from "../db/schema.ts";

/**
 * The public calendar of defences and qualifying exams (`GET /api/gov/defesas`, `/gov/defesas`):
 * `agendada` and `realizada` committees between two days (by default 30 days ago to 180 days
 * ahead, in the institution's time zone), by date and time. Only what the spec makes public leaves
 * here — names, institutions, roles, the session — never an e-mail, a document or a verdict, and
 * the search (student, title, members' names, accents and case aside) never looks at them either.
 * The advisor is the committee's president (the main advisor who chaired it, rule 12), so a past
 * session keeps the advisor it had. Internal members' institution is the institution's own name.
 */
const PUBLIC_STATUSES = ["agendada", "realizada"] as const;

const folded = (column: SQL, q: string): SQL => sql`${searchFold(column)} like ${searchFold(sql`${likePattern(q)}`)}`;

/** `from`/`to` as asked, or the default window around today (the institution's day). */
async function window(db: Database, query: Pick<DefencesQuery, "from" | "to">) {
  const fields: Record<string, { key: "date_invalid" }> = {};
  for (const field of ["from", "to"] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDay(value)) fields[field] = { key: "date_invalid" };
  }
  if (Object.keys(fields).length > 0) throw Refused.invalid(fields);
  const settings = await readSettings(db);
  const today = dayIn(new Date(), settings.timeZone);
  return {
    from: query.from ?? addDays(today, -CALENDAR_DAYS_BEFORE),
    to: query.to ?? addDays(today, CALENDAR_DAYS_AFTER),
    institution: settings.institutionName,
  };
}

export async function govDefences(db: Database, query: DefencesQuery): Promise<Page<PublicCommittee>> {
  return (await govCalendar(db, query)).page;
}

/** The calendar's page and the days it spans (the page says them). */
export async function govCalendar(
  db: Database,
  query: DefencesQuery,
): Promise<{ from: string; to: string; page: Page<PublicCommittee> }> {
  const { from, to, institution } = await window(db, query);
  const student = aliasedTable(users, "student");
  const memberUser = aliasedTable(users, "member_user");
  const memberMatches = (q: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(committeeMembers)
        .leftJoin(memberUser, eq(memberUser.id, committeeMembers.userId))
        .where(
          and(
            eq(committeeMembers.committeeId, committees.id),
            folded(sql`coalesce(${memberUser.name}, ${committeeMembers.name}, '')`, q),
          ),
        ),
    );
  const where = and(
    inArray(committees.status, PUBLIC_STATUSES),
    gte(committees.date, from),
    lte(committees.date, to),
    query.q
      ? or(folded(sql`${student.name}`, query.q), folded(sql`${committees.title}`, query.q), memberMatches(query.q))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: committees.id,
        kind: committees.kind,
        degree: committees.degree,
        programme: student.programme,
        date: committees.date,
        time: committees.time,
        place: committees.place,
        remoteLink: committees.remoteLink,
        language: committees.language,
        title: committees.title,
        student: student.name,
        status: committees.status,
      })
      .from(committees)
      .innerJoin(student, eq(student.id, committees.studentId))
      .where(where)
      .orderBy(asc(committees.date), asc(committees.time), asc(committees.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(committees)
      .innerJoin(student, eq(student.id, committees.studentId))
      .where(where),
  ]);
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
    institution,
  );
  const page = {
    items: rows.map((row): PublicCommittee => {
      const listed = members.get(row.id) ?? [];
      const president = listed.find((member) => member.role === "presidente");
      return {
        id: row.id,
        kind: row.kind,
        degree: row.degree,
        programme: row.programme,
        date: row.date,
        time: row.time,
        place: row.place,
        remoteLink: row.remoteLink,
        language: row.language,
        title: row.title,
        student: { name: row.student },
        advisor: president ? { name: president.name } : null,
        members: listed,
        // Only the two public statuses pass the filter above.
        status: row.status === "realizada" ? "realizada" : "agendada",
      };
    }),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
  return { from, to, page };
}

/** Each committee's members in their order (the president first): name, institution, role only. */
async function membersOf(db: Database, ids: number[], institution: string) {
  const byCommittee = new Map<number, PublicCommittee["members"]>();
  if (ids.length === 0) return byCommittee;
  const rows = await db
    .select({
      committeeId: committeeMembers.committeeId,
      role: committeeMembers.role,
      userName: users.name,
      name: committeeMembers.name,
      institution: committeeMembers.institution,
    })
    .from(committeeMembers)
    .leftJoin(users, eq(users.id, committeeMembers.userId))
    .where(inArray(committeeMembers.committeeId, ids))
    .orderBy(asc(committeeMembers.committeeId), asc(committeeMembers.position), asc(committeeMembers.id));
  for (const row of rows) {
    const list = byCommittee.get(row.committeeId) ?? [];
    list.push({ name: row.userName ?? row.name ?? "", institution: row.institution ?? institution, role: row.role });
    byCommittee.set(row.committeeId, list);
  }
  return byCommittee;
}
