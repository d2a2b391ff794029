import { calendarKindWords, ROLE_WORDS } from "../../domain/banca-texts.ts";
import { formatDay } from "../../domain/dates.ts";
import type { PublicCommittee } from "../../domain/defesas.ts";
import { LOCALE_TAG, type Locale } from "../../domain/locale.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, isWebUrl, type SafeHtml } from "./html.ts";

/**
 * The list of `/gov/defesas`: one card per committee, by date and time — a heading with the day
 * (dd/mm/yy, mm/dd/yy in English), the time and the kind, then the student, the title (in the
 * session's language), the advisor, the members with institution and role, and where: the place,
 * or "Remota"/"Remote" with the session's link (a link only when it is a web address). Cards
 * rather than a table, so nothing scrolls sideways on a phone. What is public only: the calendar's
 * answer carries no e-mail, document or verdict (defesas.queries.ts).
 */
const T = GOV_TEXT.defences;

function where(locale: Locale, committee: PublicCommittee): SafeHtml {
  const link =
    committee.remoteLink && isWebUrl(committee.remoteLink)
      ? html`<a
          href="${committee.remoteLink}"
          rel="noopener noreferrer"
          target="_blank"
          class="font-medium break-all text-blue-800 underline"
          >${T.remoteLink[locale]}<span class="sr-only"> (${committee.title})</span></a
        >`
      : null;
  if (committee.place && link) return html`${committee.place} · ${T.remote[locale]}: ${link}`;
  if (committee.place) return html`${committee.place}`;
  return html`${T.remote[locale]}${link ? html`: ${link}` : null}`;
}

function card(locale: Locale, committee: PublicCommittee): SafeHtml {
  const kind = calendarKindWords(committee.kind, committee.degree)[locale];
  const held = committee.status === "realizada";
  const term = (label: string) => html`<dt class="font-medium text-slate-800">${label}</dt>`;
  return html`<li>
    <article
      aria-labelledby="defesa-${String(committee.id)}"
      class="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="gov-defence"
    >
      <h2
        id="defesa-${String(committee.id)}"
        class="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-blue-950"
      >
        <time datetime="${committee.date}T${committee.time}" class="tabular-nums"
          >${formatDay(committee.date, locale)} · ${committee.time}</time
        >
        <span>${kind}</span>
        <span
          class="rounded-full border px-2 text-sm font-medium ${
            held ? "border-slate-300 bg-slate-50 text-slate-700" : "border-blue-300 bg-blue-50 text-blue-900"
          }"
          >${held ? T.held[locale] : T.scheduled[locale]}</span
        >
      </h2>
      <dl class="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        ${term(T.student[locale])}
        <dd class="break-words">${committee.student.name}</dd>
        ${term(T.title[locale])}
        <dd class="break-words" lang="${LOCALE_TAG[committee.language]}">${committee.title}</dd>
        ${
          committee.advisor
            ? html`${term(GOV_TEXT.advisor[locale])}
                <dd>${committee.advisor.name}</dd>`
            : null
        }
        ${term(T.committee[locale])}
        <dd>
          <ul>
            ${committee.members.map(
              (member) =>
                html`<li class="break-words">
                  ${member.name} (${member.institution}) — ${ROLE_WORDS[member.role][locale]}
                </li>`,
            )}
          </ul>
        </dd>
        ${term(T.place[locale])}
        <dd class="break-words">${where(locale, committee)}</dd>
      </dl>
    </article>
  </li>`;
}

export function defencesList(
  locale: Locale,
  calendar: { from: string; to: string; items: readonly PublicCommittee[] },
): SafeHtml {
  const span = html`<p class="mb-3 text-sm text-slate-700">
    ${T.window[locale](formatDay(calendar.from, locale), formatDay(calendar.to, locale))}
  </p>`;
  // None found is said by the count above the list (list-page.ts).
  if (calendar.items.length === 0) return span;
  return html`${span}
    <ol class="flex flex-col gap-3" aria-label="${GOV_TEXT.titles.govDefesas[locale]}">
      ${calendar.items.map((committee) => card(locale, committee))}
    </ol>`;
}
