import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { DeclarationIssueInput } from "../../domain/declaracoes.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "./client.ts";
import { offeringTeachers, offerings, terms, users } from "./schema.ts";
import { issueDeclaration, revokeDeclaration } from "../declaracoes/declaracoes.writes.ts";

/**
 * The demo's declarations, issued through the same functions as the API (so they state what the
 * demo's records say): for `discente`, its transcript, an affiliation declaration revoked by the
 * office with a reason (the demo's past, not audited), and its enrolment declaration when it has accepted classes this term; for
 * `docente`, a teaching declaration of its latest past offering. Called once, by the process that
 * seeded the current term.
 */
export async function seedDemoDeclarations(db: Database, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, idcbpf: users.idcbpf, level: users.level })
    .from(users)
    .where(inArray(users.idcbpf, ["admin", "docente", "discente"]));
  const byId = new Map(people.map((person) => [person.idcbpf, person]));
  const admin = byId.get("admin");
  const discente = byId.get("discente");
  const docente = byId.get("docente");
  // A declaration the demo's records do not allow (no accepted class this term) is simply not there.
  const issue = async (issuer: typeof admin, input: DeclarationIssueInput) => {
    if (!issuer) return null;
    try {
      return await issueDeclaration(db, issuer, input, now, { audit: false });
    } catch (error) {
      if (error instanceof Refused) return null;
      throw error;
    }
  };

  if (discente) {
    await issue(discente, { type: "historico" });
    await issue(discente, { type: "matricula" });
    const revoked = await issue(admin ?? discente, { type: "vinculo", holder: "discente" });
    if (revoked && admin)
      await revokeDeclaration(
        db,
        revoked.codigo,
        admin.id,
        "Emitida com o período de ingresso errado; substituída por uma nova via.",
        now,
        { audit: false },
      );
    await issue(discente, { type: "vinculo" });
  }
  const [current] = await db.select({ startDate: terms.startDate }).from(terms).where(eq(terms.current, true));
  if (docente && current) {
    const [taught] = await db
      .select({ id: offerings.id })
      .from(offeringTeachers)
      .innerJoin(offerings, eq(offerings.id, offeringTeachers.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .where(and(eq(offeringTeachers.userId, docente.id), lt(terms.startDate, current.startDate)))
      .orderBy(desc(terms.startDate), offerings.id)
      .limit(1);
    if (taught) await issue(docente, { type: "docencia", offering: taught.id });
  }
}
