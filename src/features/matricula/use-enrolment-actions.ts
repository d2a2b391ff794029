import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Enrolment } from "../../domain/matriculas.ts";
import { asApiError } from "../../lib/api.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { dropEnrolment, enrol, type Offering } from "./matricula-api.ts";

/**
 * Enrol, drop and leave a waitlist (PRODUCT §7), each answered: a toast when done; a refusal
 * (422, the server's message in the UI language, naming what clashed) kept beside the offering
 * it concerns until the next try; other failures in a toast. `onChanged` asks for the lists again.
 */
export type EnrolmentActions = {
  /** The offering whose request is under way, if any. */
  busy: number | null;
  /** Refusals by offering id. */
  refusals: ReadonlyMap<number, string>;
  enrol: (offering: Offering) => Promise<void>;
  drop: (enrolment: Enrolment) => Promise<boolean>;
};

export function useEnrolmentActions(onChanged: () => void): EnrolmentActions {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());

  function refuse(offering: number, text: string | null) {
    setRefusals((prev) => {
      const next = new Map(prev);
      if (text === null) next.delete(offering);
      else next.set(offering, text);
      return next;
    });
  }

  function fail(offering: number, failure: unknown, summary: string) {
    const error = asApiError(failure);
    if (error.statusCode === 422) refuse(offering, errorText(error));
    else toast.add({ severity: "error", summary, detail: errorText(error) });
  }

  async function enrolIn(offering: Offering) {
    const code = offering.subject.code;
    setBusy(offering.id);
    refuse(offering.id, null);
    try {
      const created = await enrol(offering.id);
      const position = created.position ?? 0;
      toast.add(
        created.status === "em_espera"
          ? { severity: "info", summary: t`${code}: lista de espera, posição ${position}`, life: 8000 }
          : { severity: "success", summary: t`${code}: pendente — aguardando o orientador`, life: 8000 },
      );
      onChanged();
    } catch (failure) {
      fail(offering.id, failure, t`Não foi possível pedir a matrícula em ${code}`);
    } finally {
      setBusy(null);
    }
  }

  async function drop(enrolment: Enrolment): Promise<boolean> {
    const { id, subject } = enrolment.offering;
    const code = subject.code;
    const waiting = enrolment.status === "em_espera";
    setBusy(id);
    refuse(id, null);
    try {
      await dropEnrolment(enrolment.codigo);
      toast.add({
        severity: "success",
        summary: waiting ? t`Você saiu da lista de espera de ${code}` : t`${code} trancada`,
        life: 5000,
      });
      onChanged();
      return true;
    } catch (failure) {
      fail(id, failure, waiting ? t`Não foi possível sair da lista de espera` : t`Não foi possível trancar ${code}`);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, refusals, enrol: enrolIn, drop };
}
