import { colors, type RelatorioCompleto } from '@guia/shared';
import { desenharDoughnutPercentual } from './charts.ts';
import {
  criarDocumento,
  type Documento,
  finalizarDocumento,
  garantirEspaco,
  LARGURA_UTIL,
  PAGINA,
  tituloSecao,
} from './pdf-document.ts';
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

/** The complete report PDF (screen 20): five principle doughnuts plus the total, and the gabarito per principle. */
export async function renderCompleto(rel: RelatorioCompleto, opcoes: { produto: string }): Promise<Buffer> {
  const { produto } = opcoes;
  const doc = criarDocumento(
    {
      titulo: 'Relatório completo',
      unidade: rel.unidade.nomeunidade,
      edicao: `${produto} ${rel.questionario.ano}`,
    },
    produto,
  );
  blocoUnidade(doc, rel.unidade, rel.questionario, produto);
  graficos(doc, rel);
  legendaPrioridade(doc);

  for (const score of rel.score) {
    const itens = rel.gabarito.filter((g) => g.pcode === score.codigo);
    tituloSecao(doc, `Princípio ${score.codigo} · ${score.titulo}`, corDoPrincipio(score.codigo));
    if (!itens.length) {
      doc.font('regular').fontSize(9.5).fillColor(colors.muted).text('Nenhum indicador neste princípio.');
      continue;
    }
    desenharTabela(
      doc,
      [
        { titulo: 'Indicador', largura: 0.27 },
        { titulo: 'Nível atual', largura: 0.19 },
        { titulo: 'Próximo nível', largura: 0.19 },
        { titulo: 'Como chegar lá', largura: 0.2 },
        { titulo: 'Legenda', largura: 0.15 },
      ],
      itens.map((item) => [
        { texto: `${item.codigo} ${item.titulo}` },
        { texto: textoResposta(item) },
        { texto: textoProximo(item) },
        { texto: trechosApoio(item) },
        { texto: item.legenda ?? '—', cor: corDaLegenda(item.legenda), negrito: true },
      ]),
    );
  }
  return finalizarDocumento(doc);
}

function graficos(doc: Documento, rel: RelatorioCompleto) {
  const altura = 150;
  garantirEspaco(doc, altura);
  const topo = doc.y + 8;
  const itens = [
    ...rel.score.map((s) => ({
      titulo: s.titulo,
      valor: s.valor,
      cor: corDoPrincipio(s.codigo),
      nota: s.naoAplicado ? 'Princípio não aplicado' : null,
    })),
    { titulo: 'Pontuação total', valor: rel.scoretotal, cor: colors.primary, nota: null },
  ];
  const largura = LARGURA_UTIL / itens.length;
  itens.forEach((item, i) => {
    const x = PAGINA.margem + i * largura;
    desenharDoughnutPercentual(doc, {
      cx: x + largura / 2,
      cy: topo + 36,
      raio: 34,
      valor: item.valor,
      cor: item.cor,
    });
    doc
      .font(i === itens.length - 1 ? 'negrito' : 'medio')
      .fontSize(8)
      .fillColor(colors.text)
      .text(item.titulo, x + 2, topo + 78, { width: largura - 4, align: 'center' });
    if (item.nota) {
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(colors.muted)
        .text(item.nota, { width: largura - 4, align: 'center' });
    }
  });
  doc.x = PAGINA.margem;
  doc.y = topo + altura - 20;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(`${rel.questions} indicadores avaliados.`, PAGINA.margem, doc.y, { width: LARGURA_UTIL });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).fillColor(colors.text);
}
