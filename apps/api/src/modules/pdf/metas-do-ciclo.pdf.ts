import {
  colors,
  type Desfecho,
  MENSAGENS_PLANO,
  metasJulgadas,
  type PlanoAcao,
  prioridadeColors,
  ROTULO_DESFECHO,
  resumoDasMetas,
} from '@guia/shared';
import { type Documento, LARGURA_UTIL, PAGINA, tituloSecao } from './pdf-document.ts';
import { desenharTabela } from './pdf-table.ts';
import { corDoPrincipio } from './relatorio-partes.ts';

/** Colour of an outcome's label (each at least 4.5:1 on white, like the priorities' legend). */
const COR_DO_DESFECHO: Record<Desfecho, string> = {
  atingida: prioridadeColors.parabens,
  avancou: prioridadeColors.importante,
  manteve: colors.text,
  recuou: prioridadeColors.muitoImportante,
  nao_avaliavel: colors.muted,
};

/**
 * 'Metas do ciclo anterior: X de Y atingidas' (issue 17 §2): the previous plan's targets as this
 * questionnaire judged them when it was finished, each with the level aimed at and the level reached.
 */
export function secaoMetasDoCiclo(doc: Documento, plano: PlanoAcao) {
  const { itens, atingidas, total } = metasJulgadas(plano);
  if (total === 0) return;
  tituloSecao(doc, resumoDasMetas(atingidas, total));
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(
      `Plano de ação montado a partir do Guia ${plano.ano}. ${MENSAGENS_PLANO.declaracao}`,
      PAGINA.margem,
      doc.y,
      {
        width: LARGURA_UTIL,
      },
    );
  doc.moveDown(0.4);
  desenharTabela(
    doc,
    [
      { titulo: 'Indicador', largura: 0.4 },
      { titulo: 'Meta', largura: 0.2 },
      { titulo: 'Nível obtido', largura: 0.2 },
      { titulo: 'Desfecho', largura: 0.2 },
    ],
    itens.map((item) => [
      {
        texto: `${item.indicador.codigo} ${item.indicador.titulo}`,
        cor: corDoPrincipio(item.principio.codigo),
      },
      { texto: `Nível ${item.peso_meta}` },
      { texto: item.peso_obtido === null ? '—' : `Nível ${item.peso_obtido}` },
      {
        texto: ROTULO_DESFECHO[item.desfecho],
        negrito: true,
        cor: COR_DO_DESFECHO[item.desfecho],
      },
    ]),
  );
}
