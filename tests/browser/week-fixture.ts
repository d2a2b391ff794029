import { localMoment, type Timetable } from "../../src/domain/timetable.ts";

/** The Discente's week the browser tests answer `GET /api/horario` with, around the real today. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const today = localMoment(new Date()).day;

/** FIS-501 every day of the week at 08:00, FIS-502 on Mondays at 14:00, in English. */
export const WEEK: Timetable = {
  term: { code: "2026.2", start: shift(today, -30), end: shift(today, 30) },
  enrolments: [
    {
      codigo: "7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
      subject: { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" } },
      language: "pt",
      slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "08:00", end: "10:00", room: "Sala 201" })),
      teachers: [{ name: "Ricardo Tavares Lima", idcbpf: "docente", responsible: true }],
    },
    {
      codigo: "0000-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
      subject: { code: "FIS-502", name: { pt: "Eletrodinâmica Clássica", en: "Classical Electrodynamics" } },
      language: "en",
      slots: [{ weekday: 1, start: "14:00", end: "16:00", room: "Sala 305" }],
      teachers: [
        { name: "Ricardo Tavares Lima", idcbpf: "docente", responsible: true },
        { name: "Marina Costa Figueiredo", idcbpf: "marina.costa", responsible: false },
      ],
    },
  ],
};
