import { Trans } from "@lingui/react/macro";
import { DateText } from "../ui/date-text.tsx";
import { APP_NAME } from "../ui/page-titles.ts";

export function Footer() {
  const today = new Date();
  const build = __BUILD_ID__;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-600">
        <p>
          {APP_NAME} · <Trans>Hoje:</Trans> <DateText date={today} />
        </p>
        <p>
          <Trans>Versão {build}</Trans>
        </p>
      </div>
    </footer>
  );
}
