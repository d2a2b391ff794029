import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeclarationType } from "../domain/declaracoes.ts";

/** A declaration's type as a title ("Declaração de matrícula"), in the UI language. */
export const DECLARATION_TYPE_LABELS: Record<DeclarationType, MessageDescriptor> = {
  matricula: msg`Declaração de matrícula`,
  vinculo: msg`Declaração de vínculo`,
  historico: msg`Histórico escolar`,
  docencia: msg`Declaração de docência`,
  participacao_banca: msg`Declaração de participação em banca`,
  ata_banca: msg`Ata de banca`,
};

/** "… emitida." / "… emitido.": the participle agrees with the document's name (a transcript is masculine). */
export const DECLARATION_ISSUED: Record<DeclarationType, MessageDescriptor> = {
  matricula: msg`Declaração de matrícula emitida.`,
  vinculo: msg`Declaração de vínculo emitida.`,
  historico: msg`Histórico escolar emitido.`,
  docencia: msg`Declaração de docência emitida.`,
  participacao_banca: msg`Declaração de participação em banca emitida.`,
  ata_banca: msg`Ata de banca emitida.`,
};
