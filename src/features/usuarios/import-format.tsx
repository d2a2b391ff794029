import { Trans } from "@lingui/react/macro";
import { CSV_EXAMPLE_LINE, CSV_HEADER_LINE } from "../../domain/user-import.ts";

/** What the file must look like: the header line, a line that passes, and the values each column takes. */
export function ImportFormat() {
  return (
    <details className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">
        <Trans>Formato do arquivo</Trans>
      </summary>
      <p className="mt-2">
        <Trans>
          Um arquivo CSV em UTF-8 (com ou sem BOM), separado por vírgula ou ponto e vírgula, de até 10 MiB e 50.000
          linhas. A primeira linha é o cabeçalho, com estas colunas em qualquer ordem:
        </Trans>
      </p>
      <pre className="mt-1 overflow-x-auto rounded bg-white p-2 font-mono text-xs">{CSV_HEADER_LINE}</pre>
      <p className="mt-2">
        <Trans>Uma linha de exemplo:</Trans>
      </p>
      <pre className="mt-1 overflow-x-auto rounded bg-white p-2 font-mono text-xs">{CSV_EXAMPLE_LINE}</pre>
      <ul className="mt-2 list-disc pl-5">
        <li>
          <Trans>level: Administrador, Docente ou Discente.</Trans>
        </li>
        <li>
          <Trans>
            programme: academico ou profissional (docentes e discentes); degree: mestrado ou doutorado (discentes).
          </Trans>
        </li>
        <li>
          <Trans>status: ativo, trancado, inativo ou egresso (vazio: ativo); entryTerm: AAAA.N, como 2026.1.</Trans>
        </li>
        <li>
          <Trans>
            entryDate (opcional, discentes): a data de ingresso, AAAA-MM-DD, que conta os prazos; vazia, vale o primeiro
            dia do período de ingresso. Um arquivo sem essa coluna (oito colunas) também é aceito e não muda as datas já
            registradas.
          </Trans>
        </li>
        <li>
          <Trans>
            Um idcbpf que já existe é atualizado nas colunas que mudaram; importar o mesmo arquivo de novo não altera
            nada. Usuários novos são criados sem senha: dê uma pela redefinição de senha no perfil (ou eles entram pelo
            LDAP).
          </Trans>
        </li>
      </ul>
    </details>
  );
}
