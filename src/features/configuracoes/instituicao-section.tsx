import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState, type FormEvent } from "react";
import { message } from "../../domain/messages.ts";
import { settingsPatchSchema, settingsSchema, type Settings } from "../../domain/settings.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { errorText } from "../../ui/error-text.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useSettings } from "./use-settings.ts";

type Fields = Omit<Settings, "concepts" | "capesProgrammeCodes">;
/** The programmes' CAPES codes, named as the server names their errors. */
type CodeField = "capesProgrammeCodes.academico" | "capesProgrammeCodes.profissional";
type Texts = Record<keyof Fields | CodeField, string>;
const NUMBERS = [
  "creditLimit",
  "attendanceMinimum",
  "adviseeCap",
  "temporaryPasswordDays",
  "holdMaxMonths",
  "extensionMaxMonths",
] as const;

/** Every IANA zone the browser knows, the stored one always among them. */
function timeZones(stored: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, "UTC", stored])].sort();
}

/** The institution: name, signatory and its title (on declarations), time zone, and the limits the rules use. */
export function InstituicaoSection() {
  const [query, reload] = useSettings();
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <InstitutionForm
          key={JSON.stringify({ ...query.data, concepts: null })}
          settings={query.data}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}

function InstitutionForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Texts>({
    institutionName: settings.institutionName,
    signatory: settings.signatory,
    signatoryTitle: settings.signatoryTitle,
    timeZone: settings.timeZone,
    creditLimit: String(settings.creditLimit),
    attendanceMinimum: String(settings.attendanceMinimum),
    adviseeCap: String(settings.adviseeCap),
    temporaryPasswordDays: String(settings.temporaryPasswordDays),
    holdMaxMonths: String(settings.holdMaxMonths),
    extensionMaxMonths: String(settings.extensionMaxMonths),
    officeEmail: settings.officeEmail,
    "capesProgrammeCodes.academico": settings.capesProgrammeCodes.academico ?? "",
    "capesProgrammeCodes.profissional": settings.capesProgrammeCodes.profissional ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    for (const field of NUMBERS) if (values[field].trim() === "") missing[field] = message("field_required", locale);
    const {
      "capesProgrammeCodes.academico": academico,
      "capesProgrammeCodes.profissional": profissional,
      ...plain
    } = values;
    const body = {
      ...plain,
      capesProgrammeCodes: { academico, profissional },
      creditLimit: Number(values.creditLimit),
      attendanceMinimum: Number(values.attendanceMinimum),
      adviseeCap: Number(values.adviseeCap),
      temporaryPasswordDays: Number(values.temporaryPasswordDays),
      holdMaxMonths: Number(values.holdMaxMonths),
      extensionMaxMonths: Number(values.extensionMaxMonths),
      officeEmail: values.officeEmail.trim(),
    };
    const parsed = settingsPatchSchema.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, values)), ...missing };
    setErrors(found);
    if (!parsed.success || Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await apiFetch("/api/configuracoes", settingsSchema, { method: "PATCH", body: parsed.data });
      toast.add({ severity: "success", summary: t`Dados da instituição salvos.`, life: 5000 });
      onSaved();
    } catch (error) {
      const failure = asApiError(error);
      setErrors(apiFieldErrors(failure, locale));
      toast.add({ severity: "error", summary: t`Não foi possível salvar`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Texts) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: event.target.value })),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-2xl flex-col gap-4"
      aria-busy={busy}
    >
      <TextField {...field("institutionName")} label={<Trans>Nome da instituição</Trans>} maxLength={200} required />
      <TextField
        {...field("signatory")}
        label={<Trans>Signatário das declarações</Trans>}
        hint={<Trans>Nome de quem assina as declarações emitidas.</Trans>}
        maxLength={200}
      />
      <TextField
        {...field("signatoryTitle")}
        label={<Trans>Cargo do signatário</Trans>}
        hint={<Trans>Impresso abaixo do nome, ex.: Coordenadora do Programa.</Trans>}
        maxLength={200}
      />
      <SelectField
        {...field("timeZone")}
        label={<Trans>Fuso horário</Trans>}
        hint={<Trans>Janelas e prazos valem em dias deste fuso, do primeiro ao último segundo.</Trans>}
        options={zones.map((zone) => [zone, zone.replaceAll("_", " ")] as const)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          {...field("creditLimit")}
          type="number"
          inputMode="numeric"
          min={0}
          max={200}
          label={<Trans>Limite de créditos por período</Trans>}
          hint={<Trans>0 = sem limite.</Trans>}
        />
        <TextField
          {...field("attendanceMinimum")}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          label={<Trans>Frequência mínima (%)</Trans>}
          hint={<Trans>Abaixo dela, reprovação.</Trans>}
        />
        <TextField
          {...field("adviseeCap")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          label={<Trans>Orientandos por docente</Trans>}
          hint={<Trans>Ativos e trancados, como orientador principal.</Trans>}
        />
      </div>
      <TextField
        {...field("temporaryPasswordDays")}
        type="number"
        inputMode="numeric"
        min={1}
        max={90}
        className="sm:max-w-xs"
        label={<Trans>Validade da senha temporária (dias)</Trans>}
        hint={
          <Trans>A senha que a secretaria gera ao redefinir deixa de valer depois deste prazo (de 1 a 90 dias).</Trans>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("holdMaxMonths")}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          label={<Trans>Meses de trancamento (no total)</Trans>}
          hint={<Trans>Soma dos trancamentos deferidos e em aberto de cada discente.</Trans>}
        />
        <TextField
          {...field("extensionMaxMonths")}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          label={<Trans>Meses de prorrogação por fase</Trans>}
          hint={<Trans>Soma das prorrogações deferidas de cada fase.</Trans>}
        />
      </div>
      <TextField
        {...field("officeEmail")}
        type="email"
        autoComplete="email"
        maxLength={254}
        label={<Trans>E-mail da secretaria</Trans>}
        hint={<Trans>Recebe requerimentos e bancas; vazio = todos os administradores ativos.</Trans>}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("capesProgrammeCodes.academico")}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={13}
          label={<Trans>Código CAPES do programa acadêmico</Trans>}
          hint={<Trans>Ex.: 31001017004P3; vazio até ser informado.</Trans>}
        />
        <TextField
          {...field("capesProgrammeCodes.profissional")}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={13}
          label={<Trans>Código CAPES do programa profissional</Trans>}
          hint={<Trans>Usados no pacote da Coleta Sucupira.</Trans>}
        />
      </div>
      <SubmitRow busy={busy}>
        <Trans>Salvar</Trans>
      </SubmitRow>
    </form>
  );
}
