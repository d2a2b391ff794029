import { Trans, useLingui } from "@lingui/react/macro";
import type { Offering } from "../domain/offerings.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** An offering's teachers in one line, the responsible one marked (a Docente's and the office's cards). */
export function OfferingTeachers({ teachers }: { teachers: Offering["teachers"] }) {
  const { t } = useLingui();
  return teachers
    .map((teacher) => (teacher.responsible ? `${teacher.name} (${t`responsável`})` : teacher.name))
    .join(", ");
}

/** An offering's seats taken as a bar, amber once full, with the waitlist beside it. */
export function OfferingFill({ offering }: { offering: Pick<Offering, "subject" | "taken" | "capacity" | "waiting"> }) {
  const { t } = useLingui();
  const { taken, capacity, waiting } = offering;
  const code = offering.subject.code;
  return (
    <ProgressBar
      value={taken}
      max={capacity}
      label={t`Vagas ocupadas em ${code}`}
      tone={taken >= capacity ? "amber" : "blue"}
    >
      <Trans>
        {taken} de {capacity} vagas
      </Trans>
      {waiting > 0 ? ` · ${t`${waiting} em espera`}` : ""}
    </ProgressBar>
  );
}
