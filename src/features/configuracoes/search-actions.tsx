import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/button.tsx";

/** A search form's buttons: "Limpar" (back to the section's defaults) and "Buscar" (submits). */
export function SearchActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClear}>
        <Trans>Limpar</Trans>
      </Button>
      <Button type="submit">
        <Trans>Buscar</Trans>
      </Button>
    </div>
  );
}
