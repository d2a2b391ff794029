import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale, loadPageMessages } from "../../src/app/i18n.ts";
import { WeekTimetable } from "../../src/features/home/week-timetable.tsx";
import { DateText } from "../../src/ui/date-text.tsx";

/** 22 Nov 2026, 15:00 UTC: noon in São Paulo, so the day is the same everywhere. */
const DATE = new Date("2026-11-22T15:00:00Z");

async function renderAt(path: string) {
  const locale = path.startsWith("/en") ? "en" : "pt";
  // The app's words and the home area's (the week is the home page's).
  await Promise.all([activateLocale(locale), loadPageMessages(locale, "home")]);
  const element = (
    <>
      <DateText date={DATE} />
      <WeekTimetable timetable={{ term: null, enrolments: [] }} today="2026-11-25" />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  await render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

test("Portuguese pages write dd/mm/yy", async () => {
  await renderAt("/");
  await expect.element(page.getByText("22/11/26").first()).toBeInTheDocument();
});

test("English pages write mm/dd/yy", async () => {
  await renderAt("/en");
  await expect.element(page.getByText("11/22/26").first()).toBeInTheDocument();
});

test("the week starts on Sunday and marks today", async () => {
  await renderAt("/en");
  const days = page.getByRole("list", { name: "Classes this week" }).getByRole("listitem");
  await expect.poll(() => days.all().length).toBe(7);
  await expect.element(days.first().getByText("Sunday")).toBeInTheDocument();
  await expect.element(days.first().getByText("11/22/26")).toBeInTheDocument();
  await expect.element(days.nth(3)).toHaveAttribute("aria-current", "date");
  await expect.element(days.nth(6).getByText("11/28/26")).toBeInTheDocument();
});
