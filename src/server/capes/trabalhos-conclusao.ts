import { sql, type SQL } from "drizzle-orm";
import { capesIssue, ptCollator } from "../../domain/capes-issues.ts";
import type { CapesIssue } from "../../domain/capes.ts";
import {
  capesDate,
  capesDegree,
  capesDocument,
  capesLanguage,
  capesList,
  capesModality,
} from "../../domain/capes-values.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { programmeIs, rows, yearEnd, yearStart, type PackScope, type PackSettings } from "./capes.queries.ts";

/**
 * `trabalhos-conclusao.csv` (funding spec §5): the passed defences dated in the year, in one
 * statement — the programme year's committees (title, language, the members who sat: president
 * and titulares, and suplentes who took part, in the committee's order) and, for a student whose
 * guidance alone records one, its `defesa` milestone (the guidance's title, no committee). The
 * product keeps no page count or keywords: those columns stay empty, each a warning.
 */
export type DefenceFacts = {
  studentId: number;
  idcbpf: string;
  name: string;
  programme: Programme | null;
  degree: Degree | null;
  title: string;
  day: string;
  language: string | null;
  advisor: string | null;
  committee: string[];
  cpf: string | null;
  passport: string | null;
};

export async function readDefences(db: Database, scope: PackScope): Promise<DefenceFacts[]> {
  return rows<DefenceFacts>(db, defencesStatement(scope));
}

export function defencesStatement({ year, programme }: PackScope): SQL {
  const inYear = (day: SQL) => sql`${day} between ${yearStart(year)}::date and ${yearEnd(year)}::date`;
  const passed = sql`c.kind = 'defesa' and c.status = 'realizada' and c.verdict in ('aprovado', 'aprovado_com_correcoes')`;
  return sql`select u.id as "studentId", u.idcbpf, u.name, u.programme, c.degree, c.title, c.date::text as day,
          c.language, adv.name as advisor,
          array(select coalesce(mu.name, m.name) from committee_members m left join users mu on mu.id = m.user_id
                where m.committee_id = c.id and (m.role <> 'suplente' or m.participated)
                order by m.position, m.id) as committee,
          pd.cpf, pd.passport
        from committees c join users u on u.id = c.student_id
        left join guidances g on g.student_id = u.id left join users adv on adv.id = g.advisor_id
        left join personal_data pd on pd.user_id = u.id
        where ${passed} and ${inYear(sql`c.date`)} ${programmeIs(sql`u.programme`, programme)}
        union all
        select u.id, u.idcbpf, u.name, u.programme, u.degree, g.title, m.value->>'date', null, adv.name,
          array[]::text[], pd.cpf, pd.passport
        from guidances g cross join lateral jsonb_array_elements(g.milestones) m
        join users u on u.id = g.student_id join users adv on adv.id = g.advisor_id
        left join personal_data pd on pd.user_id = u.id
        where m.value->>'kind' = 'defesa' and m.value->>'result' = 'aprovado'
          and ${inYear(sql`(m.value->>'date')::date`)} ${programmeIs(sql`u.programme`, programme)}
          and not exists (select 1 from committees c where c.student_id = g.student_id and ${passed})`;
}

export type DefencesPart = { rows: string[][]; issues: CapesIssue[] };

const OPTIONAL = ["NM_BANCA", "DS_IDIOMA", "NR_PAGINAS", "DS_PALAVRA_CHAVE"] as const;

export function defenceRows(
  defences: readonly DefenceFacts[],
  year: number,
  settings: PackSettings,
  locale: Locale,
): DefencesPart {
  const sorted = [...defences].sort(
    (a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || ptCollator.compare(a.name, b.name),
  );
  const issues: CapesIssue[] = [];
  const out = sorted.map((d) => {
    const document = capesDocument(d);
    const optional = {
      NM_BANCA: capesList(d.committee),
      DS_IDIOMA: capesLanguage(d.language),
      NR_PAGINAS: "",
      DS_PALAVRA_CHAVE: "",
    };
    for (const field of OPTIONAL)
      if (optional[field] === "")
        issues.push(
          capesIssue(
            "missing_defence_data",
            "trabalhos-conclusao.csv",
            field,
            { idcbpf: d.idcbpf, name: d.name },
            locale,
          ),
        );
    return [
      String(year),
      d.programme ? (settings.codes[d.programme] ?? "") : "",
      d.programme ? capesModality(d.programme) : "",
      d.idcbpf,
      d.name,
      document.type,
      document.number,
      capesDegree(d.programme, d.degree),
      d.title,
      capesDate(d.day),
      d.advisor ?? "",
      optional.NM_BANCA,
      optional.DS_IDIOMA,
      optional.NR_PAGINAS,
      optional.DS_PALAVRA_CHAVE,
    ];
  });
  return { rows: out, issues };
}
