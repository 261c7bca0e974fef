import { colors, type RelatorioPrioridades } from '@guia/shared';
import { criarDocumento, finalizarDocumento, tituloSecao } from './pdf-document.ts';
import { desenharTabela } from './pdf-table.ts';
import {
  blocoUnidade,
  corDaLegenda,
  corDoPrincipio,
  legendaPrioridade,
  textoProximo,
  textoResposta,
  trechosApoio,
} from './relatorio-partes.ts';

/** Screen 21's empty text. */
export const SEM_PRIORIDADES = 'Você não possui indicadores prioritários';

/** The priorities report PDF (screen 21): at most five indicators with current and next level. */
export async function renderPrioridades(
  rel: RelatorioPrioridades,
  opcoes: { produto: string },
): Promise<Buffer> {
  const { produto } = opcoes;
  const doc = criarDocumento(
    {
      titulo: 'Relatório de prioridades',
      unidade: rel.unidade.nomeunidade,
      edicao: `${produto} ${rel.questionario.ano}`,
    },
    produto,
  );
  blocoUnidade(doc, rel.unidade, rel.questionario, produto);
  tituloSecao(doc, 'Indicadores prioritários');
  if (!rel.prioridades.length) {
    doc.font('medio').fontSize(11).fillColor(colors.muted).text(SEM_PRIORIDADES);
    return finalizarDocumento(doc);
  }
  legendaPrioridade(doc);
  desenharTabela(
    doc,
    [
      { titulo: 'Indicador', largura: 0.27 },
      { titulo: 'Nível atual', largura: 0.19 },
      { titulo: 'Próximo nível', largura: 0.19 },
      { titulo: 'Como chegar lá', largura: 0.2 },
      { titulo: 'Legenda', largura: 0.15 },
    ],
    rel.prioridades.map((item) => [
      { texto: `${item.codigo} ${item.titulo}`, cor: corDoPrincipio(item.pcode) },
      { texto: textoResposta(item) },
      { texto: textoProximo(item) },
      { texto: trechosApoio(item) },
      { texto: item.legenda ?? '—', cor: corDaLegenda(item.legenda), negrito: true },
    ]),
  );
  return finalizarDocumento(doc);
}
