/**
 * Splits 100 among parts in proportion to their sizes, as integers that add up to exactly 100
 * (largest-remainder rounding, SCORING.md). Ties between equal remainders go to the earlier part,
 * so callers fix the precedence by the order they pass. All zeros when the parts add up to 0.
 */
export function repartirEm100(partes: readonly number[]): number[] {
  for (const parte of partes) {
    if (!Number.isSafeInteger(parte) || parte < 0) {
      throw new RangeError(`Parte inválida para repartir: ${parte}`);
    }
  }
  const todo = partes.reduce((soma, parte) => soma + parte, 0);
  if (todo === 0) return partes.map(() => 0);
  // Integer division keeps 100 * p / todo exact: no float can round a share up by accident.
  const restos = partes.map((parte) => (100 * parte) % todo);
  const cotas = partes.map((parte, i) => (100 * parte - restos[i]!) / todo);
  let faltam = 100 - cotas.reduce((soma, cota) => soma + cota, 0);
  const ordem = partes.map((_, i) => i).sort((a, b) => restos[b]! - restos[a]! || a - b);
  for (const i of ordem) {
    if (faltam === 0) break;
    cotas[i]! += 1;
    faltam -= 1;
  }
  return cotas;
}
