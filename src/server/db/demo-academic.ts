import type { EnrolmentStatus, Language, Slot } from "../../domain/academic.ts";
import type { subjects, terms } from "./schema.ts";

/**
 * The demo dataset's academic side: a subject catalogue of a physics graduate programme, the
 * current term's offerings (taught by the demo teachers, with weekly slots) and the demo
 * students' enrolments in them. Real rows that the enrolment, ofertagem and catalogue screens
 * manage like any other, not placeholders.
 */
type DemoSubject = Omit<typeof subjects.$inferInsert, "id"> & { requires?: string[] };

export const DEMO_SUBJECTS: readonly DemoSubject[] = [
  {
    code: "FIS-501",
    namePt: "Mecânica Quântica I",
    nameEn: "Quantum Mechanics I",
    syllabusPt:
      "Postulados da mecânica quântica; espaços de Hilbert e notação de Dirac; oscilador harmônico; momento angular e spin; átomo de hidrogênio; teoria de perturbações independente do tempo.",
    syllabusEn:
      "Postulates of quantum mechanics; Hilbert spaces and Dirac notation; harmonic oscillator; angular momentum and spin; hydrogen atom; time-independent perturbation theory.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-502",
    namePt: "Eletrodinâmica Clássica",
    nameEn: "Classical Electrodynamics",
    syllabusPt:
      "Equações de Maxwell; problemas de contorno em eletrostática; multipolos; ondas eletromagnéticas e guias de onda; radiação de cargas aceleradas; formulação covariante.",
    syllabusEn:
      "Maxwell's equations; boundary-value problems in electrostatics; multipoles; electromagnetic waves and waveguides; radiation from accelerated charges; covariant formulation.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-503",
    namePt: "Mecânica Estatística",
    nameEn: "Statistical Mechanics",
    syllabusPt:
      "Ensembles microcanônico, canônico e grande canônico; gases ideais quânticos; condensação de Bose-Einstein; transições de fase e modelo de Ising; teoria de campo médio.",
    syllabusEn:
      "Microcanonical, canonical and grand canonical ensembles; ideal quantum gases; Bose-Einstein condensation; phase transitions and the Ising model; mean-field theory.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-504",
    namePt: "Métodos Matemáticos da Física",
    nameEn: "Mathematical Methods of Physics",
    syllabusPt:
      "Variáveis complexas e resíduos; equações diferenciais e funções especiais; funções de Green; transformadas de Fourier e Laplace; elementos de teoria de grupos.",
    syllabusEn:
      "Complex variables and residues; differential equations and special functions; Green's functions; Fourier and Laplace transforms; elements of group theory.",
    credits: 4,
    hours: 60,
  },
  {
    code: "FIS-520",
    namePt: "Física da Matéria Condensada",
    nameEn: "Condensed Matter Physics",
    syllabusPt:
      "Redes cristalinas e espaço recíproco; fônons; teoria de bandas; semicondutores; magnetismo; introdução à supercondutividade.",
    syllabusEn:
      "Crystal lattices and reciprocal space; phonons; band theory; semiconductors; magnetism; introduction to superconductivity.",
    credits: 4,
    hours: 60,
    programme: "academico",
    requires: ["FIS-501", "FIS-503"],
  },
  {
    code: "FIS-601",
    namePt: "Teoria Quântica de Campos I",
    nameEn: "Quantum Field Theory I",
    syllabusPt:
      "Quantização canônica de campos escalares e de Dirac; integrais de trajetória; diagramas de Feynman; eletrodinâmica quântica em ordem árvore; introdução à renormalização.",
    syllabusEn:
      "Canonical quantisation of scalar and Dirac fields; path integrals; Feynman diagrams; tree-level quantum electrodynamics; introduction to renormalisation.",
    credits: 4,
    hours: 60,
    programme: "academico",
    level: "doutorado",
    requires: ["FIS-501"],
  },
  {
    code: "FIS-590",
    namePt: "Seminários de Física",
    nameEn: "Physics Seminars",
    syllabusPt:
      "Apresentação e discussão de seminários de pesquisa do instituto e de convidados; escrita e apresentação de trabalhos científicos.",
    syllabusEn:
      "Presentation and discussion of research seminars by the institute and guests; writing and presenting scientific work.",
    credits: 1,
    hours: 30,
    repeatable: true,
  },
  {
    code: "FIS-710",
    namePt: "Instrumentação Científica",
    nameEn: "Scientific Instrumentation",
    syllabusPt:
      "Sensores e transdutores; aquisição e condicionamento de sinais; eletrônica para instrumentação; controle de experimentos; projeto de um instrumento.",
    syllabusEn:
      "Sensors and transducers; signal acquisition and conditioning; electronics for instrumentation; experiment control; designing an instrument.",
    credits: 4,
    hours: 60,
    programme: "profissional",
    level: "mestrado",
  },
];

