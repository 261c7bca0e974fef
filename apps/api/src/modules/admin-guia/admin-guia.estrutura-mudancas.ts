import type { EstruturaDoPrincipio } from './admin-guia.estrutura.ts';
import {
  type CriteriosGravados,
  chaveDaPosicao,
  type IndicadoresGravados,
  type Plano,
} from './admin-guia.estrutura-escrita.ts';

// What a save of a principle's structure changed, for the audit trail: old and new values of what
// differs, added and removed rows.

/** The texts of an indicator that may change whatever the lock. */
const TEXTOS_DO_INDICADOR = [
  'titulo',
  'possuirestricao',
  'restricao',
  'possuiorientacao',
  'orientacao',
  'possuigee',
  'exemploevidencia',
] as const;

/** The old and new value of each field that changed (compact audit details). */
function diferencas<T extends Record<string, unknown>>(antes: T, depois: Partial<T>) {
  const campos: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(depois)) {
    const a = antes[k];
    if (JSON.stringify(a) !== JSON.stringify(v)) campos[k] = [a, v];
  }
  return campos;
}

export type Mudancas = ReturnType<typeof descreverMudancas>;

export function descreverMudancas(
  atual: EstruturaDoPrincipio,
  plano: Plano,
  criterios: CriteriosGravados,
  indicadores: IndicadoresGravados,
) {
  const indicadoresAtuais = new Map(atual.indicadores.map((i) => [i.id, i]));
  return {
    criterios: {
      adicionados: criterios.novos.map((c) => ({ codigo: c.codigo, titulo: c.titulo })),
      removidos: plano.criteriosRemovidos.map((c) => ({ id: c.id, codigo: c.codigo, titulo: c.titulo })),
      alterados: criteriosAlterados(atual, criterios),
    },
    indicadores: {
      adicionados: indicadores.novos.map((i) => ({
        id: indicadores.idDoIndicador.get(chaveDaPosicao(i.posicao)),
        codigo: i.codigo,
        titulo: i.titulo,
      })),
      removidos: plano.indicadoresRemovidos.map((i) => ({ id: i.id, codigo: i.codigo, titulo: i.titulo })),
      alterados: indicadoresAlterados(atual, indicadores),
    },
    niveis: {
      adicionados: plano.niveisNovos.map((n) => ({
        indicador: indicadores.finais.find((i) => chaveDaPosicao(i.posicao) === chaveDaPosicao(n.posicao))
          ?.codigo,
        peso: n.peso,
        descricao: n.descricao,
      })),
      removidos: plano.niveisRemovidos.map((n) => ({
        id: n.id,
        indicador: indicadoresAtuais.get(n.indicadorId)?.codigo,
        peso: n.peso,
        descricao: n.descricao,
      })),
      alterados: niveisAlterados(atual, plano),
    },
  };
}

/** Whether anything was added, removed or changed. */
export function houveMudanca(mudancas: Mudancas): boolean {
  return Object.values(mudancas).some(
    (m) => m.adicionados.length + m.removidos.length + m.alterados.length > 0,
  );
}

function criteriosAlterados(atual: EstruturaDoPrincipio, criterios: CriteriosGravados) {
  const criteriosAtuais = new Map(atual.criterios.map((c) => [c.id, c]));
  return criterios.existentes.flatMap((c) => {
    const campos = diferencas(criteriosAtuais.get(c.id!)!, {
      codigo: c.codigo,
      titulo: c.titulo,
      descricao: c.descricao,
    });
    return Object.keys(campos).length > 0 ? [{ id: c.id, campos }] : [];
  });
}

function indicadoresAlterados(atual: EstruturaDoPrincipio, indicadores: IndicadoresGravados) {
  const indicadoresAtuais = new Map(atual.indicadores.map((i) => [i.id, i]));
  const ordenadas = (l: number[]) => [...l].sort((a, b) => a - b);
  return indicadores.existentes.flatMap((i) => {
    const antes = indicadoresAtuais.get(i.id!)!;
    const campos = diferencas(
      { ...antes, categorias: ordenadas(antes.categorias) } as Record<string, unknown>,
      {
        codigo: i.codigo,
        criterioId: i.criterioId,
        categorias: ordenadas(i.categorias),
        possuievidencia: i.possuievidencia,
        possuipercentual: i.possuipercentual,
        ...Object.fromEntries(TEXTOS_DO_INDICADOR.map((k) => [k, i[k]])),
      },
    );
    return Object.keys(campos).length > 0 ? [{ id: i.id, codigo: i.codigo, campos }] : [];
  });
}

function niveisAlterados(atual: EstruturaDoPrincipio, plano: Plano) {
  const indicadoresAtuais = new Map(atual.indicadores.map((i) => [i.id, i]));
  const niveisAtuais = new Map(atual.niveis.map((n) => [n.id, n]));
  return [...plano.niveisMantidos.values()].flatMap((n) => {
    const antes = niveisAtuais.get(n.id)!;
    return antes.descricao === n.descricao
      ? []
      : [
          {
            id: n.id,
            indicador: indicadoresAtuais.get(antes.indicadorId)?.codigo,
            peso: antes.peso,
            campos: { descricao: [antes.descricao, n.descricao] },
          },
        ];
  });
}
