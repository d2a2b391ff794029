import type { Locale } from "./locale.ts";

/**
 * Messages that the server sends and the browser's forms also show (validation keys of the
 * zod schemas in this folder). They live here, in both languages, so the server's answer and
 * the form's inline error say the same words; screen text goes through Lingui instead.
 */
export const MESSAGES = {
  idcbpf_invalid: {
    pt: "Identificador inválido: use letras minúsculas, números, ponto, hífen ou sublinhado (2 a 64).",
    en: "Invalid identifier: use lowercase letters, digits, dot, hyphen or underscore (2 to 64).",
  },
  password_required: { pt: "Informe a senha.", en: "Enter your password." },
  password_too_long: { pt: "Senha longa demais.", en: "Password too long." },
  field_invalid: { pt: "Valor inválido.", en: "Invalid value." },
  field_required: { pt: "Campo obrigatório.", en: "Required field." },
  bad_request: { pt: "Requisição inválida.", en: "Invalid request." },
  malformed_json: { pt: "O corpo da requisição não é um JSON válido.", en: "The request body is not valid JSON." },
  validation_failed: { pt: "Alguns campos são inválidos.", en: "Some fields are invalid." },
  payload_too_large: { pt: "Conteúdo grande demais.", en: "Content too large." },
  login_failed: { pt: "Identificador ou senha incorretos.", en: "Incorrect identifier or password." },
  login_throttled: {
    pt: "Muitas tentativas. Tente novamente em {seconds} s.",
    en: "Too many attempts. Try again in {seconds} s.",
  },
  unauthenticated: { pt: "Faça login para continuar.", en: "Log in to continue." },
  forbidden: { pt: "Você não tem acesso a isto.", en: "You do not have access to this." },
  foreign_origin: {
    pt: "Requisição de outra origem recusada.",
    en: "Request from another origin refused.",
  },
  not_found: { pt: "Não encontrado.", en: "Not found." },
  method_not_allowed: { pt: "Método não permitido.", en: "Method not allowed." },
  unsupported_media_type: { pt: "Envie JSON.", en: "Send JSON." },
  internal: { pt: "Algo deu errado...", en: "Something went wrong..." },
  too_many_requests: {
    pt: "Muitas requisições. Tente novamente em instantes.",
    en: "Too many requests. Try again shortly.",
  },
  unavailable: { pt: "Serviço indisponível no momento.", en: "Service unavailable at the moment." },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The text of a message in a language, with `{name}` placeholders filled. */
export function message(key: MessageKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A zod issue message is either one of our keys or zod's own text; show ours translated. */
export function issueMessage(raw: string, locale: Locale): string {
  return isMessageKey(raw) ? message(raw, locale) : message("field_invalid", locale);
}
