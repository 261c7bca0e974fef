import {
  type AdminCriteriosInput,
  type AdminEstrutura,
  adminEstruturaObjetoBody,
  PESO_MAX,
  PESO_MIN,
  proximoPeso,
} from '@guia/shared';
import { randomId } from '@mantine/hooks';

/**
 * The structure editor's form values: the save body's shape (same field names, so a contract or server
 * error path like `criterios.0.indicadores.1.titulo` names the form field), plus a client `key` per item
 * that survives moves (React keys, drag-and-drop ids) and the texts as strings for the inputs.
 */
export interface NivelDraft {
  key: string;
  id?: number;
  peso: number;
  descricao: string;
}

export interface IndicadorDraft {
  key: string;
  id?: number;
  titulo: string;
  /** Category ids as strings (the MultiSelect's values); empty = every category. */
  categorias: string[];
  possuirestricao: boolean;
  restricao: string;
  possuiorientacao: boolean;
  orientacao: string;
  possuigee: boolean;
  possuievidencia: boolean;
  exemploevidencia: string;
  possuipercentual: boolean;
  niveis: NivelDraft[];
}

export interface CriterioDraft {
  key: string;
  id?: number;
  titulo: string;
  descricao: string;
  indicadores: IndicadorDraft[];
}

export interface EstruturaDraft {
  criterios: CriterioDraft[];
}

/** Most levels an indicator can have: five maturity levels plus 'Não se aplica'. */
export const MAX_NIVEIS = PESO_MAX - PESO_MIN + 1;

/** The server's structure as form values (existing items keyed by their ids). */
export function fromEstrutura(estrutura: AdminEstrutura): EstruturaDraft {
  return {
    criterios: estrutura.criterios.map((c) => ({
      key: `c${c.id}`,
      id: c.id,
      titulo: c.titulo,
      descricao: c.descricao,
      indicadores: c.indicadores.map((i) => ({
        key: `i${i.id}`,
        id: i.id,
        titulo: i.titulo,
        categorias: i.categorias.map(String),
        possuirestricao: i.possuirestricao,
        restricao: i.restricao ?? '',
        possuiorientacao: i.possuiorientacao,
        orientacao: i.orientacao ?? '',
        possuigee: i.possuigee,
        possuievidencia: i.possuievidencia,
        exemploevidencia: i.exemploevidencia ?? '',
        possuipercentual: i.possuipercentual,
        niveis: i.niveis.map((n) => ({ key: `n${n.id}`, id: n.id, peso: n.peso, descricao: n.descricao })),
      })),
    })),
  };
}

/** The save body: the whole principle in screen order (the order gives every code). */
export function toBody(draft: EstruturaDraft): AdminCriteriosInput {
  return draft.criterios.map((c) => ({
    ...(c.id ? { id: c.id } : {}),
    titulo: c.titulo,
    descricao: c.descricao,
    indicadores: c.indicadores.map((i) => ({
      ...(i.id ? { id: i.id } : {}),
      titulo: i.titulo,
      categorias: i.categorias.map(Number),
      possuirestricao: i.possuirestricao,
      restricao: i.restricao,
      possuiorientacao: i.possuiorientacao,
      orientacao: i.orientacao,
      possuigee: i.possuigee,
      possuievidencia: i.possuievidencia,
      exemploevidencia: i.exemploevidencia,
      possuipercentual: i.possuipercentual,
      niveis: i.niveis.map((n) => ({
        ...(n.id ? { id: n.id } : {}),
        peso: n.peso,
        descricao: n.descricao,
      })),
    })),
  }));
}

/** The server's field errors on the form's paths: a bare-array body's '0.titulo' is 'criterios.0.titulo'. */
export function errosNoFormulario(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([campo, mensagem]) => [
      /^\d/.test(campo) ? `criterios.${campo}` : campo,
      mensagem,
    ]),
  );
}

