import {
  colors,
  type PlanoAcao,
  type PrincipioDesempenho,
  percentualDosPontos,
  type RelatorioDesempenho,
} from '@guia/shared';
import {
  desenharBarra,
  desenharDoughnut,
  desenharDoughnutPercentual,
  desenharLegenda,
  desenharRadar,
} from './charts.ts';
import { secaoMetasDoCiclo } from './metas-do-ciclo.pdf.ts';
import {
  criarDocumento,
  type Documento,
  finalizarDocumento,
  garantirEspaco,
  LARGURA_UTIL,
  PAGINA,
} from './pdf-document.ts';
import { numero } from './pdf-format.ts';
import { desenharTabela } from './pdf-table.ts';
import {
  blocoUnidade,
  corDoPrincipio,
  textoProximo,
  textoResposta,
  textoSemHtml,
} from './relatorio-partes.ts';

const TEXTO_MEDIA = 'Aproveitamento médio dos princípios';
const EXPLICACAO_MEDIA = 'Média do aproveitamento dos cinco princípios, cada um arredondado para baixo.';

/** The performance report PDF (screen 19), drawn from the same payload the screen shows. */
export async function renderDesempenho(
  rel: RelatorioDesempenho,
  opcoes: { produto: string; titulo?: string; metasDoCiclo?: PlanoAcao | null },
): Promise<Buffer> {
  const { produto } = opcoes;
  const doc = criarDocumento(
    {
      titulo: opcoes.titulo ?? 'Relatório de desempenho',
      unidade: rel.unidade.nomeunidade,
      edicao: `${produto} ${rel.questionario.ano}`,
    },
    produto,
  );
  blocoUnidade(doc, rel.unidade, rel.questionario, produto);
  graficosGerais(doc, rel);
  if (opcoes.metasDoCiclo) secaoMetasDoCiclo(doc, opcoes.metasDoCiclo);
  for (const principio of rel.principios) secaoPrincipio(doc, principio);
  return finalizarDocumento(doc);
}

function graficosGerais(doc: Documento, rel: RelatorioDesempenho) {
  const altura = 250;
  garantirEspaco(doc, altura);
  const topo = doc.y + 10;
  doc
    .font('negrito')
    .fontSize(11)
    .fillColor(colors.text)
    .text('Aproveitamento por princípio', PAGINA.margem, topo, { width: 300 });
  desenharRadar(doc, {
    cx: PAGINA.margem + 150,
    cy: topo + 115,
    raio: 72,
    eixos: rel.principios.map((p) => ({
      rotulo: p.titulo,
      valor: p.aproveitamento,
      cor: corDoPrincipio(p.codigo),
    })),
  });
  const xGeral = PAGINA.margem + 320;
  const larguraGeral = LARGURA_UTIL - 320;
  const { percentual, totalAvaliacao, totalPotencial } = rel.avaliacaoGeral;
  doc
    .font('negrito')
    .fontSize(11)
    .fillColor(colors.text)
    .text('Avaliação geral', xGeral, topo, { width: larguraGeral, align: 'center' });
  desenharDoughnutPercentual(doc, {
    cx: xGeral + larguraGeral / 2,
    cy: topo + 90,
    raio: 56,
    valor: percentual,
    cor: colors.primary,
  });
  // Two different measures: each says what it is, as the screen does (SCORING.md keeps both).
  doc
    .font('medio')
    .fontSize(8.5)
    .fillColor(colors.text)
    .text(`${TEXTO_MEDIA}: ${percentual}%`, xGeral, topo + 156, { width: larguraGeral, align: 'center' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colors.muted)
    .text(EXPLICACAO_MEDIA, { width: larguraGeral, align: 'center' });
  doc.moveDown(0.4);
  doc
    .font('medio')
    .fontSize(8.5)
    .fillColor(colors.text)
    .text(
      `Pontos obtidos: ${numero(totalAvaliacao)} de ${numero(totalPotencial)} possíveis (${percentualDosPontos(totalAvaliacao, totalPotencial)}%)`,
      { width: larguraGeral, align: 'center' },
    );
  doc.x = PAGINA.margem;
  doc.y = topo + altura;
  doc.font('regular').fontSize(10).fillColor(colors.text);
}

/** A principle's section: title, score bar, distribution and result, answer key, guidance. */
function secaoPrincipio(doc: Documento, p: PrincipioDesempenho) {
  const cor = corDoPrincipio(p.codigo);
  garantirEspaco(doc, 220);
  doc.moveDown(0.8);
  tituloDoPrincipio(doc, p, cor);
  barraDoPrincipio(doc, p, cor);
  if (p.naoAplicado) {
    doc
      .font('negrito')
      .fontSize(10)
      .fillColor(colors.muted)
      .text('Princípio não aplicado', PAGINA.margem, doc.y);
    doc.moveDown(0.4);
  }
  distribuicaoDoPrincipio(doc, p);
  gabaritoDoPrincipio(doc, p);
  const orientacao = textoSemHtml(p.orientacaoGtps);
  if (orientacao) {
    garantirEspaco(doc, 50);
    doc.font('negrito').fontSize(10).fillColor(colors.text).text('Orientações da MBPS', PAGINA.margem, doc.y);
    doc.font('regular').fontSize(9).fillColor(colors.text).text(orientacao, { width: LARGURA_UTIL });
    doc.fontSize(10);
  }
}

function tituloDoPrincipio(doc: Documento, p: PrincipioDesempenho, cor: string) {
  const topo = doc.y;
  doc.save();
  doc.rect(PAGINA.margem, topo, 4, 34).fill(cor);
  doc.restore();
  doc
    .font('negrito')
    .fontSize(13)
    .fillColor(cor)
    .text(`Princípio ${p.codigo} · ${p.titulo}`, PAGINA.margem + 12, topo, { width: LARGURA_UTIL - 12 });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(p.subtitulo, { width: LARGURA_UTIL - 12 });
  doc.x = PAGINA.margem;
  doc.y = Math.max(doc.y, topo + 34) + 8;
}

function barraDoPrincipio(doc: Documento, p: PrincipioDesempenho, cor: string) {
  const yBarra = doc.y;
  doc
    .font('medio')
    .fontSize(10)
    .fillColor(colors.text)
    .text(`Aproveitamento: ${p.aproveitamento}%`, PAGINA.margem, yBarra, { width: 160 });
  desenharBarra(doc, {
    x: PAGINA.margem + 160,
    y: yBarra + 2,
    largura: LARGURA_UTIL - 160,
    valor: p.aproveitamento,
    cor,
  });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colors.muted)
    .text('Avaliação ÷ potencial, arredondado para baixo.', PAGINA.margem + 160, yBarra + 16, {
      width: LARGURA_UTIL - 160,
    });
  doc.y = yBarra + 32;
}

