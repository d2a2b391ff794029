import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import type { ScholarshipsSectionProps } from "../../ui/parts.ts";
import { QuotaDetail } from "./quota-detail.tsx";
import { QuotaForm } from "./quota-form.tsx";
import { QuotaList } from "./quota-list.tsx";
import { WarningsPanel } from "./warnings-panel.tsx";

/**
 * `/configuracoes?secao=bolsas` (funding §2), a part handed to the settings page: the warnings
 * first, then the quotas and, once one is opened, its allocations. A write anywhere bumps one
 * revision, so the warnings, the list and the quota are read again.
 */
export function ScholarshipsSection({ today }: ScholarshipsSectionProps) {
  const online = useOnline();
  const [revision, setRevision] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const changed = () => setRevision((n) => n + 1);
  const open = (id: number) => {
    setOpened(id);
    // The quota appears under the list: take the reader there.
    requestAnimationFrame(() => document.getElementById("bolsa-aberta")?.focus());
  };
  return (
    <div className="flex flex-col gap-8">
      <WarningsPanel revision={revision} onQuota={open} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Button
            className="self-start"
            disabled={!online}
            aria-describedby={online ? undefined : "nova-bolsa-sem-conexao"}
            onClick={() => setCreating(true)}
          >
            <Trans>Nova bolsa</Trans>
          </Button>
          {online ? null : (
            <p id="nova-bolsa-sem-conexao" className="text-sm font-medium text-amber-900">
              <Trans>Sem conexão: criar uma bolsa precisa da internet.</Trans>
            </p>
          )}
        </div>
        <QuotaList revision={revision} onOpen={open} />
      </div>
      {opened === null ? null : (
        <div id="bolsa-aberta" tabIndex={-1}>
          <QuotaDetail
            key={opened}
            id={opened}
            today={today}
            revision={revision}
            onChanged={changed}
            onDeleted={() => {
              setOpened(null);
              changed();
            }}
          />
        </div>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title={<Trans>Nova bolsa</Trans>}>
        {creating ? (
          <QuotaForm
            quota={null}
            onCancel={() => setCreating(false)}
            onSaved={(quota) => {
              setCreating(false);
              changed();
              open(quota.id);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
