import { expect, type Locator } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * What a phone and a narrow grid must not hide (docs/browser.md, "Layout"): the header's buttons
 * fit 360 px in English, "Log out" on one line; a field focused after a refusal is not left under
 * the sticky header; the /gov week shows every subject's name whole, even in its narrowest grid.
 * That no page scrolls sideways at 320 or 360 px is checked on every page by accessibility.spec.ts.
 */
test.use({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.72" } });

/** How many lines the element's text takes. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test("the header fits 360 px in English: every label on one line, nothing outside the bar", async ({ page }) => {
  await login(page, DEMO.Administrador);
  await page.goto("/en");
  const header = page.getByRole("banner");
  const logout = header.getByRole("button", { name: "Log out", exact: true });
  await expect(logout).toBeVisible();
  expect(await lines(logout.getByText("Log out", { exact: true }))).toBe(1);
  const fits = await header.evaluate((element) => {
    const bar = element.getBoundingClientRect();
    return [...element.querySelectorAll("a, button")]
      .filter((control) => control.checkVisibility())
      .map((control) => control.getBoundingClientRect())
      .every((box) => box.left >= bar.left && box.right <= bar.right && box.height <= 48);
  });
  expect(fits).toBe(true);
});

/** The field has the focus, and its box is below the sticky header, inside the window. */
async function expectFocusedInSight(field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  const { top, bottom, headerBottom, height } = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector("header.sticky")?.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, headerBottom: header?.bottom ?? 0, height: window.innerHeight };
  });
  expect(top, "the field's top against the sticky header's bottom").toBeGreaterThanOrEqual(headerBottom);
  expect(bottom).toBeLessThanOrEqual(height);
}

test("a field focused after a refusal is not under the sticky header (360 px)", async ({ page }) => {
  await page.goto("/inscricao");
  await page.getByRole("button", { name: "Inscrever-se" }).first().click();
  const send = page.getByRole("button", { name: "Enviar candidatura" });
  // Sent empty from the form's end, the page scrolled down to its button: the first field takes the focus.
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expectFocusedInSight(page.getByLabel("Nome completo"));
});

test("the /gov week shows every subject's name whole, in its narrowest grid (768 px)", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/gov/agenda-disciplinas");
  const classes = page.getByTestId("gov-week").locator(".gov-class");
  await expect(classes.first()).toBeVisible();
  const problems = await page.getByTestId("gov-week").evaluate((week) => {
    const found: string[] = [];
    for (const day of week.querySelectorAll(".gov-day")) {
      const boxes = [...day.querySelectorAll<HTMLElement>(".gov-class")].map((item) => ({
        item,
        box: item.getBoundingClientRect(),
      }));
      for (const { item, box } of boxes) {
        // Its text inside its own box: neither cut nor running out of it.
        if (item.scrollHeight > item.clientHeight + 1 || item.scrollWidth > item.clientWidth + 1)
          found.push(
            `${item.textContent?.trim() ?? ""}: ${item.scrollWidth}×${item.scrollHeight} in ${item.clientWidth}×${item.clientHeight}`,
          );
        for (const other of boxes) {
          const apart =
            other.item === item ||
            other.box.left >= box.right - 1 ||
            other.box.right <= box.left + 1 ||
            other.box.top >= box.bottom - 1 ||
            other.box.bottom <= box.top + 1;
          if (!apart) found.push(`${item.textContent?.trim() ?? ""} overlaps ${other.item.textContent?.trim() ?? ""}`);
        }
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
});
