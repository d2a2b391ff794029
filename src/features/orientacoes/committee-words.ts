import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CommitteeStatus, HighestDegree } from "../../domain/bancas.ts";
import type { Locale } from "../../domain/locale.ts";

/**
 * The committees' words on screen that the documents do not already give (banca-texts.ts has the
 * kinds, roles and verdicts in both languages): the status, the external's degree, and the
 * session's day written out with its century (dd/mm/aaaa, mm/dd/yyyy).
 */
export const COMMITTEE_STATUS_LABELS: Record<CommitteeStatus, MessageDescriptor> = {
  proposta: msg`Proposta: aguarda aprovação da secretaria`,
  agendada: msg`Agendada`,
  realizada: msg`Realizada`,
  cancelada: msg`Cancelada`,
};

export const HIGHEST_DEGREE_LABELS: Record<HighestDegree, MessageDescriptor> = {
  doutorado: msg`Doutorado`,
  mestrado: msg`Mestrado`,
  especializacao: msg`Especialização`,
  graduacao: msg`Graduação`,
};

/** A session's day `YYYY-MM-DD`: dd/mm/aaaa in Portuguese, mm/dd/yyyy in English. */
export function fullDay(isoDay: string, locale: Locale): string {
  const [year = "", month = "", day = ""] = isoDay.split("-");
  return locale === "pt" ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** A size in the UI's numbers: "1,2 MB" / "340 kB". */
export function fileSize(bytes: number, locale: Locale): string {
  const tag = locale === "pt" ? "pt-BR" : "en-US";
  if (bytes >= 1_000_000)
    return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} kB`;
}
