// Dates of the action plan (issue 17) as `AAAA-MM-DD` strings, in Brasília's time zone. No imports:
// the answering screen reads `dataIsoBr` without the schema library (sem-zod.test.ts).

const ISO_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `AAAA-MM-DD` names a real calendar day (2025-02-30 does not). */
export function dataIsoValida(valor: string): boolean {
  const m = ISO_DATA.exec(valor);
  if (!m) return false;
  const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** Today's date (`AAAA-MM-DD`) in Brasília's time zone, where the programme's deadlines fall. */
export function hojeEm(agora: Date, timeZone = 'America/Sao_Paulo'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(agora);
}

/** The deadline `meses` months (12 by default: `PRAZO_PADRAO_MESES`) after `hoje` (the last day of the month when it has fewer days). */
export function prazoPadrao(hoje: string, meses = 12): string {
  const [ano, mes, dia] = hoje.split('-').map(Number) as [number, number, number];
  const alvo = new Date(Date.UTC(ano, mes - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(dia, ultimo));
  return alvo.toISOString().slice(0, 10);
}

/** `AAAA-MM-DD` as the Brazilian `dd/mm/aaaa`. */
export function dataIsoBr(iso: string): string {
  const [ano, mes, dia] = iso.split('-');
  return `${dia}/${mes}/${ano}`;
}

/** Days from `hoje` to `prazo` (negative: overdue). */
export function diasAte(prazo: string, hoje: string): number {
  return Math.round((Date.parse(`${prazo}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000);
}
