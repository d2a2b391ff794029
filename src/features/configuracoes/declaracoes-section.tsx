import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import {
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  declarationListQuerySchema,
  type DeclarationListQuery,
} from "../../domain/declaracoes.ts";
import { zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DECLARATION_TYPE_LABELS } from "../../ui/declaration-labels.ts";
import type { DeclarationParts } from "../../ui/parts.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { SearchActions } from "./search-actions.tsx";

type Filters = Partial<Pick<DeclarationListQuery, "holder" | "type" | "status">>;
const NAMES = ["holder", "type", "status"] as const;

/**
 * Every declaration issued, newest first, searched by holder (idcbpf), type and status, kept in
 * the URL beside `secao`; each can be downloaded or revoked with a reason (PRODUCT §2
 * `/configuracoes`: revocation of declarations). Issuing is on the person's page.
 */
export function DeclaracoesSection({
  parts: { DeclarationList },
}: {
  parts: Pick<DeclarationParts, "DeclarationList">;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const given = Object.fromEntries(NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const parsed = declarationListQuerySchema.safeParse(given);
  const filters: Filters = parsed.success
    ? { holder: parsed.data.holder, type: parsed.data.type, status: parsed.data.status }
    : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      NAMES.map(
        (name) =>
          [
            name,
            String(form.get(name) ?? "")
              .trim()
              .toLowerCase(),
          ] as const,
      ).filter(([, v]) => v),
    );
    const checked = declarationListQuerySchema.safeParse(next);
    setErrors(checked.success ? {} : zodFieldErrors(checked.error.issues, locale, next));
    if (checked.success) setParams({ secao: "declaracoes", ...next });
  };

  return (
    <>
      <form
        key={JSON.stringify(filters)}
        role="search"
        noValidate
        onSubmit={submit}
        className="mb-4 flex flex-col gap-3"
      >
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <TextField
            name="holder"
            label={<Trans>Titular (idcbpf)</Trans>}
            defaultValue={filters.holder ?? ""}
            error={errors.holder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <SelectField
            name="type"
            label={<Trans>Tipo</Trans>}
            defaultValue={filters.type ?? ""}
            options={[
              ["", t`Todos`] as const,
              ...DECLARATION_TYPES.map((type) => [type, i18n._(DECLARATION_TYPE_LABELS[type])] as const),
            ]}
          />
          <SelectField
            name="status"
            label={<Trans>Situação</Trans>}
            defaultValue={filters.status ?? ""}
            options={[
              ["", t`Todas`] as const,
              ...DECLARATION_STATUSES.map((status) => [status, status === "valida" ? t`Válida` : t`Revogada`] as const),
            ]}
          />
        </div>
        <SearchActions
          onClear={() => {
            setErrors({});
            setParams({ secao: "declaracoes" });
          }}
        />
      </form>
      <DeclarationList
        key={`list:${JSON.stringify(filters)}`}
        filters={filters}
        showHolder
        canRevoke
        empty={<Trans>Nenhuma declaração encontrada.</Trans>}
      />
    </>
  );
}
