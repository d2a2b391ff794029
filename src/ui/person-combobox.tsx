import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { asApiError } from "../lib/form-errors.ts";
import { errorText } from "./error-text.ts";
import { controlBorder, FieldFrame } from "./field-frame.tsx";

/** One person offered by the search. */
export type PersonOption = { idcbpf: string; name: string };

/** Typing pauses this long before the search is sent (one request per pause, not per key). */
const TYPING_PAUSE_MS = 250;

type Search =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "done"; options: PersonOption[] }
  | { status: "error"; text: string };

/**
 * Search-as-you-type for one person (WAI-ARIA combobox with a list box): typing calls `search`
 * (the caller's endpoint, a stable function: the office's `/api/usuarios`, a Docente's
 * `/api/ofertas/docentes`);
 * arrows move through the answers, Enter picks, Escape closes the list (and only the list, not
 * the dialog around it). Typing again clears the choice.
 */
export function PersonCombobox({
  label,
  search: find,
  value,
  onChange,
  error,
  disabled = false,
  exclude = [],
  hint,
}: {
  label: ReactNode;
  search: (q: string, signal: AbortSignal) => Promise<PersonOption[]>;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** idcbpfs already chosen elsewhere in the form, not offered again. */
  exclude?: readonly string[];
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value ? `${value.name} (${value.idcbpf})` : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<Search>({ status: "idle" });
  /** What the person typed (the text shown may be the chosen person instead). */
  const [typed, setTyped] = useState("");

  useEffect(() => {
    const q = typed;
    if (!open || q.trim() === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: "busy" });
      find(q.trim(), controller.signal).then(
        (options) => setSearch({ status: "done", options }),
        (failure: unknown) => {
          if (!controller.signal.aborted) setSearch({ status: "error", text: errorText(asApiError(failure)) });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, open, find]);

  const options = search.status === "done" ? search.options.filter((o) => !exclude.includes(o.idcbpf)) : [];
  const searching = open && typed.trim() !== "" && search.status !== "idle";
  const expanded = searching && options.length > 0;

  function choose(option: PersonOption) {
    onChange(option);
    setText(`${option.name} (${option.idcbpf})`);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && searching) {
      // Closes the list; the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <FieldFrame label={label} hint={hint} error={error} className="relative">
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder={t`Digite o nome ou o identificador`}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setTyped(event.target.value);
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className={`min-h-11 rounded-md border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 ${controlBorder(error)}`}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t`Resultados`}
            hidden={!expanded}
            className="absolute top-full z-[1000] mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={option.idcbpf}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps its focus (a blur would close the list first).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                className={`cursor-pointer px-3 py-2 ${index === active ? "bg-blue-100" : "hover:bg-slate-50"}`}
              >
                <span className="font-medium">{option.name}</span>{" "}
                <span className="font-mono text-sm text-slate-600">{option.idcbpf}</span>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="text-sm text-slate-600">
            {searching && search.status === "busy" ? <Trans>Buscando…</Trans> : null}
            {searching && search.status === "done" && options.length === 0 ? <Trans>Ninguém encontrado.</Trans> : null}
            {searching && search.status === "error" ? search.text : null}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
