import { Trans } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { PersonCombobox } from "../../ui/person-combobox.tsx";
import { StudentProgrammeYear } from "./discente-programme-year.tsx";
import { searchStudents } from "./guidance-api.ts";

/**
 * The office's view of any student's programme year (programme-year §2): the student picked (in
 * the address, `?discente=`, so a link from the home or the requests' queue opens it), its
 * "Prazos" with completions to record, and its requests, to file for it or cancel.
 */
export function OfficeProgrammeYear() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get("discente");
  const name = params.get("nome") ?? chosen ?? "";
  return (
    <section aria-labelledby="prazos-discente" className="my-6">
      <h2 id="prazos-discente" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Prazos e requerimentos de um discente</Trans>
      </h2>
      <PersonCombobox
        key={chosen ?? ""}
        label={<Trans>Discente</Trans>}
        search={searchStudents}
        value={chosen ? { idcbpf: chosen, name } : null}
        onChange={(person) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (person) {
                next.set("discente", person.idcbpf);
                next.set("nome", person.name);
              } else {
                next.delete("discente");
                next.delete("nome");
              }
              return next;
            },
            { replace: true },
          )
        }
      />
      {chosen ? <StudentProgrammeYear key={chosen} idcbpf={chosen} office /> : null}
    </section>
  );
}
