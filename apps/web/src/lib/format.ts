const monthYear = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** "março de 2026": dates are shown as month/year in pt-BR. */
export function formatMonthYear(value: string | Date): string {
  return monthYear.format(typeof value === 'string' ? new Date(value) : value);
}

/** "12.500": numbers with the pt-BR thousands separator. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : integer.format(value);
}

/** "1.250 ha". */
export function formatArea(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${integer.format(value)} ha`;
}

/** "3.400 cabeças". */
export function formatRebanho(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${integer.format(value)} cabeças`;
}

/** The product's display name ("Guia" unless the deployment brands it). */
export function productName(): string {
  if (typeof document === 'undefined') return 'Guia';
  return document.querySelector<HTMLMetaElement>('meta[name="product-name"]')?.content || 'Guia';
}
