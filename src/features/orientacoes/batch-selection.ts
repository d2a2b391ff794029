import { useState } from "react";
import type { Enrolment } from "../../domain/matriculas.ts";
import type { CardSelection } from "./enrolment-request-card.tsx";

/**
 * Several pending requests decided at once (`POST /api/matriculas/decisoes`): the chosen ones, kept
 * by code with what the list showed of them (so a refusal can name the student and the subject
 * after the list has changed).
 */
export type Selection = {
  chosen: ReadonlyMap<string, Enrolment>;
  /** The checkbox of one card. */
  of: (enrolment: Enrolment) => CardSelection;
  /** "Select all" over the given cards: checked when all are, mixed when some are. */
  all: (enrolments: readonly Enrolment[]) => { checked: boolean; mixed: boolean; onChange: (on: boolean) => void };
  forget: (codigos: readonly string[]) => void;
  /** The last batch's refusals by code, shown on their card while it is listed. */
  refusals: ReadonlyMap<string, string>;
  report: (refusals: ReadonlyMap<string, string>) => void;
};

export function useSelection(): Selection {
  const [chosen, setChosen] = useState<ReadonlyMap<string, Enrolment>>(new Map());
  const [refusals, report] = useState<ReadonlyMap<string, string>>(new Map());
  const set = (enrolments: readonly Enrolment[], on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const enrolment of enrolments) {
        if (on) next.set(enrolment.codigo, enrolment);
        else next.delete(enrolment.codigo);
      }
      return next;
    });
  return {
    chosen,
    of: (enrolment) => {
      const refusal = refusals.get(enrolment.codigo);
      return {
        checked: chosen.has(enrolment.codigo),
        onChange: (on) => set([enrolment], on),
        ...(refusal ? { refusal } : {}),
      };
    },
    all: (enrolments) => {
      const count = enrolments.filter((enrolment) => chosen.has(enrolment.codigo)).length;
      return {
        checked: enrolments.length > 0 && count === enrolments.length,
        mixed: count > 0 && count < enrolments.length,
        onChange: (on) => set(enrolments, on),
      };
    },
    forget: (codigos) =>
      setChosen((current) => {
        const next = new Map(current);
        for (const codigo of codigos) next.delete(codigo);
        return next;
      }),
    refusals,
    report,
  };
}
