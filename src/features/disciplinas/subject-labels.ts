import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Subject } from "../../domain/subjects.ts";
import { DEGREE_LABELS, PROGRAMME_LABELS } from "../../ui/labels.ts";

/** How a subject's programme and level read on screen; null is "both" (PRODUCT §8). */
export function programmeLabel(programme: Subject["programme"]): MessageDescriptor {
  return programme ? PROGRAMME_LABELS[programme] : msg`Ambos os programas`;
}

export function levelLabel(level: Subject["level"]): MessageDescriptor {
  return level ? DEGREE_LABELS[level] : msg`Mestrado e doutorado`;
}

/** The choices of the filters and of the form, "both" first. */
export const PROGRAMME_CHOICES = [
  ["academico", PROGRAMME_LABELS.academico],
  ["profissional", PROGRAMME_LABELS.profissional],
] as const;

export const LEVEL_CHOICES = [
  ["mestrado", DEGREE_LABELS.mestrado],
  ["doutorado", DEGREE_LABELS.doutorado],
] as const;
