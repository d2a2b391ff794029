import { i18n } from "@lingui/core";
import { expect, test } from "vitest";
import { activateLocale, loadPageMessages } from "../../src/app/i18n.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { auditSentence } from "../../src/features/configuracoes/audit-sentence.ts";

/** The programme year's audit entries read as sentences in both languages (programme-year rule 22). */
const helena = { idcbpf: "admin", name: "Helena Moreira" };
const ana = { name: "Ana Lima", code: null };

async function sentences(locale: Locale) {
  await Promise.all([activateLocale(locale), loadPageMessages(locale, "configuracoes")]);
  const say = (
    entity: string,
    action: string,
    more: { actor?: typeof helena | null; entityId?: string; after?: unknown; code?: string | null } = {},
  ) =>
    auditSentence(i18n, locale, {
      actor: more.actor === undefined ? helena : more.actor,
      action,
      entity,
      entityId: more.entityId ?? "7",
      after: more.after ?? null,
      about: { ...ana, code: more.code ?? null },
    });
  return [
    say("user", "dismiss", { entityId: "ana.l" }),
    say("user", "hold_start", { entityId: "ana.l", actor: null }),
    say("user", "hold_end", { entityId: "ana.l", actor: null }),
    say("committee", "create", { code: "defesa" }),
    say("committee", "approve", { code: "qualificacao" }),
    say("committee", "cancel", { code: "defesa", after: { status: "cancelada", reason: "Aluna desistiu" } }),
    say("committee", "verdict", { code: "defesa" }),
    say("committee", "deposit", { code: "defesa" }),
    say("committee", "update", { code: "defesa" }),
    say("request", "create", { code: "prorrogacao", entityId: "12" }),
    say("request", "attach", { code: "prorrogacao", entityId: "12" }),
    say("request", "opinion", { entityId: "12", after: { opinion: "desfavoravel" } }),
    say("request", "decide", { entityId: "12", after: { status: "indeferido", reason: "Fora do prazo" } }),
    say("request", "cancel", { entityId: "12" }),
    say("phase", "create", { after: { code: "estagio", name: { pt: "Estágio docente", en: "Teaching internship" } } }),
    say("phase_completion", "update", {
      entityId: "ana.l:proficiencia",
      code: "proficiencia",
      after: { completedOn: "2026-03-05" },
    }),
    say("phase_completion", "update", {
      entityId: "ana.l:proficiencia",
      code: "proficiencia",
      after: { completedOn: null },
    }),
  ];
}

test("Portuguese", async () => {
  expect(await sentences("pt")).toEqual([
    "Helena Moreira desligou Ana Lima",
    "A rotina horária iniciou o trancamento de Ana Lima",
    "A rotina horária encerrou o trancamento de Ana Lima",
    "Helena Moreira propôs a banca de defesa de Ana Lima",
    "Helena Moreira aprovou e agendou a banca de exame de qualificação de Ana Lima",
    "Helena Moreira cancelou a banca de defesa de Ana Lima: motivo Aluna desistiu",
    "Helena Moreira registrou o resultado da banca de defesa de Ana Lima",
    "Helena Moreira depositou a versão final de Ana Lima",
    "Helena Moreira alterou a banca de defesa de Ana Lima",
    "Helena Moreira registrou o requerimento nº 12 (prorrogação) de Ana Lima",
    "Helena Moreira anexou um PDF ao requerimento nº 12 de Ana Lima",
    "Helena Moreira deu parecer desfavorável ao requerimento nº 12 de Ana Lima",
    "Helena Moreira indeferiu o requerimento nº 12 de Ana Lima: motivo Fora do prazo",
    "Helena Moreira cancelou o requerimento nº 12 de Ana Lima",
    "Helena Moreira criou a fase Estágio docente",
    "Helena Moreira registrou a conclusão de proficiencia por Ana Lima em 05/03/26",
    "Helena Moreira removeu a conclusão de proficiencia de Ana Lima",
  ]);
});

test("English", async () => {
  expect(await sentences("en")).toEqual([
    "Helena Moreira dismissed Ana Lima",
    "The hourly job started Ana Lima's leave of absence",
    "The hourly job ended Ana Lima's leave of absence",
    "Helena Moreira proposed Ana Lima's defence committee",
    "Helena Moreira approved and scheduled Ana Lima's qualifying exam committee",
    "Helena Moreira cancelled Ana Lima's defence committee: reason Aluna desistiu",
    "Helena Moreira recorded the result of Ana Lima's defence committee",
    "Helena Moreira deposited Ana Lima's final version",
    "Helena Moreira changed Ana Lima's defence committee",
    "Helena Moreira filed Ana Lima's request no. 12 (extension)",
    "Helena Moreira attached a PDF to Ana Lima's request no. 12",
    "Helena Moreira gave an unfavourable opinion on Ana Lima's request no. 12",
    "Helena Moreira refused Ana Lima's request no. 12: reason Fora do prazo",
    "Helena Moreira cancelled Ana Lima's request no. 12",
    "Helena Moreira created the phase Teaching internship",
    "Helena Moreira recorded Ana Lima's completion of proficiencia on 03/05/26",
    "Helena Moreira removed Ana Lima's completion of proficiencia",
  ]);
});
