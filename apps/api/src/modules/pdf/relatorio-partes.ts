import {
  colors,
  type ItemGabarito,
  principioColors,
  prioridadeColors,
  type QuestionarioDoRelatorio,
  type UnidadeRelatorio,
} from '@guia/shared';
import { desenharLegenda } from './charts.ts';
import { type Documento, LARGURA_UTIL, linhaRotulada, PAGINA } from './pdf-document.ts';
import { area, dataCurta, mesAno, rebanho } from './pdf-format.ts';
import type { Trecho } from './pdf-table.ts';

/** Category 6 (rural producer) has the livestock fields (spec §9). */
const CATEGORIA_PRODUTOR = 6;

/** The fixed colour of a principle by its code 1..5. */
export function corDoPrincipio(codigo: number): string {
  return principioColors[codigo as 1 | 2 | 3 | 4 | 5] ?? colors.primary;
}

/** The legend colour of a priority/gabarito label. */
export function corDaLegenda(legenda: ItemGabarito['legenda']): string {
  if (legenda === 'MUITO IMPORTANTE') return prioridadeColors.muitoImportante;
  if (legenda === 'IMPORTANTE') return prioridadeColors.importante;
  if (legenda === 'PARABÉNS') return prioridadeColors.parabens;
  return colors.muted;
}

/** The answer as the screens word it: the weight and the chosen level's text. */
export function textoResposta(item: Pick<ItemGabarito, 'resposta' | 'descricao'>): string {
  if (item.resposta === null) return 'Não respondido';
  if (item.resposta === 0) return 'Não se aplica';
  return item.descricao ? `${item.resposta} - ${item.descricao}` : String(item.resposta);
}

/** The next level, 'Parabéns' at the top level, or nothing for NA/unanswered. */
export function textoProximo(item: Pick<ItemGabarito, 'resposta' | 'proximopeso' | 'proximo'>): string {
  if (item.resposta === 5) return 'Parabéns';
  if (item.resposta === 0) return 'Você apontou este indicador como não aplicável';
  if (item.proximopeso === null) return '—';
  return item.proximo ? `${item.proximopeso} - ${item.proximo}` : String(item.proximopeso);
}

/**
 * 'Como chegar lá': each support material's title on its own line (bulleted when there are several),
 * a link to the material when its address is a web address.
 */
export function trechosApoio(item: Pick<ItemGabarito, 'apoio'>): Trecho[] {
  if (!item.apoio.length) return [{ texto: 'Não disponível' }];
  const marcador = item.apoio.length > 1 ? '• ' : '';
  return item.apoio.map((a) => {
    const texto = `${marcador}${a.titulo}`;
    return /^https?:\/\//i.test(a.url) ? { texto, link: a.url } : { texto };
  });
}

/** The unit header block of every report (screen 19's header). */
export function blocoUnidade(
  doc: Documento,
  unidade: UnidadeRelatorio,
  questionario: QuestionarioDoRelatorio,
  produto: string,
) {
  doc.font('negrito').fontSize(15).fillColor(colors.text).text(unidade.nomeunidade, PAGINA.margem, doc.y, {
    width: LARGURA_UTIL,
  });
  doc.font('regular').fontSize(10).fillColor(colors.muted).text(`${unidade.endereco} · ${unidade.categoria}`);
  doc.moveDown(0.4);
  doc.fontSize(9.5);
  linhaRotulada(doc, 'Proprietário', `${unidade.nome} (${unidade.email})`);
  if (unidade.categoria_id === CATEGORIA_PRODUTOR) {
    linhaRotulada(doc, 'Atividade', unidade.atividade ?? '—');
    linhaRotulada(doc, 'Sistema adotado', unidade.sistemaadotado ?? '—');
    linhaRotulada(doc, 'Área', `${area(unidade.area)} (pasto: ${area(unidade.areapasto)})`);
    linhaRotulada(doc, 'Rebanho', rebanho(unidade.rebanho));
  }
  linhaRotulada(
    doc,
    `${produto} ${questionario.ano}`,
    `finalizado em ${dataCurta(questionario.finalizadoem)} (${mesAno(questionario.finalizadoem)})`,
  );
  doc.fontSize(10);
  doc.moveDown(0.5);
}

/** Legend of the gabarito and priorities: 1 'MUITO IMPORTANTE', 3 'IMPORTANTE', 5 'PARABÉNS'. */
export function legendaPrioridade(doc: Documento) {
  const y = doc.y;
  desenharLegenda(
    doc,
    [
      { cor: prioridadeColors.muitoImportante, rotulo: '1 MUITO IMPORTANTE' },
      { cor: prioridadeColors.importante, rotulo: '3 IMPORTANTE' },
      { cor: prioridadeColors.parabens, rotulo: '5 PARABÉNS' },
    ],
    PAGINA.margem,
    y,
  );
  doc.x = PAGINA.margem;
  doc.y = y + 18;
}

/** Plain text of the 'Orientações' HTML-like field. */
export function textoSemHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
