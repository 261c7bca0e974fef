import { colors } from '@guia/shared';
import { criarDocumento, finalizarDocumento, LARGURA_UTIL, linhaRotulada, PAGINA } from './pdf-document.ts';
import { dataCurta, mesAno } from './pdf-format.ts';

/** What the proof of filling shows: who, where, which edition, when, and how to verify it. No scores. */
export interface DadosComprovante {
  produto: string;
  unidade: string;
  municipio: string;
  uf: string;
  proprietario: string;
  ano: number;
  finalizadoem: Date;
  questionarioId: number;
  codigo: string;
  /** Public page that confirms the code. */
  urlVerificacao: string;
}

/** The proof of filling (comprovante) PDF. */
export async function renderComprovante(d: DadosComprovante): Promise<Buffer> {
  const edicao = `${d.produto} ${d.ano}`;
  const doc = criarDocumento(
    { titulo: 'Comprovante de preenchimento', unidade: d.unidade, edicao },
    d.produto,
  );
  const { margem } = PAGINA;

  doc
    .font('regular')
    .fontSize(11)
    .text(
      `Certificamos que a unidade ${d.unidade}, em ${d.municipio}/${d.uf}, concluiu o preenchimento do ${edicao} em ${dataCurta(d.finalizadoem)} (${mesAno(d.finalizadoem)}).`,
      margem,
      doc.y,
      { width: LARGURA_UTIL, lineGap: 3 },
    );
  doc.moveDown(1.2);

  doc.fontSize(11);
  linhaRotulada(doc, 'Unidade', d.unidade);
  linhaRotulada(doc, 'Município/UF', `${d.municipio}/${d.uf}`);
  linhaRotulada(doc, 'Proprietário', d.proprietario);
  linhaRotulada(doc, 'Edição', edicao);
  linhaRotulada(doc, 'Finalizado em', `${dataCurta(d.finalizadoem)} (${mesAno(d.finalizadoem)})`);
  linhaRotulada(doc, 'Questionário nº', String(d.questionarioId));
  doc.moveDown(1.5);

  const topo = doc.y;
  const altura = 118;
  doc.save();
  doc
    .roundedRect(margem, topo, LARGURA_UTIL, altura, 8)
    .lineWidth(1)
    .fillAndStroke(colors.background, colors.primary);
  doc.restore();
  doc
    .font('medio')
    .fontSize(10)
    .fillColor(colors.muted)
    .text('Código de verificação', margem + 16, topo + 14, { width: LARGURA_UTIL - 32 });
  doc
    .font('negrito')
    .fontSize(22)
    .fillColor(colors.primaryDark)
    .text(d.codigo, margem + 16, topo + 30, { width: LARGURA_UTIL - 32, characterSpacing: 2 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.text)
    .text('Confirme a autenticidade deste comprovante em:', margem + 16, topo + 64, {
      width: LARGURA_UTIL - 32,
    })
    .font('medio')
    .fillColor(colors.primaryDark)
    .text(d.urlVerificacao, { width: LARGURA_UTIL - 32, link: d.urlVerificacao, underline: true });

  doc.y = topo + altura + 24;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(
      `O ${d.produto} é voluntário, autodeclarado e confidencial: este comprovante atesta o preenchimento e não apresenta resultados.`,
      margem,
      doc.y,
      { width: LARGURA_UTIL },
    );
  return finalizarDocumento(doc);
}