type DemoOffering = {
  subject: string;
  capacity: number;
  language: Language;
  notes?: string;
  /** idcbpf of the responsible teacher first, then co-teachers. */
  teachers: [string, ...string[]];
  slots: Slot[];
  /** idcbpf → status of the demo students' enrolments. */
  enrolments: Record<string, EnrolmentStatus>;
};

/**
 * The current term's classes. The `discente` login has accepted classes from Monday to Friday,
 * two on Monday and on Wednesday, plus one pending and one rejected request (which its week does
 * not show); other students have classes of their own, so "only mine" shows.
 */
export const DEMO_OFFERINGS: readonly DemoOffering[] = [
  {
    subject: "FIS-501",
    capacity: 25,
    language: "pt",
    teachers: ["docente"],
    slots: [
      { weekday: 2, start: "10:00", end: "12:00", room: "Sala 201" },
      { weekday: 4, start: "10:00", end: "12:00", room: "Sala 201" },
    ],
    enrolments: { discente: "deferida", "joao.pereira": "deferida" },
  },
  {
    subject: "FIS-502",
    capacity: 20,
    language: "pt",
    teachers: ["docente", "marina.costa"],
    slots: [
      { weekday: 1, start: "08:00", end: "10:00", room: "Sala 305" },
      { weekday: 3, start: "08:00", end: "10:00", room: "Sala 305" },
    ],
    enrolments: { discente: "deferida" },
  },
  {
    subject: "FIS-503",
    capacity: 20,
    language: "pt",
    teachers: ["marina.costa", "docente"],
    slots: [
      { weekday: 1, start: "14:00", end: "16:00", room: "Sala 201" },
      { weekday: 3, start: "14:00", end: "16:00", room: "Sala 201" },
    ],
    enrolments: { discente: "deferida", "joao.pereira": "deferida" },
  },
  {
    subject: "FIS-590",
    capacity: 60,
    language: "en",
    notes: "Seminários de pesquisadores convidados, apresentados em inglês.",
    teachers: ["marina.costa"],
    slots: [{ weekday: 5, start: "16:00", end: "17:30", room: "Auditório Principal" }],
    enrolments: { discente: "deferida", "joao.pereira": "deferida", "larissa.nunes": "deferida" },
  },
  {
    subject: "FIS-504",
    capacity: 30,
    language: "pt",
    teachers: ["docente"],
    slots: [
      { weekday: 2, start: "14:00", end: "16:00", room: "Sala 108" },
      { weekday: 4, start: "14:00", end: "16:00", room: "Sala 108" },
    ],
    enrolments: { discente: "pendente" },
  },
  {
    subject: "FIS-520",
    capacity: 15,
    language: "pt",
    teachers: ["marina.costa"],
    slots: [{ weekday: 5, start: "10:00", end: "12:00", room: "Laboratório 2" }],
    enrolments: { discente: "indeferida" },
  },
  {
    subject: "FIS-601",
    capacity: 12,
    language: "en",
    teachers: ["docente"],
    slots: [
      { weekday: 3, start: "10:00", end: "12:00", room: "Sala 305" },
      { weekday: 5, start: "08:00", end: "10:00", room: "Sala 305" },
    ],
    enrolments: { "joao.pereira": "deferida" },
  },
  {
    subject: "FIS-710",
    capacity: 20,
    language: "pt",
    notes: "Aulas aos sábados, para quem trabalha durante a semana.",
    teachers: ["marina.costa"],
    slots: [{ weekday: 6, start: "08:00", end: "12:00", room: "Laboratório 1" }],
    enrolments: { "larissa.nunes": "deferida" },
  },
];

function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The term that contains `today` (`YYYY-MM-DD`): `YYYY.1` from January to July, `YYYY.2` from
 * August to December, so the demo always opens on a running term. Its enrolment window is around
 * `today` (PRODUCT §7: the demo places it around the day it is first started), the offering
 * window before it, and every date in the order §7 asks for.
 */
export function demoTerm(today: string): Omit<typeof terms.$inferInsert, "id" | "current"> {
  const year = today.slice(0, 4);
  const second = today.slice(5, 7) >= "08";
  const startDate = second ? `${year}-08-01` : `${year}-01-01`;
  const endDate = second ? `${year}-12-31` : `${year}-07-31`;
  const enrolmentStart = shift(today, -7);
  return {
    code: `${year}.${second ? 2 : 1}`,
    startDate,
    endDate,
    offeringStart: shift(enrolmentStart, -30),
    offeringEnd: shift(enrolmentStart, -1),
    enrolmentStart,
    enrolmentEnd: earlier(shift(today, 7), endDate),
    dropDeadline: earlier(shift(today, 21), endDate),
    gradeDeadline: shift(endDate, 15),
  };
}
