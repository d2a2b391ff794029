import { Trans } from "@lingui/react/macro";
import type { Level } from "../../domain/users.ts";
import { authorize } from "../../domain/policy.ts";
import { useSession } from "../../lib/session.ts";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { DiscenteWeek } from "./discente-week.tsx";

/** What the home page will hold for each level (PRODUCT §2), said plainly until it does. */
function WhatComes({ level }: { level: Level }) {
  if (level === "Discente") {
    return (
      <Trans>
        Aqui ficarão também a situação da sua matrícula no período atual, seu orientador e atalhos para emitir a
        declaração de matrícula e exportar o horário (.ics).
      </Trans>
    );
  }
  if (level === "Docente") {
    return (
      <Trans>
        Aqui ficarão as suas ofertas deste período, com o número de matriculados em cada turma, as matrículas dos seus
        orientandos que aguardam sua aprovação e a lista dos seus orientandos.
      </Trans>
    );
  }
  return (
    <Trans>
      Aqui ficarão o período letivo atual e suas janelas (ofertagem, matrícula, trancamento e notas), os totais de
      usuários, disciplinas e matrículas, e as inscrições que aguardam análise.
    </Trans>
  );
}

export function HomePage() {
  const { user } = useSession();
  // The guard only lets logged-in users here; the fallback covers a logout in progress.
  if (!user) return <TitleHeading id="home" />;
  const name = user.name;
  return (
    <>
      <TitleHeading id="home" lead={<Trans>Olá, {name}.</Trans>} />
      {/* The same policy the API enforces: the week's timetable is the Discente's. */}
      {authorize("horario", user) === "ok" ? <DiscenteWeek /> : null}
      <ComingLater>
        <p>
          <WhatComes level={user.level} />
        </p>
      </ComingLater>
    </>
  );
}
