import { colors } from '@guia/shared';
import { caminhoFatiaAnel, fatiasDoughnut, pontoPolar, pontosRadar, raioInterno } from './chart-geometry.ts';
import type { Documento } from './pdf-document.ts';

export interface FatiaGrafico {
  valor: number;
  cor: string;
}

/** A doughnut (cutout 80%) centred at (cx, cy) with an optional text in the hole, e.g. '72%'. */
export function desenharDoughnut(
  doc: Documento,
  opcoes: { cx: number; cy: number; raio: number; fatias: readonly FatiaGrafico[]; centro?: string },
) {
  const { cx, cy, raio, fatias, centro } = opcoes;
  const interno = raioInterno(raio);
  doc.save();
  // The empty ring first, so a chart with no data still reads as a chart.
  doc.path(caminhoFatiaAnel(cx, cy, raio, interno, 0, 360)).fill(colors.naoPreenchido);
  for (const f of fatiasDoughnut(fatias.map((x) => x.valor))) {
    doc.path(caminhoFatiaAnel(cx, cy, raio, interno, f.inicio, f.fim)).fill(fatias[f.indice]!.cor);
  }
  doc.restore();
  if (centro) {
    const tamanho = Math.max(8, Math.min(22, interno * 0.55));
    doc.font('negrito').fontSize(tamanho).fillColor(colors.text);
    const altura = doc.currentLineHeight();
    doc.text(centro, cx - interno, cy - altura / 2, {
      width: interno * 2,
      align: 'center',
      lineBreak: false,
    });
    doc.font('regular').fontSize(10);
  }
}

/** Doughnut of one value on a 0..100 scale: `cor` for the value, grey for the rest. */
export function desenharDoughnutPercentual(
  doc: Documento,
  opcoes: { cx: number; cy: number; raio: number; valor: number; cor: string },
) {
  const valor = Math.min(Math.max(opcoes.valor, 0), 100);
  desenharDoughnut(doc, {
    cx: opcoes.cx,
    cy: opcoes.cy,
    raio: opcoes.raio,
    fatias: [
      { valor, cor: opcoes.cor },
      { valor: 100 - valor, cor: colors.naoPreenchido },
    ],
    centro: `${opcoes.valor}%`,
  });
}

export interface EixoRadar {
  rotulo: string;
  valor: number;
  cor: string;
}

/** Radar on a 0..100 scale with rings at 20, 40, 60, 80, 100, one labelled axis per principle. */
export function desenharRadar(
  doc: Documento,
  opcoes: { cx: number; cy: number; raio: number; eixos: readonly EixoRadar[] },
) {
  const { cx, cy, raio, eixos } = opcoes;
  const n = eixos.length;
  doc.save();
  doc.lineWidth(0.5).strokeColor(colors.naoPreenchido);
  for (const nivel of [20, 40, 60, 80, 100]) {
    const anel = pontosRadar(cx, cy, raio, Array(n).fill(nivel));
    doc.polygon(...anel.map((p) => [p.x, p.y] as [number, number])).stroke();
  }
  for (let i = 0; i < n; i += 1) {
    const p = pontoPolar(cx, cy, raio, (360 * i) / n);
    doc.moveTo(cx, cy).lineTo(p.x, p.y).stroke();
  }
  const pontos = pontosRadar(
    cx,
    cy,
    raio,
    eixos.map((e) => e.valor),
  );
  doc
    .polygon(...pontos.map((p) => [p.x, p.y] as [number, number]))
    .fillOpacity(0.25)
    .fillAndStroke(colors.primary, colors.primary);
  doc.fillOpacity(1);
  pontos.forEach((p, i) => {
    doc.circle(p.x, p.y, 3).fill(eixos[i]!.cor);
  });
  doc.restore();

  // Scale labels on the first axis, then the axis names outside the outer ring.
  doc.font('regular').fontSize(6).fillColor(colors.muted);
  for (const nivel of [20, 40, 60, 80, 100]) {
    const p = pontoPolar(cx, cy, (raio * nivel) / 100, 0);
    doc.text(String(nivel), p.x + 2, p.y - 3, { lineBreak: false });
  }
  eixos.forEach((eixo, i) => {
    const angulo = (360 * i) / n;
    const p = pontoPolar(cx, cy, raio + 14, angulo);
    const largura = 96;
    const alinhamento = angulo === 0 || angulo === 180 ? 'center' : angulo < 180 ? 'left' : 'right';
    const x = alinhamento === 'center' ? p.x - largura / 2 : alinhamento === 'left' ? p.x : p.x - largura;
    const y = angulo === 0 ? p.y - 16 : p.y - 6;
    doc
      .font('medio')
      .fontSize(8)
      .fillColor(eixo.cor)
      .text(`${eixo.rotulo} (${eixo.valor}%)`, x, y, { width: largura, align: alinhamento });
  });
  doc.font('regular').fontSize(10).fillColor(colors.text);
}

/** A horizontal bar on a 0..100 scale (the aproveitamento bar). */
export function desenharBarra(
  doc: Documento,
  opcoes: { x: number; y: number; largura: number; altura?: number; valor: number; cor: string },
) {
  const altura = opcoes.altura ?? 8;
  const valor = Math.min(Math.max(opcoes.valor, 0), 100);
  doc.save();
  doc.roundedRect(opcoes.x, opcoes.y, opcoes.largura, altura, altura / 2).fill(colors.naoPreenchido);
  if (valor > 0) {
    doc
      .roundedRect(opcoes.x, opcoes.y, Math.max(altura, (opcoes.largura * valor) / 100), altura, altura / 2)
      .fill(opcoes.cor);
  }
  doc.restore();
}

/** A row of coloured squares with their labels. */
export function desenharLegenda(
  doc: Documento,
  itens: readonly { cor: string; rotulo: string }[],
  x: number,
  y: number,
  espaco = 130,
) {
  itens.forEach((item, i) => {
    const xi = x + i * espaco;
    doc.save();
    doc.rect(xi, y + 1, 8, 8).fill(item.cor);
    doc.restore();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.text)
      .text(item.rotulo, xi + 12, y, { width: espaco - 14, lineBreak: false });
  });
  doc.fontSize(10);
}