/** The contract's own validation, as form errors keyed by field path (the first message per field). */
export function validarEstrutura(draft: EstruturaDraft): Record<string, string> {
  // Validated as `{ criterios }`, so each message lands on its form field ('criterios.0.titulo').
  const result = adminEstruturaObjetoBody.safeParse({ criterios: toBody(draft) });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function novoCriterio(): CriterioDraft {
  return { key: randomId('c-'), titulo: '', descricao: '', indicadores: [] };
}

export function novoIndicador(): IndicadorDraft {
  return {
    key: randomId('i-'),
    titulo: '',
    categorias: [],
    possuirestricao: false,
    restricao: '',
    possuiorientacao: false,
    orientacao: '',
    possuigee: false,
    possuievidencia: false,
    exemploevidencia: '',
    possuipercentual: false,
    niveis: [],
  };
}

/**
 * The weight of the next level: the last weight plus 1, wrapping to 0 after 5 (`proximoPeso`), skipping
 * weights already taken; null when the indicator is full (six levels) or no weight is free.
 */
export function pesoDoNovoNivel(niveis: readonly Pick<NivelDraft, 'peso'>[]): number | null {
  if (niveis.length >= MAX_NIVEIS) return null;
  const usados = new Set(niveis.map((n) => n.peso));
  let peso = proximoPeso(niveis.at(-1)?.peso);
  for (let tentativa = 0; tentativa < MAX_NIVEIS; tentativa++) {
    if (!usados.has(peso)) return peso;
    peso = proximoPeso(peso);
  }
  return null;
}

export function novoNivel(peso: number): NivelDraft {
  return { key: randomId('n-'), peso, descricao: '' };
}

/** 'N.M' of the criterion at `indice` of principle `principio`. */
export function codigoCriterio(principio: number, indice: number): string {
  return `${principio}.${indice + 1}`;
}

/** 'N.M.K' of an indicator, from its place on screen. */
export function codigoIndicador(principio: number, criterio: number, indicador: number): string {
  return `${principio}.${criterio + 1}.${indicador + 1}`;
}

/** Moves one item of a list from one place to another (a new array). */
export function mover<T>(lista: readonly T[], de: number, para: number): T[] {
  const copia = [...lista];
  const [item] = copia.splice(de, 1);
  if (item === undefined) return copia;
  copia.splice(Math.max(0, Math.min(para, copia.length)), 0, item);
  return copia;
}

export interface PosicaoIndicador {
  criterio: number;
  indicador: number;
}

/**
 * Moves an indicator one place up (-1) or down (+1). From the top of its criterion it goes to the end of
 * the previous criterion with one; from the bottom, to the start of the next. Returns null when it cannot
 * move (the first indicator of the principle up, the last one down).
 */
export function moverIndicador(
  criterios: readonly CriterioDraft[],
  { criterio, indicador }: PosicaoIndicador,
  direcao: -1 | 1,
): { criterios: CriterioDraft[]; destino: PosicaoIndicador } | null {
  const origem = criterios[criterio];
  const item = origem?.indicadores[indicador];
  if (!origem || !item) return null;
  const dentro = indicador + direcao;
  if (dentro >= 0 && dentro < origem.indicadores.length) {
    const copia = [...criterios];
    copia[criterio] = { ...origem, indicadores: mover(origem.indicadores, indicador, dentro) };
    return { criterios: copia, destino: { criterio, indicador: dentro } };
  }
  const vizinho = criterio + direcao;
  const alvo = criterios[vizinho];
  if (!alvo) return null;
  const copia = [...criterios];
  copia[criterio] = { ...origem, indicadores: origem.indicadores.filter((_, i) => i !== indicador) };
  const indicadores = direcao < 0 ? [...alvo.indicadores, item] : [item, ...alvo.indicadores];
  copia[vizinho] = { ...alvo, indicadores };
  return {
    criterios: copia,
    destino: { criterio: vizinho, indicador: direcao < 0 ? indicadores.length - 1 : 0 },
  };
}

/** Where the indicator with client key `key` is, or null. */
export function localizarIndicador(
  criterios: readonly CriterioDraft[],
  key: string,
): PosicaoIndicador | null {
  for (let criterio = 0; criterio < criterios.length; criterio++) {
    const indicador = criterios[criterio]!.indicadores.findIndex((i) => i.key === key);
    if (indicador >= 0) return { criterio, indicador };
  }
  return null;
}

/**
 * Takes the indicator at `de` out of its criterion and puts it at `para` (its place in the destination
 * criterion as that list stands without it; clamped to the list). The same criterion reorders it.
 */
export function moverIndicadorPara(
  criterios: readonly CriterioDraft[],
  de: PosicaoIndicador,
  para: PosicaoIndicador,
): CriterioDraft[] {
  const item = criterios[de.criterio]?.indicadores[de.indicador];
  if (!item || !criterios[para.criterio]) return [...criterios];
  const copia = criterios.map((c, i) =>
    i === de.criterio ? { ...c, indicadores: c.indicadores.filter((_, j) => j !== de.indicador) } : c,
  );
  const alvo = copia[para.criterio]!;
  const indicadores = [...alvo.indicadores];
  indicadores.splice(Math.max(0, Math.min(para.indicador, indicadores.length)), 0, item);
  copia[para.criterio] = { ...alvo, indicadores };
  return copia;
}

/** Whether a criterion or indicator already holds something typed (removing it asks first). */
export function temConteudo(item: CriterioDraft | IndicadorDraft): boolean {
  if ('indicadores' in item) {
    return item.titulo.trim() !== '' || item.descricao.trim() !== '' || item.indicadores.length > 0;
  }
  return item.titulo.trim() !== '' || item.niveis.length > 0 || item.categorias.length > 0;
}
