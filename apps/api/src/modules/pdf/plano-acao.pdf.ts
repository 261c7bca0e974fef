import { colors, MENSAGENS_PLANO, type PlanoAcao, prioridadeColors, ROTULO_ESTADO_ITEM } from '@guia/shared';
import {
  criarDocumento,
  type Documento,
  finalizarDocumento,
  LARGURA_UTIL,
  linhaRotulada,
  PAGINA,
  tituloSecao,
} from './pdf-document.ts';
import { dataCurta } from './pdf-format.ts';
import { desenharTabela } from './pdf-table.ts';
import { corDoPrincipio } from './relatorio-partes.ts';

/** The unit as the plan's PDF shows it (no scores, no document numbers). */
export interface UnidadeDoPlano {
  nomeunidade: string;
  cidade: string;
  uf: string;
  categoria: string;
  proprietario: string;
}

/** 'AAAA-MM-DD' as '31/12/2026', without a time zone to shift it. */
function dataDoPrazo(prazo: string): string {
  const [ano, mes, dia] = prazo.split('-');
  return `${dia}/${mes}/${ano}`;
}

/** The declaration under the unit: the plan is self-declared, never a certification. */
function caixaDeclaracao(doc: Documento) {
  const y = doc.y;
  const altura = 30;
  doc.save();
  doc
    .roundedRect(PAGINA.margem, y, LARGURA_UTIL, altura, 4)
    .fillAndStroke('#FFF8E1', prioridadeColors.importante);
  doc.restore();
  doc
    .font('negrito')
    .fontSize(9.5)
    .fillColor(colors.text)
    .text(MENSAGENS_PLANO.declaracao, PAGINA.margem + 10, y + 10, { width: LARGURA_UTIL - 20 });
  doc.x = PAGINA.margem;
  doc.y = y + altura + 8;
  doc.font('regular').fontSize(10).fillColor(colors.text);
}

/**
 * The action plan PDF (issue 17): the unit, the declaration that it is the producer's
 * self-assessment (never a certification), each target with its deadline, actions, person in charge
 * and state, and the progress recorded. Something to take to a technician or a bank.
 */
export async function renderPlanoAcao(
  plano: PlanoAcao,
  unidade: UnidadeDoPlano,
  opcoes: { produto: string },
): Promise<Buffer> {
  const { produto } = opcoes;
  const doc = criarDocumento(
    { titulo: 'Plano de ação', unidade: unidade.nomeunidade, edicao: `${produto} ${plano.ano}` },
    produto,
  );
  doc.font('negrito').fontSize(15).fillColor(colors.text).text(unidade.nomeunidade, PAGINA.margem, doc.y, {
    width: LARGURA_UTIL,
  });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colors.muted)
    .text(`${unidade.cidade} - ${unidade.uf} · ${unidade.categoria}`);
  doc.moveDown(0.4);
  doc.fontSize(9.5);
  linhaRotulada(doc, 'Proprietário', unidade.proprietario);
  linhaRotulada(
    doc,
    'Plano montado em',
    `${dataCurta(plano.criado_em)}, a partir do ${produto} ${plano.ano}`,
  );
  doc.fontSize(10).moveDown(0.6);
  caixaDeclaracao(doc);

  tituloSecao(doc, 'Metas');
  desenharTabela(
    doc,
    [
      { titulo: 'Indicador', largura: 0.2 },
      { titulo: 'Nível atual → meta', largura: 0.18 },
      { titulo: 'Prazo', largura: 0.13 },
      { titulo: 'O que vou fazer', largura: 0.24 },
      { titulo: 'Responsável', largura: 0.14 },
      { titulo: 'Situação', largura: 0.11 },
    ],
    plano.itens.map((item) => [
      {
        texto: `${item.indicador.codigo} ${item.indicador.titulo}`,
        cor: corDoPrincipio(item.principio.codigo),
      },
      { texto: `${item.peso_atual} - ${item.nivel_atual} → ${item.peso_meta} - ${item.nivel_meta}` },
      { texto: dataDoPrazo(item.prazo) },
      { texto: item.acoes },
      { texto: item.responsavel ?? '—' },
      { texto: ROTULO_ESTADO_ITEM[item.estado], negrito: true },
    ]),
  );

  const comRegistros = plano.itens.filter((i) => i.registros.length > 0);
  if (comRegistros.length > 0) {
    tituloSecao(doc, 'Andamento registrado');
    desenharTabela(
      doc,
      [
        { titulo: 'Indicador', largura: 0.2 },
        { titulo: 'Data', largura: 0.12 },
        { titulo: 'Registro', largura: 0.5 },
        { titulo: 'Arquivo', largura: 0.18 },
      ],
      comRegistros.flatMap((item) =>
        item.registros.map((r) => [
          { texto: item.indicador.codigo },
          { texto: dataCurta(r.criado_em) },
          { texto: r.nota },
          { texto: r.arquivo?.nome ?? '—' },
        ]),
      ),
    );
  }
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(colors.muted)
    .text(MENSAGENS_PLANO.declaracao, PAGINA.margem, doc.y, {
      width: LARGURA_UTIL,
    });
  return finalizarDocumento(doc);
}
