/**
 * People's names as an institute's office would type them, accents included, shared by the
 * generated users of the `users` section and the generated university of `scale` and
 * `processes`, so that a search for "silva" or "conceicao" finds the same kinds of names in both.
 */
export const FIRST = [
  "Maria",
  "João",
  "Ana",
  "José",
  "Antônio",
  "Francisca",
  "Luís",
  "Letícia",
  "Conceição",
  "Paulo",
  "Beatriz",
  "Sérgio",
  "Gabriela",
  "André",
  "Mônica",
  "Rafael",
  "Inês",
  "Márcio",
  "Juliana",
  "Fábio",
];
export const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Araújo",
  "Conceição",
  "Gonçalves",
  "Pereira",
  "Lima",
  "Carvalho",
  "Ribeiro",
  "Almeida",
  "Simões",
  "Magalhães",
  "Rocha",
  "Barbosa",
  "Câmara",
  "Fernandes",
  "Assunção",
  "Brandão",
  "Lopes",
  "Nogueira",
  "Galvão",
  "Teixeira",
  "Figueiredo",
];

export const ascii = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
