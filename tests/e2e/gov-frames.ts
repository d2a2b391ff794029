/**
 * The origins that frame the /gov pages in tests/e2e/gov.spec.ts: two small pages served by the
 * spec on 127.0.0.1 (another port is another origin). The first is the one the end-to-end
 * server's GOV_FRAME_ANCESTORS names (playwright.config.ts), the second is not allowed. Fixed,
 * derived from E2E_PORT, so the config and the spec agree.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3197);
export const FRAMING_PORTS = { allowed: E2E_PORT + 1000, refused: E2E_PORT + 1001 } as const;
export const ALLOWED_FRAMER = `http://127.0.0.1:${FRAMING_PORTS.allowed}`;
