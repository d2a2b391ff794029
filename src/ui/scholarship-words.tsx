import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatDay } from "../domain/dates.ts";
import type { Allocation, AllocationStatus, Suspension } from "../domain/funding.ts";
import { effectiveEnd } from "../domain/funding-rules.ts";
import { useLocale } from "../lib/use-locale.ts";

/**
 * How a scholarship's allocation reads on screen (funding spec §2), shared by the homes,
 * `/orientacoes` and a person's profile: its status in words, the suspension it is in on a day,
 * and the advisee's one-line note ("bolsista CAPES DS até 31/12/2027", "… suspensa até …").
 * Each feature reads the allocations itself (`GET /api/alocacoes`, scoped by the server).
 */
export const ALLOCATION_STATUS_LABELS: Record<AllocationStatus, MessageDescriptor> = {
  futura: msg`Futura`,
  ativa: msg`Ativa`,
  suspensa: msg`Suspensa`,
  encerrada: msg`Encerrada`,
  cancelada: msg`Cancelada`,
};

/** The allocations a Docente's advisees hold on `today` (its home and `/orientacoes` read it once each). */
export function allocationsInForcePath(today: string): string {
  return `/api/alocacoes?${new URLSearchParams({ activeOn: today, pageSize: "100" }).toString()}`;
}

/** The suspension `allocation` is in on `day`, if any. */
export function suspensionOn(allocation: Pick<Allocation, "suspensions">, day: string): Suspension | undefined {
  return allocation.suspensions.find((suspension) => suspension.startDate <= day && day <= suspension.endDate);
}

/** A day as the UI language writes it, machine-readable. */
export function Day({ day }: { day: string }) {
  const locale = useLocale();
  return <time dateTime={day}>{formatDay(day, locale)}</time>;
}

/** Beside an advisee's name: the scholarship it holds on `today`, until when, or its suspension's end. */
export function ScholarshipNote({ allocation, today }: { allocation: Allocation; today: string }) {
  const { sponsor, type } = allocation.bolsa;
  const suspension = suspensionOn(allocation, today);
  const until = <Day day={suspension ? suspension.endDate : effectiveEnd(allocation)} />;
  return (
    <span className="text-sm text-emerald-900" data-testid="scholarship-note">
      {suspension ? (
        <Trans>
          bolsista {sponsor} {type}, suspensa até {until}
        </Trans>
      ) : (
        <Trans>
          bolsista {sponsor} {type} até {until}
        </Trans>
      )}
    </span>
  );
}
