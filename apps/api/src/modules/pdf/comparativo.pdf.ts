import { colors, type QuestionarioDoRelatorio, REGIOES, type RelatorioComparativo } from '@guia/shared';
import { desenharBarra, desenharLegenda } from './charts.ts';
import {
  criarDocumento,
  finalizarDocumento,
  garantirEspaco,
  LARGURA_UTIL,
  PAGINA,
  tituloSecao,
} from './pdf-document.ts';
import { mesAno } from './pdf-format.ts';
import { blocoUnidade, corDoPrincipio } from './relatorio-partes.ts';

/** Screen 22's text when the comparison has no numbers and no alert. */
export const SEM_DADOS_COMPARATIVO = 'Não há dados suficientes para esta comparação.';
/** Screen 22's text for a principle the unit did not apply (value 0). */
const NAO_APLICADO = 'Princípio não aplicado';
/** The compared series is drawn lighter, as on the screen's chart. */
const OPACIDADE_COMPARADO = 0.4;

/** The screen's words for what is compared: the chart title's part and the legend (desempenho.json). */
export function textosDoComparativo(rel: RelatorioComparativo, produto: string) {
  const anterior = rel.grupo === 'meu-guia' ? rel.comparadoCom : null;
  if (anterior) {
    return {
      grafico: `seu ${produto} ${anterior.ano}`,
      legenda: `Meu ${produto} ${anterior.ano}`,
      frase: `Comparando com o seu ${produto} ${anterior.ano}, finalizado em ${mesAno(anterior.finalizadoEm)}`,
    };
  }
  const uf = rel.unidade.uf;
  if (rel.grupo === 'minha-regiao')
    return { grafico: `média da sua região (${uf})`, legenda: `Média da sua região (${uf})`, frase: null };
  if (rel.grupo === 'brasil') return { grafico: 'média do Brasil', legenda: 'Média do Brasil', frase: null };
  if (rel.grupo === 'meu-guia')
    return { grafico: `seu ${produto} anterior`, legenda: `Seu ${produto} anterior`, frase: null };
  if (REGIOES.includes(rel.grupo as (typeof REGIOES)[number]))
    return {
      grafico: `média da região ${rel.rotulo}`,
      legenda: `Média da região ${rel.rotulo}`,
      frase: null,
    };
  return { grafico: `média do ${rel.rotulo}`, legenda: `Média do ${rel.rotulo}`, frase: null };
}

/**
 * The comparative report PDF (screen 22), drawn from the same payload the screen shows: per principle and
 * in total, the unit's aproveitamento beside the group's (or the earlier questionnaire's). When the group is
 * too small the server's alert replaces the charts, exactly as on the screen.
 */
export async function renderComparativo(
  rel: RelatorioComparativo,
  questionario: QuestionarioDoRelatorio,
  opcoes: { produto: string },
): Promise<Buffer> {
  const { produto } = opcoes;
  const doc = criarDocumento(
    {
      titulo: 'Relatório comparativo',
      unidade: rel.unidade.nomeunidade,
      edicao: `${produto} ${questionario.ano}`,
    },
    produto,
  );
  blocoUnidade(doc, rel.unidade, questionario, produto);
  tituloSecao(doc, `Comparar com: ${rel.rotulo}`);
  if (rel.alert || !rel.comparado) {
    doc
      .font('medio')
      .fontSize(11)
      .fillColor(colors.text)
      .text(rel.alert ?? SEM_DADOS_COMPARATIVO, { width: LARGURA_UTIL });
    return finalizarDocumento(doc);
  }
  const textos = textosDoComparativo(rel, produto);
  if (textos.frase) doc.font('regular').fontSize(10).fillColor(colors.text).text(textos.frase).moveDown(0.4);
  doc
    .font('negrito')
    .fontSize(11)
    .fillColor(colors.text)
    .text(`Sua unidade e ${textos.grafico}: aproveitamento de 0 a 100`, { width: LARGURA_UTIL });
  doc.moveDown(0.4);
  desenharLegenda(
    doc,
    [
      { cor: colors.text, rotulo: 'Sua unidade' },
      { cor: colors.naoPreenchido, rotulo: textos.legenda },
    ],
    PAGINA.margem,
    doc.y,
    180,
  );
  doc.y += 20;

  const comparado = rel.comparado;
  const linhas = [
    ...[...rel.questionario.valores]
      .sort((a, b) => a.codigo - b.codigo)
      .map((v) => ({
        codigo: v.codigo as number | null,
        titulo: v.titulo,
        questionario: v.valor,
        comparado: comparado.valores.find((c) => c.codigo === v.codigo)?.valor ?? 0,
      })),
    { codigo: null, titulo: 'Total', questionario: rel.questionario.total, comparado: comparado.total },
  ];
  const larguraRotulo = 170;
  const larguraValor = 110;
  const xBarra = PAGINA.margem + larguraRotulo;
  const larguraBarra = LARGURA_UTIL - larguraRotulo - larguraValor;
  const valor = (codigo: number | null, v: number) => (codigo !== null && v === 0 ? NAO_APLICADO : `${v}%`);
  for (const linha of linhas) {
    garantirEspaco(doc, 44);
    const topo = doc.y;
    const cor = linha.codigo === null ? colors.text : corDoPrincipio(linha.codigo);
    doc
      .font(linha.codigo === null ? 'negrito' : 'medio')
      .fontSize(9.5)
      .fillColor(cor)
      .text(linha.titulo, PAGINA.margem, topo + 4, { width: larguraRotulo - 10 });
    desenharBarra(doc, {
      x: xBarra,
      y: topo + 4,
      largura: larguraBarra,
      altura: 10,
      valor: linha.questionario,
      cor,
    });
    doc.save();
    doc.fillOpacity(OPACIDADE_COMPARADO);
    desenharBarra(doc, {
      x: xBarra,
      y: topo + 18,
      largura: larguraBarra,
      altura: 10,
      valor: linha.comparado,
      cor,
    });
    doc.restore();
    const xValor = xBarra + larguraBarra + 8;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.text)
      .text(`Sua unidade: ${valor(linha.codigo, linha.questionario)}`, xValor, topo + 3, {
        width: larguraValor - 8,
        lineBreak: false,
      })
      .text(`${textos.legenda}: ${valor(linha.codigo, linha.comparado)}`, xValor, topo + 17, {
        width: larguraValor - 8,
      });
    doc.x = PAGINA.margem;
    doc.y = Math.max(doc.y, topo + 36);
  }
  return finalizarDocumento(doc);
}
