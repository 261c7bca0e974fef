import { FAIXAS_PERCENTUAL, FILTROS_OBJETO, type FiltroObjeto, MEDIDA_MAX, MEDIDA_MIN } from '@guia/shared';

/** The list's filters, each one a URL parameter of /admin/objetos (so a filtered list can be shared). */
export const FILTRO_KEYS = [
  'uf',
  'municipio',
  'categoria',
  'filtro',
  'principio',
  'indicador',
  'areaMin',
  'areaMax',
  'rebanhoMin',
  'rebanhoMax',
  'faixa',
  'status',
] as const;
export type FiltroKey = (typeof FILTRO_KEYS)[number];
export type FiltrosDaUrl = Record<FiltroKey, string>;

export const PAGE_SIZE = 50;
export { FAIXAS_PERCENTUAL, FILTROS_OBJETO, MEDIDA_MAX, MEDIDA_MIN };

/** The kinds that need a principle, and those that need an indicator. */
export const precisaPrincipio = (filtro: string) =>
  filtro === 'atendimento-principio' || filtro === 'evolucao-principio';
export const precisaIndicador = (filtro: string) =>
  filtro === 'atendimento-indicador' || filtro === 'evolucao-indicador';

export function isFiltroObjeto(value: string): value is FiltroObjeto {
  return (FILTROS_OBJETO as readonly string[]).includes(value);
}

/**
 * The filters to send: only those that apply (a principle without a principle kind is dropped, a kind
 * still missing its principle/indicator is sent without it — the list waits for it, see `filtrosProntos`).
 */
export function filtrosParaApi(f: FiltrosDaUrl): Partial<FiltrosDaUrl> {
  const out: Partial<FiltrosDaUrl> = {};
  const filtro = isFiltroObjeto(f.filtro) ? f.filtro : '';
  for (const key of FILTRO_KEYS) {
    const value = f[key];
    if (!value) continue;
    if (key === 'filtro' && !filtro) continue;
    if (key === 'principio' && !precisaPrincipio(filtro)) continue;
    if (key === 'indicador' && !precisaIndicador(filtro)) continue;
    out[key] = value;
  }
  return out;
}

/** False while a kind still waits for its principle or indicator: the server would refuse the call. */
export function filtrosProntos(f: FiltrosDaUrl): boolean {
  if (precisaPrincipio(f.filtro) && !f.principio) return false;
  if (precisaIndicador(f.filtro) && !f.indicador) return false;
  return true;
}

/** True when any filter (or the search) is set: 'Limpar filtros' then has something to clear. */
export function temFiltros(f: FiltrosDaUrl, q: string): boolean {
  return q !== '' || FILTRO_KEYS.some((k) => f[k] !== '');
}