function distribuicaoDoPrincipio(doc: Documento, p: PrincipioDesempenho) {
  // Doughnut of atendido / não atendido / não preenchido; beside it what the shares are, and the result block.
  const yGrafico = doc.y;
  const { atendido, naoAtendido, naoPreenchido } = p.blocoPercentuais;
  desenharDoughnut(doc, {
    cx: PAGINA.margem + 50,
    cy: yGrafico + 56,
    raio: 46,
    fatias: [
      { valor: atendido, cor: colors.atendido },
      { valor: naoAtendido, cor: colors.naoAtendido },
      { valor: naoPreenchido, cor: colors.naoPreenchido },
    ],
  });
  const xTexto = PAGINA.margem + 120;
  doc
    .font('medio')
    .fontSize(9)
    .fillColor(colors.text)
    .text('Distribuição do potencial (parcelas arredondadas para somar 100%)', xTexto, yGrafico, {
      width: LARGURA_UTIL - 120,
    });
  (
    [
      [colors.atendido, 'Atendido', atendido],
      [colors.naoAtendido, 'Não atendido', naoAtendido],
      [colors.naoPreenchido, 'Não preenchido', naoPreenchido],
    ] as const
  ).forEach(([corFatia, rotulo, valor], i) => {
    desenharLegenda(
      doc,
      [{ cor: corFatia, rotulo: `${rotulo}: ${valor}% do potencial` }],
      xTexto,
      yGrafico + 15 + i * 12,
      LARGURA_UTIL - 120,
    );
  });
  const { potencial, indicadores, avaliacao } = p.blocoResultado;
  const blocos = [
    ['Potencial', numero(potencial)],
    ['Indicadores', numero(indicadores)],
    ['Avaliação', numero(avaliacao)],
  ] as const;
  const yBlocos = yGrafico + 54;
  blocos.forEach(([rotulo, valor], i) => {
    const x = xTexto + i * 125;
    doc.save();
    doc.roundedRect(x, yBlocos, 115, 44, 6).fill(colors.background);
    doc.restore();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.muted)
      .text(rotulo, x + 8, yBlocos + 6, { width: 99 });
    doc
      .font('negrito')
      .fontSize(14)
      .fillColor(colors.text)
      .text(valor, x + 8, yBlocos + 20, { width: 99 });
  });
  doc
    .font('medio')
    .fontSize(9.5)
    .fillColor(colors.text)
    .text(`Aplicáveis: ${p.aplicaveis} de ${p.total}`, xTexto, yBlocos + 52, { width: 300 });
  doc.x = PAGINA.margem;
  doc.y = yBlocos + 76;
}

function gabaritoDoPrincipio(doc: Documento, p: PrincipioDesempenho) {
  if (p.gabarito.length) {
    // The heading never stays alone at the foot of a page: it needs the table header and one row.
    garantirEspaco(doc, 80);
    doc.font('negrito').fontSize(10.5).fillColor(colors.text).text('Gabarito', PAGINA.margem, doc.y);
    doc.moveDown(0.3);
    desenharTabela(
      doc,
      [
        { titulo: 'Indicador', largura: 0.44 },
        { titulo: 'Resposta', largura: 0.28 },
        { titulo: 'Próximo nível', largura: 0.28 },
      ],
      p.gabarito.map((item) => [
        { texto: `${item.codigo} ${item.titulo}` },
        { texto: textoResposta(item) },
        { texto: textoProximo(item), cor: colors.muted },
      ]),
    );
  }
}
