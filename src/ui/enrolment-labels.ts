import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EnrolmentStatus } from "../domain/academic.ts";

/**
 * An enrolment's status (PRODUCT §1), as the student and its advisor read it. Apart from
 * labels.ts, which the app's shell imports: only the enrolment pages need these, and the first
 * route's JavaScript does not carry them.
 */
export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, MessageDescriptor> = {
  pendente: msg`Pendente`,
  deferida: msg`Deferida`,
  indeferida: msg`Indeferida`,
  trancada: msg`Trancada`,
  em_espera: msg`Lista de espera`,
};
