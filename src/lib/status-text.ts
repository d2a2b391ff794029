import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * What to say about an HTTP status when the answer is not our JSON error (a proxy's page, a
 * refusal before the server's routing): the browser's status text is English and technical
 * ("Request Header Fields Too Large"), so the UI says it in its own words and language.
 */
const BY_STATUS: Record<number, MessageDescriptor> = {
  400: msg`O servidor não entendeu o pedido.`,
  401: msg`Faça login para continuar.`,
  403: msg`Você não tem acesso a isto.`,
  404: msg`Não encontrado.`,
  408: msg`O pedido demorou demais para chegar. Tente de novo.`,
  413: msg`O envio é grande demais.`,
  414: msg`O endereço é longo demais. Encurte o texto da busca e tente de novo.`,
  429: msg`Muitas requisições. Tente novamente em instantes.`,
  431: msg`O pedido é grande demais (endereço ou cabeçalhos). Encurte o texto da busca e tente de novo.`,
  500: msg`Algo deu errado no servidor. Tente novamente.`,
  502: msg`O servidor não está respondendo. Tente novamente em instantes.`,
  503: msg`O servidor não está respondendo. Tente novamente em instantes.`,
  504: msg`O servidor não está respondendo. Tente novamente em instantes.`,
};

export function statusText(status: number): string {
  const known = BY_STATUS[status] ?? (status >= 500 ? BY_STATUS[500] : undefined);
  return known ? i18n._(known) : i18n._(msg`O pedido falhou (código ${status}).`);
}
