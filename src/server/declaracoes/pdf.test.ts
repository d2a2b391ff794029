import jsQR from "jsqr";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationSchema } from "../../domain/declaracoes.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { settings } from "../db/schema.ts";
import { addPerson, type Person } from "./test-fixtures.ts";

/**
 * The generated PDF read back as a reader would: its text (the code, the holder's name with
 * every accent), its embedded font, and its QR code decoded to the verification URL.
 */
let t: TestApp;
let holder: Person;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: "http://academico.example.org" });
  await t.db
    .update(settings)
    .set({ institutionName: "Instituto Zé de Física Teórica", signatory: "Dra. Inês Gonçalves" });
  holder = await addPerson(t.db, "zzp-conceicao", { name: "Conceição Ávila Müller", status: "egresso" });
  admin = await login(t.app, "admin");
});
afterAll(() => t.close());

type Image = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

/** RGBA pixels of a pdf.js image (kinds: 1 = 1 bit grey, 2 = RGB, 3 = RGBA). */
function rgba(image: Image): Uint8ClampedArray {
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    if (image.kind === 3) out.set(image.data.subarray(i * 4, i * 4 + 4), i * 4);
    else if (image.kind === 2)
      out.set([image.data[i * 3] ?? 0, image.data[i * 3 + 1] ?? 0, image.data[i * 3 + 2] ?? 0, 255], i * 4);
    else {
      const rowBytes = Math.ceil(image.width / 8);
      const x = i % image.width;
      const y = Math.floor(i / image.width);
      const bit = ((image.data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      out.set(bit ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    }
  }
  return out;
}

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, isOffscreenCanvasSupported: false, useSystemFonts: false }).promise;
  const texts: string[] = [];
  const images: Image[] = [];
  const fonts: { missingFile: boolean }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    const ops = await page.getOperatorList();
    // Objects resolve when the worker sends them: ask with a callback.
    const resolved = <T>(store: typeof page.objs, id: string) =>
      new Promise<T>((resolve) => store.get(id, (value: unknown) => resolve(value as T)));
    for (const [index, fn] of ops.fnArray.entries()) {
      const id = (ops.argsArray[index] as unknown[] | null)?.[0] as string;
      if (fn === OPS.paintImageXObject) images.push(await resolved<Image>(page.objs, id));
      if (fn === OPS.setFont) {
        const font = await resolved<{ missingFile: boolean }>(page.commonObjs, id);
        fonts.push({ missingFile: font.missingFile });
      }
    }
  }
  const metadata = await pdf.getMetadata();
  return { text: texts.join("\n").replace(/\s+/g, " "), images, fonts, info: metadata.info as Record<string, unknown> };
}

describe("the declaration's PDF", () => {
  it("carries the code, the holder's name with accents intact, the embedded font and a QR code of the verification URL", async () => {
    const res = await call(t.app, "/api/declaracoes", {
      method: "POST",
      json: { type: "vinculo", holder: "zzp-conceicao" },
      cookie: admin,
    });
    expect(res.status).toBe(201);
    const doc = declarationSchema.parse(await res.json());
    expect(doc.url).toBe(`http://academico.example.org/autenciacar-declaracao/${doc.codigo}`);

    const download = await call(t.app, `/api/declaracoes/${doc.codigo}/pdf?lang=pt`, { cookie: holder.cookie });
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/FontFile2"); // a TrueType font program is in the file
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/); // a subset of DejaVu Sans, the only font
    expect(raw.match(/\/BaseFont \/(\S+)/g)?.every((name) => /DejaVuSans/.test(name))).toBe(true);

    const { text, images, fonts, info } = await readPdf(bytes);
    expect(text).toContain("Conceição Ávila Müller");
    expect(text).toContain(doc.codigo);
    expect(text).toContain("Instituto Zé de Física Teórica");
    expect(text).toContain("Dra. Inês Gonçalves");
    expect(text).toContain("DECLARAÇÃO DE VÍNCULO");
    expect(text).toContain("egresso(a), tendo concluído o curso");
    expect(text.replace(/ /g, "")).toContain(doc.url); // the printed URL may wrap at a dash
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.missingFile).toBe(false);
    }
    expect(info).toMatchObject({
      Title: `Declaração de vínculo ${doc.codigo}`,
      Author: "Instituto Zé de Física Teórica",
    });

    expect(images).toHaveLength(1);
    const [image] = images;
    if (!image) throw new Error("no image");
    const decoded = jsQR(rgba(image), image.width, image.height);
    expect(decoded?.data).toBe(doc.url);
  });

  it("is in English on request, and says when a revoked declaration was revoked and why", async () => {
    const res = await call(t.app, "/api/declaracoes", {
      method: "POST",
      json: { type: "historico", holder: "zzp-conceicao" },
      cookie: admin,
    });
    const doc = declarationSchema.parse(await res.json());
    await call(t.app, `/api/declaracoes/${doc.codigo}/revogacao`, {
      method: "POST",
      json: { reason: "Dados incorretos — reemitida" },
      cookie: admin,
    });
    const download = await call(t.app, `/api/declaracoes/${doc.codigo}/pdf`, {
      cookie: holder.cookie,
      headers: { "accept-language": "en" },
    });
    const { text } = await readPdf(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain("ACADEMIC TRANSCRIPT");
    expect(text).toContain("We declare that Conceição Ávila Müller");
    expect(text).toContain("DECLARATION REVOKED on");
    expect(text).toContain("Reason: Dados incorretos — reemitida");
    expect(text).toContain("Check that this declaration is authentic at");
  });
});
