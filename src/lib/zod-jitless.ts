/**
 * Zod in the browser runs without generating code. Its faster object parser is compiled with
 * `new Function`, which our Content-Security-Policy forbids (no `unsafe-eval`, PRODUCT §7): zod
 * would probe for it while the app's schemas are built, the browser would log and report a CSP
 * violation for each probe, and the probe would fail anyway.
 *
 * `z.config({ jitless: true })` is the documented switch, but it must run before zod builds the
 * first object schema, and the bundler evaluates the chunk holding zod and the shared schemas
 * before the app entry's own code. So the app's first script (src/app/early.ts), which runs
 * before that chunk loads and does not import zod, sets the same setting where zod reads it
 * when it loads: its global configuration object (`globalThis.__zod_globalConfig`, shared by
 * every copy of zod on the page; zod/v4/core/core.js).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function setZodJitless(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
