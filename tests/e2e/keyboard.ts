import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Walking a page with the keyboard only, for the keyboard suites (keyboard.spec.ts, emag.spec.ts).
 * `tabTo` presses Tab until an element has the focus and checks, at every stop on the way, what a
 * keyboard user needs (WCAG 2.4.3, 2.4.7, 2.4.11): the focus is shown (`:focus-visible` with an
 * outline at least 2 px wide, not removed), not hidden under the sticky header, and it moves
 * forward in the document's order — a trap would bring it back, a jumble would jump around.
 */
type Stop = { ok: true } | { ok: false; problem: string };

/** Where the walk's previous stop is kept in the page, between two presses of Tab. */
type WalkWindow = Window & { lastKeyboardFocus?: Element | null };

/** What is wrong with the focus where it is now, given where it was before; "ok" if nothing. */
function checkFocus(): Stop {
  const element = document.activeElement;
  const walk = window as WalkWindow;
  const previous = walk.lastKeyboardFocus;
  walk.lastKeyboardFocus = element;
  const name = (el: Element | null | undefined) =>
    el ? `<${el.tagName.toLowerCase()}> “${(el.textContent ?? "").trim().slice(0, 40)}”` : "nothing";
  if (!element || element === document.body) return { ok: false, problem: "the focus went to the page itself" };
  const style = getComputedStyle(element);
  if (!element.matches(":focus-visible") || style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2)
    return {
      ok: false,
      problem: `${name(element)} shows no focus (outline ${style.outlineStyle} ${style.outlineWidth})`,
    };
  if (previous?.isConnected && !(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
    return { ok: false, problem: `the focus went back from ${name(previous)} to ${name(element)}` };
  const header = document.querySelector("header.sticky");
  if (header && !header.contains(element)) {
    const box = element.getBoundingClientRect();
    if (box.bottom <= header.getBoundingClientRect().bottom + 1)
      return { ok: false, problem: `${name(element)} has the focus under the sticky header` };
  }
  return { ok: true };
}

/** Starts a walk from the element that has the focus now (after Enter moved it, say). */
export async function startWalk(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as WalkWindow).lastKeyboardFocus = document.activeElement === document.body ? null : document.activeElement;
  });
}

/** Presses Tab until `target` has the focus (at most `max` times), checking every stop; the presses it took. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  await startWalk(page);
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(checkFocus);
    if (!stop.ok) throw new Error(`Tab ${presses} towards ${target.toString()}: ${stop.problem}`);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target.toString()} never got the focus in ${max} presses of Tab`);
}

/** The focus is on `target` and shown. */
export async function expectFocusShown(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });
  expect(outline.visible && outline.style !== "none" && outline.width >= 2, JSON.stringify(outline)).toBe(true);
}
