import { expect, test } from "vitest";
import { minutesWords, Refused, say } from "./refusal.ts";

test("a wait is said in whole minutes, rounded up, with its noun in each language", () => {
  expect([1, 59, 60, 61, 120, 121, 900].map((seconds) => minutesWords(seconds).pt)).toEqual([
    "1 minuto",
    "1 minuto",
    "1 minuto",
    "2 minutos",
    "2 minutos",
    "3 minutos",
    "15 minutos",
  ]);
  expect([60, 61, 900].map((seconds) => minutesWords(seconds).en)).toEqual(["1 minute", "2 minutes", "15 minutes"]);
});

test("a 429 carries its seconds for Retry-After and says them in minutes", () => {
  const refused = Refused.throttled("login_wait", 61);
  expect(refused.status).toBe(429);
  expect(refused.retryAfter).toBe(61);
  expect(say(refused.text, "pt")).toBe("Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo.");
  expect(say(refused.text, "en")).toBe("Too many failed attempts. Wait 2 minutes and try again.");
});
