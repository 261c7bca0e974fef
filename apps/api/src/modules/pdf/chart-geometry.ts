/** Pure geometry of the PDF charts (angles in degrees, clockwise from 12 o'clock, like the screens). */

export interface Ponto {
  x: number;
  y: number;
}

/** The point at `raio` from the centre, `graus` clockwise from the top. */
export function pontoPolar(cx: number, cy: number, raio: number, graus: number): Ponto {
  const rad = (graus * Math.PI) / 180;
  return { x: cx + raio * Math.sin(rad), y: cy - raio * Math.cos(rad) };
}

export interface Fatia {
  inicio: number;
  fim: number;
  indice: number;
}

/**
 * Splits the circle among `valores` in proportion (the doughnut's slices, in order); a zero value
 * has no slice, and all zeros give none (the chart shows only its empty ring).
 */
export function fatiasDoughnut(valores: readonly number[]): Fatia[] {
  const soma = valores.reduce((s, v) => s + Math.max(0, v), 0);
  if (soma <= 0) return [];
  const fatias: Fatia[] = [];
  let angulo = 0;
  valores.forEach((valor, indice) => {
    if (valor <= 0) return;
    const fim = angulo + (360 * valor) / soma;
    fatias.push({ inicio: angulo, fim, indice });
    angulo = fim;
  });
  return fatias;
}

const r2 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * SVG path of one ring slice between `inicio` and `fim` degrees; a full circle is drawn as two
 * halves because one SVG arc cannot start and end at the same point.
 */
export function caminhoFatiaAnel(
  cx: number,
  cy: number,
  raioExterno: number,
  raioInterno: number,
  inicio: number,
  fim: number,
): string {
  if (fim - inicio >= 359.999) {
    const meio = inicio + 180;
    return `${caminhoFatiaAnel(cx, cy, raioExterno, raioInterno, inicio, meio)} ${caminhoFatiaAnel(cx, cy, raioExterno, raioInterno, meio, inicio + 360)}`;
  }
  const grande = fim - inicio > 180 ? 1 : 0;
  const a = pontoPolar(cx, cy, raioExterno, inicio);
  const b = pontoPolar(cx, cy, raioExterno, fim);
  const c = pontoPolar(cx, cy, raioInterno, fim);
  const d = pontoPolar(cx, cy, raioInterno, inicio);
  return [
    `M ${r2(a.x)} ${r2(a.y)}`,
    `A ${r2(raioExterno)} ${r2(raioExterno)} 0 ${grande} 1 ${r2(b.x)} ${r2(b.y)}`,
    `L ${r2(c.x)} ${r2(c.y)}`,
    `A ${r2(raioInterno)} ${r2(raioInterno)} 0 ${grande} 0 ${r2(d.x)} ${r2(d.y)}`,
    'Z',
  ].join(' ');
}

/** Inner radius of a doughnut whose cutout is `cutout` (0..1) of the outer radius (the spec's 80%). */
export function raioInterno(raioExterno: number, cutout = 0.8): number {
  return raioExterno * cutout;
}

/**
 * The radar polygon: one point per axis, the first at the top, clockwise; each value on a 0..`maximo`
 * scale (clamped), so 0 is the centre and `maximo` the outer ring.
 */
export function pontosRadar(
  cx: number,
  cy: number,
  raio: number,
  valores: readonly number[],
  maximo = 100,
): Ponto[] {
  const n = valores.length;
  return valores.map((v, i) => {
    const escala = Math.min(Math.max(v, 0), maximo) / maximo;
    return pontoPolar(cx, cy, raio * escala, (360 * i) / n);
  });
}
