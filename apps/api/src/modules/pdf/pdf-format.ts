/** pt-BR formatting of the PDFs: the same rules as the screens (apps/web/src/lib/format.ts). */

const FUSO = 'America/Sao_Paulo';
const dataCurtaFmt = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: FUSO,
});
const mesAnoFmt = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: FUSO });
const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

const comoData = (v: string | Date) => (typeof v === 'string' ? new Date(v) : v);

/** '05/03/2026'. */
export function dataCurta(valor: string | Date): string {
  return dataCurtaFmt.format(comoData(valor));
}

/** 'março de 2026'. */
export function mesAno(valor: string | Date): string {
  return mesAnoFmt.format(comoData(valor));
}

/** '12.500', or '—' when missing. */
export function numero(valor: number | null | undefined): string {
  return valor === null || valor === undefined ? '—' : inteiro.format(valor);
}

const hectares = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** '1.250,5 ha': areas keep their two decimals. */
export function area(valor: number | null | undefined): string {
  return valor === null || valor === undefined ? '—' : `${hectares.format(valor)} ha`;
}

export function rebanho(valor: number | null | undefined): string {
  return valor === null || valor === undefined ? '—' : `${inteiro.format(valor)} cabeças`;
}

/** A safe file-name part: lower case ASCII letters, digits and hyphens. */
export function slug(texto: string): string {
  const s = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return s || 'unidade';
}
