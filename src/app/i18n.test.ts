import { expect, test } from "vitest";
import { activateLocale } from "./i18n.ts";

/** The attribute changes `activateLocale` makes on `<html>` and the manifest link. */
async function changesOf(run: () => Promise<void>): Promise<string[]> {
  const changes: string[] = [];
  const note = (records: MutationRecord[]) =>
    changes.push(...records.map((record) => `${record.target.nodeName.toLowerCase()} ${record.attributeName}`));
  const observer = new MutationObserver(note);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang", "href"], subtree: true });
  await run();
  note(observer.takeRecords());
  observer.disconnect();
  return changes;
}

test("activating a language sets <html lang> and the manifest once, and not again when they are right", async () => {
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = "/manifest.webmanifest";
  document.head.append(manifest);
  try {
    document.documentElement.lang = "pt-BR";
    // Setting lang, even to its own value, restyles every element (`:lang()`): the app's start
    // must not do it on a page the service worker painted in the right language already.
    expect(await changesOf(() => activateLocale("pt"))).toEqual([]);

    expect(await changesOf(() => activateLocale("en"))).toEqual(["html lang", "link href"]);
    expect(document.documentElement.lang).toBe("en-US");
    expect(manifest.getAttribute("href")).toBe("/en/manifest.webmanifest");
    expect(await changesOf(() => activateLocale("en"))).toEqual([]);

    expect(await changesOf(() => activateLocale("pt"))).toEqual(["html lang", "link href"]);
  } finally {
    manifest.remove();
    document.documentElement.lang = "pt-BR";
  }
});
