/** fontkit (pdfkit's font engine) ships no types: only what src/server/pdf/engine.ts uses. */
declare module "fontkit" {
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export type Font = { layout: (text: string) => unknown; postscriptName: string };
  export function create(buffer: Uint8Array): Font;
}
