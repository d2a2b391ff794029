import { GRID_STEP_MINUTES, layoutWeek, type GovAgenda, type WeekEntry } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, type SafeHtml } from "./html.ts";

/**
 * The list of `/gov/agenda-disciplinas`: the current term's timetable as a week, Sunday first like every
 * week of the app. From 768 px a grid: an hour scale with its lines, a column per weekday, each class
 * placed by time (public/gov.css: rows of a quarter of an hour, `gov-r{line}` / `gov-e{line}`
 * classes, since the CSP forbids style attributes; classes that overlap sit side by side, in as
 * many lanes as the day needs, `gov-w{lanes}`; a row grows when a class's text needs it, so names
 * wrap whole); narrower, the same list of days, one under the other. Read out as a list of days
 * with their classes; the scale is decoration.
 */
/** Lanes gov.css gives a day (gov-w1…12): more classes at once than that would share the last. */
const MAX_LANES = 12;

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

function entryHtml(locale: Locale, { offering, slot, rowStart, rowEnd }: WeekEntry): SafeHtml {
  const teachers = offering.teachers.map((teacher) => teacher.name).join(", ");
  const language = offering.language === locale ? null : GOV_TEXT.taughtIn[offering.language][locale];
  return html`<li class="gov-class gov-r${String(rowStart)} gov-e${String(rowEnd)}">
    <p class="gov-time"><time>${slot.start}</time>–<time>${slot.end}</time></p>
    <p class="gov-subject">
      <abbr title="${GOV_TEXT.subjectCode[locale]}">${offering.subject.code}</abbr> ${offering.subject.name[locale]}
    </p>
    <p>${slot.room}</p>
    ${teachers ? html`<p><span class="sr-only">${GOV_TEXT.teachers[locale]}: </span>${teachers}</p>` : null}
    ${language ? html`<p>${language}</p>` : null}
  </li>`;
}

export function agendaWeek(locale: Locale, agenda: GovAgenda): SafeHtml {
  if (!agenda.term) return html`<p class="text-slate-700">${GOV_TEXT.noTerm[locale]}</p>`;
  const week = layoutWeek(agenda.items);
  const perHour = 60 / GRID_STEP_MINUTES;
  const hours = Array.from({ length: week.endHour - week.startHour }, (_, i) => week.startHour + i);
  // The week's grid lines: the day names' row, then the quarters of an hour (lines 2 to last).
  const last = `gov-e${String(week.rows + 2)}`;
  return html`<section aria-labelledby="gov-week-title">
    <h2 id="gov-week-title" class="mb-3 text-lg font-semibold text-blue-950">
      ${GOV_TEXT.week[locale]} · ${GOV_TEXT.term[locale](agenda.term.code)}
    </h2>
    ${
      agenda.items.length === 0
        ? null
        : html`<div class="gov-week" data-testid="gov-week">
            <div class="gov-scale gov-r2 ${last}" aria-hidden="true">
              ${hours.map(
                (hour, i) =>
                  html`<span class="gov-hour gov-r${String(i * perHour + 1)}">${hh(hour)}</span
                    ><span class="gov-rule gov-r${String(i * perHour + 1)}"></span>`,
              )}
            </div>
            <ol class="gov-days gov-r1 ${last}" aria-label="${GOV_TEXT.week[locale]}">
              ${week.days.map(
                (day) =>
                  html`<li class="gov-day gov-r1 ${last} gov-w${String(Math.min(day.lanes, MAX_LANES))}">
                    <h3 class="gov-day-name">${GOV_TEXT.weekdays[locale][day.weekday]}</h3>
                    ${
                      day.entries.length === 0
                        ? html`<p class="gov-empty">${GOV_TEXT.noClasses[locale]}</p>`
                        : html`<ol
                            class="gov-slots gov-r2 ${last}"
                            aria-label="${GOV_TEXT.weekdays[locale][day.weekday]}"
                          >
                            ${day.entries.map((entry) => entryHtml(locale, entry))}
                          </ol>`
                    }
                  </li>`,
              )}
            </ol>
          </div>`
    }
  </section>`;
}
