import { generateCanonicalCode } from "../../domain/codes.ts";
import type { ApplicationStatus } from "../../domain/academic.ts";
import type { CallDocument } from "../../domain/inscricoes.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { tinyPdf } from "../inscricoes/tiny-pdf.ts";
import type { Database } from "./client.ts";
import { applicationDocuments, applicationHistory, applications, calls } from "./schema.ts";

/**
 * The demo's registration calls and applications: one call open around the first start's day per
 * programme and degree offered (academic master's and doctorate, professional master's), each
 * asking for 2–3 PDFs, and a few applications in different statuses with small real PDFs. Seeded
 * once, with the current term (seed.ts), so later starts add nothing.
 */
const DOCS: Record<string, CallDocument> = {
  cv: { key: "cv", label: { pt: "Currículo Lattes", en: "Lattes CV" } },
  diploma: { key: "diploma", label: { pt: "Diploma de graduação", en: "Undergraduate diploma" } },
  historico: { key: "historico", label: { pt: "Histórico escolar", en: "Academic transcript" } },
  projeto: { key: "projeto", label: { pt: "Projeto de pesquisa", en: "Research proposal" } },
  mestrado: { key: "diploma-mestrado", label: { pt: "Diploma de mestrado", en: "Master's diploma" } },
};

type DemoCall = {
  programme: Programme;
  degree: Degree;
  title: { pt: string; en: string };
  documents: CallDocument[];
};

export function demoCalls(year: number): DemoCall[] {
  return [
    {
      programme: "academico",
      degree: "mestrado",
      title: {
        pt: `Mestrado Acadêmico em Física — seleção ${year}`,
        en: `Academic MSc in Physics — ${year} selection`,
      },
      documents: [DOCS.cv, DOCS.diploma, DOCS.historico].filter((doc) => doc !== undefined),
    },
    {
      programme: "academico",
      degree: "doutorado",
      title: { pt: `Doutorado em Física — seleção ${year}`, en: `PhD in Physics — ${year} selection` },
      documents: [DOCS.cv, DOCS.mestrado, DOCS.projeto].filter((doc) => doc !== undefined),
    },
    {
      programme: "profissional",
      degree: "mestrado",
      title: {
        pt: `Mestrado Profissional em Física Aplicada — seleção ${year}`,
        en: `Professional MSc in Applied Physics — ${year} selection`,
      },
      documents: [DOCS.cv, DOCS.diploma].filter((doc) => doc !== undefined),
    },
  ];
}

type DemoApplicant = {
  call: number;
  name: string;
  email: string;
  documentId: string;
  birthDate: string;
  researchArea: string;
  desiredAdvisor: string | null;
  /** The statuses it went through, the last one being the current. */
  path: ApplicationStatus[];
  /** Keys of the call's documents it uploaded (all of them once submitted). */
  uploaded: "all" | number;
};

const APPLICANTS: DemoApplicant[] = [
  {
    call: 0,
    name: "Larissa Pereira Nunes",
    email: "larissa.nunes@example.org",
    documentId: "123.456.789-09",
    birthDate: "1999-03-14",
    researchArea: "Matéria condensada",
    desiredAdvisor: null,
    path: ["rascunho"],
    uploaded: 1,
  },
  {
    call: 0,
    name: "Tomás Andrade Viana",
    email: "tomas.viana@example.org",
    documentId: "987.654.321-00",
    birthDate: "1998-11-02",
    researchArea: "Óptica quântica",
    desiredAdvisor: null,
    path: ["rascunho", "submetida"],
    uploaded: "all",
  },
  {
    call: 1,
    name: "Beatriz Oliveira Campos",
    email: "beatriz.campos@example.org",
    documentId: "456.789.123-45",
    birthDate: "1995-07-21",
    researchArea: "Física de partículas",
    desiredAdvisor: null,
    path: ["rascunho", "submetida", "em_analise"],
    uploaded: "all",
  },
  {
    call: 2,
    name: "Rafael Costa Menezes",
    email: "rafael.menezes@example.org",
    documentId: "321.654.987-10",
    birthDate: "1990-01-30",
    researchArea: "Instrumentação científica",
    desiredAdvisor: null,
    path: ["rascunho", "submetida"],
    uploaded: "all",
  },
];

/** Adds `days` to a `YYYY-MM-DD` day. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Inserts the demo calls and applications (in the seed's transaction). */
export async function seedApplications(tx: Database, today: string, now: Date): Promise<void> {
  const year = Number(today.slice(0, 4));
  const callRows = await tx
    .insert(calls)
    .values(
      demoCalls(year).map((call) => ({
        programme: call.programme,
        degree: call.degree,
        titlePt: call.title.pt,
        titleEn: call.title.en,
        opensOn: addDays(today, -10),
        closesOn: addDays(today, 30),
        documents: call.documents,
      })),
    )
    .returning({ id: calls.id, documents: calls.documents });
  for (const [index, applicant] of APPLICANTS.entries()) {
    const call = callRows[applicant.call];
    if (!call) continue;
    const status = applicant.path[applicant.path.length - 1] ?? "rascunho";
    const start = new Date(now.getTime() - (8 - index) * 24 * 60 * 60 * 1000);
    const [row] = await tx
      .insert(applications)
      .values({
        codigo: generateCanonicalCode(),
        callId: call.id,
        name: applicant.name,
        email: applicant.email,
        documentId: applicant.documentId,
        birthDate: applicant.birthDate,
        researchArea: applicant.researchArea,
        desiredAdvisor: applicant.desiredAdvisor,
        status,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: applications.id });
    if (!row) continue;
    await tx.insert(applicationHistory).values(
      applicant.path.map((step, i) => ({
        applicationId: row.id,
        status: step,
        at: new Date(start.getTime() + i * 6 * 60 * 60 * 1000),
      })),
    );
    const docs = applicant.uploaded === "all" ? call.documents : call.documents.slice(0, applicant.uploaded);
    for (const doc of docs) {
      const content = await tinyPdf([doc.label.pt, applicant.name, `Documento de demonstração (${doc.key}).`]);
      await tx.insert(applicationDocuments).values({
        applicationId: row.id,
        key: doc.key,
        name: `${doc.key}-${applicant.email.split("@")[0]}.pdf`,
        size: content.length,
        content,
        uploadedAt: start,
      });
    }
  }
}
