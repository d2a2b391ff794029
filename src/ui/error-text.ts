import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiRequestError } from "../lib/api.ts";

/** What to say about a failed API call: the server's own message when it sent one. */
export function errorText(error: ApiRequestError): string {
  if (error.network) return i18n._(msg`Sem conexão com o servidor. Tente novamente.`);
  return error.message || i18n._(msg`Algo deu errado...`);
}
