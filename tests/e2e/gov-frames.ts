/**
 * The origins that frame the /gov pages in tests/e2e/gov.spec.ts: two small pages served by the
 * spec on 127.0.0.1 (another port is another origin). The first is the one each lane's server's
 * GOV_FRAME_ANCESTORS names (playwright.config.ts), the second is not allowed. Derived from the
 * lane's port, so the config and the spec agree.
 */
export function framingPorts(appPort: number): { allowed: number; refused: number } {
  return { allowed: appPort + 1000, refused: appPort + 1001 };
}

export function allowedFramer(appPort: number): string {
  return `http://127.0.0.1:${framingPorts(appPort).allowed}`;
}
