import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ContrastToggle } from "../../ui/contrast-toggle.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/**
 * `/acessibilidade` (public, both languages): what the accessibility bar at the top of every page
 * offers (eMAG 3.1) — the skip links and their keys, high contrast — what else the app does for
 * people who use a keyboard, a screen reader, zoom or a small screen, and how to report a
 * problem. Static: nothing is asked of the server.
 */
function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-blue-950">
        {title}
      </h2>
      <div className="flex max-w-prose flex-col gap-3 text-slate-800">{children}</div>
    </section>
  );
}

/** A key as printed on the keyboard (the same in both languages, but for the space bar). */
function Key({ name }: { name: string }) {
  return <kbd className="rounded border border-slate-400 bg-white px-1.5 py-0.5 font-mono text-sm">{name}</kbd>;
}

export function AcessibilidadePage() {
  const { t } = useLingui();
  const shortcuts: [string, ReactNode][] = [
    ["1", <Trans key="1">o conteúdo da página</Trans>],
    ["2", <Trans key="2">o menu (no celular, o menu se abre)</Trans>],
    ["3", <Trans key="3">o campo de busca da página; numa página sem busca, o conteúdo</Trans>],
    ["4", <Trans key="4">o rodapé</Trans>],
  ];
  return (
    <div className="max-w-3xl">
      <TitleHeading
        id="acessibilidade"
        lead={
          <Trans>
            O Acadêmico segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG 3.1) e as Diretrizes de
            Acessibilidade para Conteúdo Web (WCAG 2.2, nível AA).
          </Trans>
        }
      />
      <Section id="barra" title={<Trans>A barra de acessibilidade</Trans>}>
        <p>
          <Trans>
            No alto de cada página há uma barra com atalhos para o conteúdo, o menu, a busca e o rodapé, o botão “Alto
            contraste” e o link para esta página. No celular, os atalhos aparecem ao navegar com a tecla Tab (o primeiro
            Tab da página).
          </Trans>
        </p>
      </Section>
      <Section id="atalhos" title={<Trans>Atalhos de teclado</Trans>}>
        <p>
          <Trans>
            Cada atalho leva o foco direto a uma parte da página. No Chrome e no Edge, use <Key name="Alt" /> e o
            número; no Firefox, <Key name="Alt" /> + <Key name="Shift" /> e o número; no Safari e nos outros navegadores
            do Mac, <Key name="Control" /> + <Key name="Option" /> e o número.
          </Trans>
        </p>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t`Atalhos de teclado`}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                <Trans>Teclas</Trans>
              </th>
              <th scope="col" className="py-2 font-semibold">
                <Trans>Vai para</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map(([key, where]) => (
              <tr key={key} className="border-b border-slate-200">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <Trans>
                    <Key name="Alt" /> + <Key name={key} />
                  </Trans>
                </td>
                <td className="py-2">{where}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <Trans>
            Em todas as páginas, <Key name="Tab" /> e <Key name="Shift" /> + <Key name="Tab" /> percorrem links, botões
            e campos na ordem da leitura, sempre com o foco visível; <Key name="Enter" /> ou <Key name={t`Espaço`} />{" "}
            aciona; <Key name="Esc" /> fecha uma janela de diálogo e devolve o foco a quem a abriu.
          </Trans>
        </p>
      </Section>
      <Section id="contraste" title={<Trans>Alto contraste</Trans>}>
        <p>
          <Trans>
            O alto contraste mostra o texto branco sobre fundo preto, os links em amarelo e sublinhados e contorna cada
            botão e campo. A escolha fica guardada neste aparelho e vale para todas as páginas, também as públicas.
          </Trans>
        </p>
        <p>
          <ContrastToggle className="inline-flex min-h-11 items-center rounded-md border border-blue-800 bg-white px-4 font-medium text-blue-900 hover:bg-blue-50 aria-pressed:bg-blue-900 aria-pressed:text-white" />
        </p>
      </Section>
      <Section id="recursos" title={<Trans>O que mais o Acadêmico faz</Trans>}>
        <ul className="list-disc pl-6">
          <li>
            <Trans>
              Funciona com leitor de tela: cada página tem título, regiões nomeadas e cabeçalhos em ordem, e ao mudar de
              página o novo título é anunciado.
            </Trans>
          </li>
          <li>
            <Trans>
              Um erro num formulário aparece ao lado do campo, é lido junto com ele e o foco vai para o primeiro campo a
              corrigir; as mensagens do sistema são anunciadas.
            </Trans>
          </li>
          <li>
            <Trans>
              Cabe numa tela de 320 pixels ou com o zoom em 400%, sem rolagem lateral (só tabelas largas rolam dentro do
              próprio quadro).
            </Trans>
          </li>
          <li>
            <Trans>Está inteiro em português e em inglês: o botão de idioma fica no alto de cada página.</Trans>
          </li>
        </ul>
      </Section>
      <Section id="relatar" title={<Trans>Como relatar um problema</Trans>}>
        <p>
          <Trans>
            Se algo não funciona com o seu jeito de navegar, escreva para a secretaria acadêmica do programa (o contato
            está no site do instituto) dizendo o endereço da página, o que você tentava fazer, o que aconteceu, o
            navegador e, se usar, o leitor de tela ou outra tecnologia assistiva. A secretaria responde e encaminha a
            correção.
          </Trans>
        </p>
      </Section>
    </div>
  );
}
