import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { SEARCH_MAX } from "../../domain/paging.ts";
import type { Subject } from "../../domain/subjects.ts";
import { apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { checkSearch, nameIn, pickerPath, subjectPageAnswer } from "./subject-answers.ts";

/** A chosen prerequisite: its code, and its names when known (shown beside the code). */
export type Picked = { code: string; name: Subject["name"] | null };

type Found = { q: string; items: Subject[] } | { q: string; failed: true };

const SEARCH_DELAY_MS = 250;

/**
 * Prerequisites chosen from the catalogue, not typed as codes: a search-as-you-type combobox
 * (WAI-ARIA combobox with a listbox: arrows move, Enter picks, Escape closes) over the same
 * `GET /api/disciplinas`, and the chosen ones as removable chips. The subject itself and those
 * already chosen are not offered.
 */
export function PrerequisitePicker({
  value,
  onChange,
  exclude,
  error,
}: {
  value: readonly Picked[];
  onChange: (next: Picked[]) => void;
  exclude: string;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = text.trim();
  const checked = checkSearch(q);
  const searchable = q !== "" && checked.success;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch(pickerPath(q), subjectPageAnswer, { signal: controller.signal }).then(
        (page) => setFound({ q, items: page.items }),
        () => {
          if (!controller.signal.aborted) setFound({ q, failed: true });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, searchable]);

  const current = found && found.q === q && searchable ? found : null;
  const options =
    current && "items" in current
      ? current.items.filter((item) => item.code !== exclude && !value.some((picked) => picked.code === item.code))
      : [];
  const total = options.length;
  const expanded = open && total > 0;
  const activeIndex = Math.min(active, options.length - 1);

  function pick(subject: Subject) {
    onChange([...value, { code: subject.code, name: subject.name }]);
    setText("");
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % Math.max(1, options.length));
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    } else if (event.key === "Escape" && expanded) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusText = !checked.success ? (
    <Trans>A busca aceita no máximo {SEARCH_MAX} caracteres.</Trans>
  ) : !searchable ? (
    ""
  ) : !current ? (
    <Trans>Buscando…</Trans>
  ) : "failed" in current ? (
    <Trans>A busca precisa da conexão com o servidor.</Trans>
  ) : options.length === 0 ? (
    <Trans>Nenhuma disciplina encontrada.</Trans>
  ) : (
    <Plural value={total} one="# disciplina encontrada." other="# disciplinas encontradas." />
  );

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-900">
        <Trans>Pré-requisitos</Trans>
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        <Trans>Digite parte do código ou do nome e escolha na lista (setas e Enter).</Trans>
      </p>
      {value.length > 0 ? (
        <ul aria-label={t`Pré-requisitos escolhidos`} className="flex flex-wrap gap-2">
          {value.map(({ code, name }) => (
            <li
              key={code}
              className="flex max-w-full items-center gap-1 rounded-full border border-blue-300 bg-blue-50 py-0.5 pr-0.5 pl-3 text-sm text-blue-950"
            >
              <span className="min-w-0 break-words">
                <span className="font-mono">{code}</span>
                {name ? ` ${name[locale]}` : null}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.code !== code))}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-blue-100"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t`Remover ${code}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? "border-red-700" : "border-slate-400"}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Disciplinas encontradas`}
          hidden={!expanded}
          className="mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white shadow-sm"
        >
          {options.map((option, index) => (
            <li
              key={option.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the list does not close before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={`cursor-pointer px-3 py-2 break-words ${index === activeIndex ? "bg-blue-100 text-blue-950" : "text-slate-900"}`}
            >
              <span className="font-mono">{option.code}</span> {nameIn(option, locale)}
              {option.active ? null : (
                <span className="ml-2 text-xs font-semibold text-slate-600">
                  <Trans>(inativa)</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {statusText}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
