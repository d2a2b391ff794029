import { Plural, useLingui } from "@lingui/react/macro";
import type { Offering } from "../domain/offerings.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** An offering's teachers in one line, the responsible one marked (a Docente's and the office's cards). */
export function OfferingTeachers({ teachers }: { teachers: Offering["teachers"] }) {
  const { t } = useLingui();
  return teachers
    .map((teacher) => (teacher.responsible ? `${teacher.name} (${t`responsável`})` : teacher.name))
    .join(", ");
}

/**
 * Seats said one way for everyone (students choosing, teachers and the office watching their
 * offerings): how many are free of how many, "3 vagas livres de 30" / "3 free seats of 30".
 */
export function SeatsFree({ free, capacity }: { free: number; capacity: number }) {
  return (
    <Plural
      value={free}
      _0={`Nenhuma vaga livre de ${capacity}`}
      one={`# vaga livre de ${capacity}`}
      other={`# vagas livres de ${capacity}`}
    />
  );
}

/** The waitlist's length: "2 na lista de espera". */
export function Waiting({ count }: { count: number }) {
  return <Plural value={count} one="# na lista de espera" other="# na lista de espera" />;
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
      <SeatsFree free={Math.max(0, capacity - taken)} capacity={capacity} />
      {waiting > 0 ? (
        <>
          {" · "}
          <Waiting count={waiting} />
        </>
      ) : null}
    </ProgressBar>
  );
}
