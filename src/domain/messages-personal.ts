/**
 * Personal data's messages (funding spec §1, §4): the words of its fields' validation and of the
 * duplicate CPF, which names nobody (P1). Spread into MESSAGES (messages.ts). A document's and a
 * country's own words (`cpf_invalid`, `passport_invalid`, `country_invalid`) are the committees'
 * external members' too, defined once in messages-programme-year.ts.
 */
export const PERSONAL_MESSAGES = {
  cpf_taken: { pt: "CPF já cadastrado.", en: "CPF already registered." },
  passport_country_required: {
    pt: "Informe o país que emitiu o passaporte.",
    en: "Enter the country that issued the passport.",
  },
  passport_required: {
    pt: "O país emissor só vale com um passaporte.",
    en: "An issuing country needs a passport.",
  },
  day_after_today: { pt: "A data não pode ser posterior a hoje.", en: "The date cannot be after today." },
  capes_code_invalid: {
    pt: "Código CAPES inválido: 11 dígitos, uma letra e um dígito (ex.: 31001017004P3).",
    en: "Invalid CAPES code: 11 digits, a letter and a digit (e.g. 31001017004P3).",
  },
  year_after_this: { pt: "O ano não pode ser posterior ao atual.", en: "The year cannot be after this one." },
} as const;
