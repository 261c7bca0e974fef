import type { AdminEstruturaInput } from '@guia/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { MENSAGENS, situacaoDaEdicao, temQuestionarios } from './admin-guia.service.ts';

const { edicao, principio, criterio, indicador, nivel, apoio } = schema;

export const MENSAGENS_ESTRUTURA = {
  versaoAntiga:
    'Outro administrador salvou este princípio enquanto você editava. Recarregue a página para ver a versão atual.',
  bloqueada:
    'Este Guia já foi respondido: a estrutura (critérios, indicadores, níveis e categorias) não pode mais mudar. Duplique o Guia para um novo ano e altere a cópia.',
  criterioDeOutro: 'Este critério não pertence a este princípio',
  indicadorDeOutro: 'Este indicador não pertence a este princípio',
  nivelDeOutro: 'Este nível não pertence a este indicador',
  repetido: 'Este item aparece mais de uma vez',
  categoriaInexistente: 'Categoria inexistente',
  campos: 'Verifique os campos destacados.',
} as const;

/**
 * The structure of one principle as stored: criteria by code, indicators by criterion and sequence,
 * levels by weight with 'Não se aplica' (weight 0) last, as the editor lists them (a new level after
 * weight 5 wraps to 0), support links by id. Five queries whatever the size.
 */
export async function lerEstruturaDoPrincipio(db: Database, edicaoId: number, principioId: number) {
  const [p] = await db
    .select({
      id: principio.id,
      codigo: principio.codigo,
      titulo: principio.titulo,
      versao: principio.versao,
      edicaoId: edicao.id,
      ano: edicao.ano,
      disponivel: edicao.disponivel,
      datadisponivel: edicao.datadisponivel,
    })
    .from(principio)
    .innerJoin(edicao, eq(edicao.id, principio.edicaoId))
    .where(sql`${principio.id} = ${principioId} and ${principio.edicaoId} = ${edicaoId}`);
  if (!p) throw notFound(MENSAGENS.principioNaoEncontrado);
  const criterios = await db
    .select({
      id: criterio.id,
      codigo: criterio.codigo,
      titulo: criterio.titulo,
      descricao: criterio.descricao,
    })
    .from(criterio)
    .where(eq(criterio.principioId, principioId))
    .orderBy(asc(criterio.codigo));
  const indicadores = await db
    .select({
      id: indicador.id,
      criterioId: indicador.criterioId,
      codigo: indicador.codigo,
      sequencia: indicador.sequencia,
      linhagem: indicador.linhagem,
      titulo: indicador.titulo,
      categorias: indicador.categorias,
      possuirestricao: indicador.possuirestricao,
      restricao: indicador.restricao,
      possuiorientacao: indicador.possuiorientacao,
      orientacao: indicador.orientacao,
      possuigee: indicador.possuigee,
      possuievidencia: indicador.possuievidencia,
      exemploevidencia: indicador.exemploevidencia,
      possuipercentual: indicador.possuipercentual,
    })
    .from(indicador)
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .where(eq(criterio.principioId, principioId))
    .orderBy(asc(criterio.codigo), asc(indicador.sequencia));
  const ids = indicadores.map((i) => i.id);
  const niveis =
    ids.length === 0
      ? []
      : await db
          .select({
            id: nivel.id,
            indicadorId: nivel.indicadorId,
            peso: nivel.peso,
            descricao: nivel.descricao,
          })
          .from(nivel)
          .where(inArray(nivel.indicadorId, ids))
          .orderBy(sql`${nivel.peso} = 0`, asc(nivel.peso));
  const apoios =
    ids.length === 0
      ? []
      : await db
          .select({
            id: apoio.id,
            indicadorId: apoio.indicadorId,
            titulo: apoio.titulo,
            url: apoio.url,
            categoriaId: apoio.categoriaId,
          })
          .from(apoio)
          .where(inArray(apoio.indicadorId, ids))
          .orderBy(asc(apoio.id));
  const bloqueada = await temQuestionarios(db, edicaoId);
  return {
    guia: { id: p.edicaoId, ano: p.ano, situacao: situacaoDaEdicao(p) },
    principio: { id: p.id, codigo: p.codigo, titulo: p.titulo },
    versao: p.versao,
    estruturaBloqueada: bloqueada,
    criterios,
    indicadores,
    niveis,
    apoios,
  };
}

export type EstruturaDoPrincipio = Awaited<ReturnType<typeof lerEstruturaDoPrincipio>>;

/** Whether the body keeps the stored structure (only texts differ): what a locked edition allows. */
export function mesmaEstrutura(body: AdminEstruturaInput, atual: EstruturaDoPrincipio): boolean {
  if (body.criterios.length !== atual.criterios.length) return false;
  const niveisPorIndicador = agrupar(atual.niveis, (n) => n.indicadorId);
  const mesmasCategorias = (a: number[], b: number[]) =>
    a.length === b.length &&
    [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
  return body.criterios.every((c, ci) => {
    const criterioAtual = atual.criterios[ci]!;
    if (c.id !== criterioAtual.id) return false;
    const indicadoresAtuais = atual.indicadores.filter((i) => i.criterioId === criterioAtual.id);
    if (c.indicadores.length !== indicadoresAtuais.length) return false;
    return c.indicadores.every((ind, ii) => {
      const a = indicadoresAtuais[ii]!;
      if (ind.id !== a.id) return false;
      if (!mesmasCategorias(ind.categorias, a.categorias)) return false;
      if (ind.possuipercentual !== a.possuipercentual || ind.possuievidencia !== a.possuievidencia)
        return false;
      const niveisAtuais = niveisPorIndicador.get(a.id) ?? [];
      if (ind.niveis.length !== niveisAtuais.length) return false;
      return ind.niveis.every((n) => niveisAtuais.some((na) => na.id === n.id && na.peso === n.peso));
    });
  });
}

function agrupar<T, K>(itens: readonly T[], chave: (item: T) => K): Map<K, T[]> {
  const mapa = new Map<K, T[]>();
  for (const item of itens) {
    const lista = mapa.get(chave(item));
    if (lista) lista.push(item);
    else mapa.set(chave(item), [item]);
  }
  return mapa;
}
