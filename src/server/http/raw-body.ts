import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * The request's JSON body as sent, before any route's validation (`jsonBody` has checked it is
 * well-formed; Hono keeps the text, so the route's validator can still read it), or undefined
 * when there is none. For checks about which keys were sent, not what they hold.
 */
export async function rawJsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
