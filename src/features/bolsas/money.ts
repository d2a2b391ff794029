import type { Locale } from "../../domain/locale.ts";

/** A monthly value in BRL as each language writes it: "R$ 2.100,00", "R$2,100.00". */
export function brl(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-US", { style: "currency", currency: "BRL" }).format(
    value,
  );
}
