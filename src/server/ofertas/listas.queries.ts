import { eq } from "drizzle-orm";
import type { ClassListEntry, Offering } from "../../domain/offerings.ts";
import { readSettings, todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { offerings, terms } from "../db/schema.ts";
import { readOffering } from "./ofertas.queries.ts";
import { readClassList } from "./turma.queries.ts";

/**
 * What the lists out of an offering state (`turma.csv`, `lista-presenca.pdf`): the offering, its
 * term's dates and its class list as `GET /api/ofertas/{id}/turma` gives it, read when asked.
 */
export type OfferingLists = {
  offering: Offering;
  term: { code: string; startDate: string; endDate: string };
  classList: ClassListEntry[];
  institution: string;
};

export async function readOfferingLists(db: Database, id: number): Promise<OfferingLists | null> {
  const [term] = await db
    .select({
      code: terms.code,
      startDate: terms.startDate,
      endDate: terms.endDate,
      gradeDeadline: terms.gradeDeadline,
    })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, id))
    .limit(1);
  const offering = term ? await readOffering(db, id) : null;
  if (!term || !offering) return null;
  const [classList, settings] = await Promise.all([
    todayThere(db).then((today) => readClassList(db, id, today, term.gradeDeadline)),
    readSettings(db),
  ]);
  return {
    offering,
    term: { code: term.code, startDate: term.startDate, endDate: term.endDate },
    classList,
    institution: settings.institutionName,
  };
}
