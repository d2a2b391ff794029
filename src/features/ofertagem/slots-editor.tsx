import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { MAX_SLOTS, ROOM_MAX } from "../../domain/offerings.ts";
import { WEEKDAYS } from "../../domain/weekdays.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { newSlot, type SlotDraft } from "./offering-draft.ts";

/** The weekly slots of an offering: one row per meeting (weekday, start, end, room), added and removed freely. */
export function SlotsEditor({
  slots,
  onChange,
  errors,
  disabled,
}: {
  slots: SlotDraft[];
  onChange: (slots: SlotDraft[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const weekdays = WEEKDAYS[locale].map((label, day) => [String(day), label] as const);
  const update = (key: number, part: Partial<SlotDraft>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...part } : slot)));
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 font-medium text-slate-900">
        <Trans>Horários semanais</Trans>
      </legend>
      {slots.map((slot, index) => {
        const position = index + 1;
        const error = (field: string) => errors[`slots.${index}.${field}`];
        return (
          <div
            key={slot.key}
            role="group"
            aria-label={t`Horário ${position}`}
            className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1.3fr_1fr_1fr_1.3fr_auto] sm:items-end"
          >
            <SelectField
              className="col-span-2 min-w-0 sm:col-span-1"
              label={<Trans>Dia</Trans>}
              value={slot.weekday}
              options={weekdays}
              onChange={(event) => update(slot.key, { weekday: event.target.value })}
              error={error("weekday")}
            />
            <TextField
              className="min-w-0"
              type="time"
              label={<Trans>Hora de início</Trans>}
              value={slot.start}
              onChange={(event) => update(slot.key, { start: event.target.value })}
              error={error("start")}
            />
            <TextField
              className="min-w-0"
              type="time"
              label={<Trans>Hora de término</Trans>}
              value={slot.end}
              onChange={(event) => update(slot.key, { end: event.target.value })}
              error={error("end")}
            />
            <TextField
              className="col-span-2 min-w-0 sm:col-span-1"
              label={<Trans>Sala</Trans>}
              value={slot.room}
              maxLength={ROOM_MAX}
              onChange={(event) => update(slot.key, { room: event.target.value })}
              error={error("room")}
            />
            <Button
              variant="secondary"
              className="col-span-2 sm:col-span-1"
              aria-label={t`Remover horário ${position}`}
              disabled={slots.length <= 1}
              onClick={() => onChange(slots.filter((other) => other.key !== slot.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      {errors.slots ? (
        <p role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
          {errors.slots}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={slots.length >= MAX_SLOTS}
          onClick={() => onChange([...slots, newSlot({ room: slots.at(-1)?.room ?? "" })])}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar horário</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
