import { beforeAll, describe, expect, test } from "vitest";
import { activateLocale } from "../../src/app/i18n.ts";
import { z } from "zod";
import { ApiRequestError } from "../../src/lib/api.ts";
import { attachmentHeader, percentOf, uploadFile } from "../../src/lib/upload.ts";

describe("attachmentHeader", () => {
  test("plain ASCII names are carried as they are", () => {
    expect(attachmentHeader("historico.pdf")).toBe("attachment; filename*=UTF-8''historico.pdf");
  });

  test("accents, spaces and quotes are percent-encoded UTF-8, so the header stays ASCII", () => {
    const header = attachmentHeader("Diploma de João (cópia)'s.pdf");
    expect(header).toBe("attachment; filename*=UTF-8''Diploma%20de%20Jo%C3%A3o%20%28c%C3%B3pia%29%27s.pdf");
    expect(/^[\x20-\x7e]+$/.test(header)).toBe(true);
    const encoded = header.split("''")[1] ?? "";
    expect(decodeURIComponent(encoded)).toBe("Diploma de João (cópia)'s.pdf");
  });

  test("a decomposed accent (macOS file names) is sent composed", () => {
    expect(attachmentHeader("Sa\u0303o.pdf")).toBe(attachmentHeader("S\u00e3o.pdf"));
  });

  test("the header is accepted by the browser's own Headers", () => {
    expect(() => new Headers({ "Content-Disposition": attachmentHeader("日本語 ünïcødé.pdf") })).not.toThrow();
  });
});

describe("percentOf", () => {
  test("whole percentages, bounded, unknown without a total", () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(10, 0)).toBeNull();
  });
});

describe("uploadFile", () => {
  beforeAll(() => activateLocale("pt"));

  test("reports a rising percentage up to 100 and turns a refusal into an ApiRequestError", async () => {
    const seen: (number | null)[] = [];
    const body = new Blob([new Uint8Array(2 * 1024 * 1024)], { type: "application/pdf" });
    const failure = await uploadFile("/__no_such_upload__", body, z.object({}), {
      onProgress: (percent) => seen.push(percent),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).statusCode).toBeGreaterThanOrEqual(400);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    const numbers = seen.filter((value): value is number => value !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  test("an aborted upload rejects with an AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await uploadFile("/__no_such_upload__", new Blob(["x"]), z.object({}), {
      signal: controller.signal,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as DOMException).name).toBe("AbortError");
  });
});
