import type { MiddlewareHandler } from "hono";
import type { Area } from "../../domain/policy.ts";
import type { AppEnv } from "../context.ts";
import { refusalAnswer } from "../http/errors.ts";
import { accessRefusal, areaOf } from "./require-access.ts";

/**
 * Who asks is judged before what is sent (PRODUCT §7 "Refusals"): an anonymous call to a route
 * that needs a login is 401, and a level the route is closed to 403, whatever its body, its size
 * or its media type. This runs after the session and before the body guards: it finds the route
 * the request is going to among the app's routes, and asks that route's own `requireAccess`
 * question (its area, carried by the middleware), with the path's parameters. The route asks it
 * again itself; a route without `requireAccess` (public) and a path that is no route pass.
 *
 * Found as Hono dispatches: the first route registered for the method whose path matches (a
 * route registered earlier answers before a later one is reached).
 */
type Routed = { routes: readonly { method: string; path: string; handler: unknown }[] };
type Rule = { method: string; regex: RegExp; names: string[]; area: Area | undefined };

function rulesOf(app: Routed): Rule[] {
  const rules = new Map<string, Rule>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    let rule = rules.get(key);
    if (!rule) {
      const names: string[] = [];
      const source = route.path
        .split("/")
        .map((part) => {
          if (!part.startsWith(":")) return part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
          names.push(part.slice(1));
          return "([^/]+)";
        })
        .join("/");
      rule = { method: route.method, regex: new RegExp(`^${source}$`), names, area: undefined };
      rules.set(key, rule);
    }
    rule.area ??= areaOf(route.handler);
  }
  return [...rules.values()];
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function accessBeforeBody(app: Routed): MiddlewareHandler<AppEnv> {
  // Built at the first request: every route is registered by then.
  let byMethod: Map<string, Rule[]> | undefined;
  return async (c, next) => {
    byMethod ??= Map.groupBy(rulesOf(app), (rule) => rule.method);
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    for (const rule of byMethod.get(method) ?? []) {
      const match = rule.regex.exec(c.req.path);
      if (!match) continue;
      if (!rule.area) break;
      const params = Object.fromEntries(rule.names.map((name, index) => [name, decoded(match[index + 1] ?? "")]));
      const refusal = accessRefusal(rule.area, c.get("user"), params);
      if (refusal) return refusalAnswer(c, refusal);
      break;
    }
    return next();
  };
}
