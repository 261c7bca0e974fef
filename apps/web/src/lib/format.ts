/**
 * A formatter made on its first use. Each Intl formatter costs its first construction (the locale's and the
 * time zone's data): four of them built as the app started took ~0.8 s of a 4x-throttled phone's main thread
 * before the first screen (issue 16 §4), though the answering screen formats no date.
 */
export function sobDemanda<T>(criar: () => T): () => T {
  let feito: T | undefined;
  return () => {
    feito ??= criar();
    return feito;
  };
}

const monthYear = sobDemanda(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }),
);
const integer = sobDemanda(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
/** Areas are stored in hectares with two decimals: shown as they are, never rounded away. */
const hectares = sobDemanda(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }));
const dateTime = sobDemanda(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** "março de 2026": dates are shown as month/year in pt-BR. */
export function formatMonthYear(value: string | Date): string {
  return monthYear().format(typeof value === 'string' ? new Date(value) : value);
}

/** "12.500": numbers with the pt-BR thousands separator. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : integer().format(value);
}

/** "1.250,5": an area's number, with its decimals. */
export function formatHectares(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : hectares().format(value);
}

/** "1.250,5 ha". */
export function formatArea(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${hectares().format(value)} ha`;
}

/** "12/03/2026 14:05" (Brasília time): tells apart two things done on the same day or month. */
export function formatDateTime(value: string | Date): string {
  return dateTime()
    .format(typeof value === 'string' ? new Date(value) : value)
    .replace(',', '');
}

/**
 * "10/05/2027": a calendar day (`AAAA-MM-DD`, a deadline) in pt-BR, read as written: no time zone can
 * move it to the day before. An ISO instant shows its day in Brasília.
 */
export function formatDate(value: string): string {
  const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
  return formatDateTime(value).slice(0, 10);
}

/** "3.400 cabeças". */
export function formatRebanho(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${integer().format(value)} cabeças`;
}

/** The product's display name ("Guia" unless the deployment brands it). */
export function productName(): string {
  if (typeof document === 'undefined') return 'Guia';
  return document.querySelector<HTMLMetaElement>('meta[name="product-name"]')?.content || 'Guia';
}
