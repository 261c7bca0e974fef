/**
 * A criterion's or indicator's title without its number when the administrators typed the number into the
 * title too ('1.1 Manejo' under number '1.1'), so screens never read 'Critério 1.1 1.1 Manejo'. Accepts the
 * number followed by a space, '.', '-', '–' or ':'.
 */
export function semNumero(numero: string | number, titulo: string): string {
  const n = String(numero).trim();
  if (!n) return titulo;
  const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sem = titulo.replace(new RegExp(`^\\s*${escaped}(?![\\d])\\s*[.\\-–:]?\\s*`), '');
  return sem.trim() ? sem : titulo;
}

/** '1.1 Manejo': the number once, then the title. */
export function tituloNumerado(numero: string | number, titulo: string): string {
  return `${numero} ${semNumero(numero, titulo)}`;
}
