import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { CAPES_FIRST_YEAR, capesPackName, type CapesReport } from "../../domain/capes.ts";
import type { Programme } from "../../domain/users.ts";
import { asApiError } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { DownloadButton } from "../../ui/download-button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { capesZipPath, fetchCapesReport } from "./capes-api.ts";
import { CapesReportView } from "./capes-report.tsx";

/**
 * The CAPES pack (funding spec §2 `/configuracoes?secao=capes`): a year (the last one by default:
 * the Coleta of Y is filled in early Y+1) and a programme; "Validar" shows the report, "Baixar
 * pacote" the ZIP with its progress. Neither is kept on the device (personal data): offline the
 * section says so instead of showing an old copy.
 */
export function CapesSection() {
  const { t } = useLingui();
  const online = useOnline();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const [programme, setProgramme] = useState<Programme | null>(null);
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "loading" } | { kind: "ok"; report: CapesReport } | { kind: "error"; message: string }
  >({ kind: "idle" });
  const years = Array.from({ length: thisYear - CAPES_FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));

  async function validate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: "loading" });
    try {
      setState({ kind: "ok", report: await fetchCapesReport(year, programme) });
    } catch (caught) {
      setState({ kind: "error", message: errorText(asApiError(caught)) });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-slate-700">
        <Trans>
          O pacote da Coleta Sucupira de um ano: discentes, docentes, disciplinas, trabalhos de conclusão e bolsas, com
          a validação do que falta. Valide, corrija os dados apontados e baixe o pacote para digitar na Plataforma
          Sucupira.
        </Trans>
      </p>
      <Notice>
        <Trans>
          O pacote contém dados pessoais (CPF, passaporte, nascimento, raça/cor). Guarde-o só enquanto durar a Coleta e
          apague-o depois (LGPD).
        </Trans>
      </Notice>
      {online ? null : (
        <Notice tone="error">
          <Trans>O relatório da CAPES não está disponível offline: ele não é guardado no aparelho.</Trans>
        </Notice>
      )}
      <form onSubmit={validate} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <SelectField
            name="ano"
            label={<Trans>Ano-base</Trans>}
            options={years.map((y) => [y, y] as const)}
            value={String(year)}
            onChange={(e) => {
              setYear(Number(e.currentTarget.value));
              setState({ kind: "idle" });
            }}
          />
          <SelectField
            name="programme"
            label={<Trans>Programa</Trans>}
            options={[
              ["", t`Ambos`],
              ["academico", t`Acadêmico`],
              ["profissional", t`Profissional`],
            ]}
            value={programme ?? ""}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setProgramme(value === "academico" || value === "profissional" ? value : null);
              setState({ kind: "idle" });
            }}
          />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Button type="submit" busy={state.kind === "loading"} disabled={!online}>
            <Trans>Validar</Trans>
          </Button>
          <DownloadButton
            download={(onProgress) =>
              downloadFile(capesZipPath(year, programme), capesPackName(year, programme), onProgress)
            }
          >
            <Trans>Baixar pacote (.zip)</Trans>
          </DownloadButton>
        </div>
      </form>
      {/* What is said aloud is the loading line, the report's first line (role="status") or the error (alert). */}
      <div>
        {state.kind === "loading" ? (
          <p role="status" className="text-slate-700">
            <Trans>Montando o relatório de {year}…</Trans>
          </p>
        ) : null}
        {state.kind === "error" ? <Notice tone="error">{state.message}</Notice> : null}
        {state.kind === "ok" ? <CapesReportView report={state.report} /> : null}
      </div>
    </div>
  );
}
