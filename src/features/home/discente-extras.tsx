import { Trans } from "@lingui/react/macro";
import { CalendarArrowDown, ClipboardList } from "lucide-react";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { DeclarationParts } from "../../ui/parts.ts";
import { AdvisorCard } from "./advisor-card.tsx";
import { EnrolmentStatusCard, type TermOfWeek } from "./enrolment-status.tsx";
import { ICS_PATH } from "./home-api.ts";
import { HomeCard } from "./home-card.tsx";
import { MyDeclarations } from "./my-declarations.tsx";
import { MyScholarship } from "./my-scholarship.tsx";
import { DiscentePrazosCard } from "./programme-year-home.tsx";

const ACTION =
  "flex min-h-11 items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 font-medium text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700";

function QuickActions({ parts: { IssueDeclarationButton } }: { parts: DeclarationParts }) {
  const locale = useLocale();
  return (
    <HomeCard id="home-actions" title={<Trans>Atalhos</Trans>}>
      <ul className="grid gap-2">
        <li>
          <a className={ACTION} href={`${ICS_PATH}?lang=${locale}`} download>
            <CalendarArrowDown aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Exportar horário (.ics)</Trans>
          </a>
        </li>
        <li>
          <AppLink className={ACTION} to="/matricula">
            <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Matrícula</Trans>
          </AppLink>
        </li>
        <li>
          <IssueDeclarationButton fullWidth variant="secondary" input={{ type: "matricula" }} />
        </li>
        <li>
          <IssueDeclarationButton fullWidth variant="secondary" input={{ type: "vinculo" }} />
        </li>
      </ul>
    </HomeCard>
  );
}

/**
 * What the Discente's home shows below its week (PRODUCT §2): its enrolment status for the
 * term, its advisor, quick actions, its next phase due and open requests (issuing its enrolment and enrolment-status declarations among
 * them), its scholarship while one has not ended and the declarations it holds. Loaded after the week is shown (home-page.tsx), so the
 * week's first paint does not wait for any of it.
 */
export default function DiscenteExtras({ term, parts }: { term: TermOfWeek; parts: DeclarationParts }) {
  const idcbpf = useSession().user?.idcbpf;
  return (
    <div className="grid gap-4 md:grid-cols-3" data-first-paint-omit="">
      <EnrolmentStatusCard term={term} />
      <AdvisorCard />
      <QuickActions parts={parts} />
      {idcbpf ? <DiscentePrazosCard idcbpf={idcbpf} /> : null}
      <MyScholarship />
      <MyDeclarations className="md:col-span-3" parts={parts} />
    </div>
  );
}
