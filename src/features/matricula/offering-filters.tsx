import { Trans, useLingui } from "@lingui/react/macro";
import { LANGUAGES, type Language } from "../../domain/academic.ts";
import { SEARCH_MAX } from "../../domain/paging.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { OfferingFilter } from "./offering-filter.ts";
import { weekdayName } from "../../domain/weekdays.ts";

/** The offering list's filters; each change applies at once (the list is on the device). */
export function OfferingFilters({
  filter,
  onChange,
}: {
  filter: OfferingFilter;
  onChange: (next: OfferingFilter) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const languageNames: Record<Language, string> = { pt: t`Português`, en: t`Inglês` };
  return (
    <form
      role="search"
      aria-label={t`Filtrar turmas`}
      onSubmit={(event) => event.preventDefault()}
      className="mb-4 grid gap-x-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <TextField
        label={<Trans>Buscar disciplina ou docente</Trans>}
        type="search"
        maxLength={SEARCH_MAX}
        value={filter.q}
        onChange={(event) => onChange({ ...filter, q: event.target.value })}
        className="sm:col-span-2 xl:col-span-1"
      />
      <SelectField
        label={<Trans>Dia da semana</Trans>}
        value={filter.weekday === null ? "" : String(filter.weekday)}
        options={[
          ["", t`Qualquer dia`],
          ...[1, 2, 3, 4, 5, 6, 0].map((day) => [String(day), weekdayName(day, locale)] as const),
        ]}
        onChange={(event) =>
          onChange({ ...filter, weekday: event.target.value === "" ? null : Number(event.target.value) })
        }
      />
      <SelectField
        label={<Trans>Idioma</Trans>}
        value={filter.language ?? ""}
        options={[
          ["", t`Qualquer idioma`],
          ...LANGUAGES.map((language) => [language, languageNames[language]] as const),
        ]}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filter, language: value === "pt" || value === "en" ? value : null });
        }}
      />
      <CheckboxField
        label={<Trans>Só turmas com vagas</Trans>}
        checked={filter.withSeats}
        onChange={(event) => onChange({ ...filter, withSeats: event.target.checked })}
        className="sm:col-span-2 xl:col-span-3"
      />
    </form>
  );
}
