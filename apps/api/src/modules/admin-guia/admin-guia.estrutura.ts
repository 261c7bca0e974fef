import type { AdminEstruturaInput } from '@guia/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { type AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { sincronizarCompletos } from '../admin-estatisticas/estatisticas-rollup.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { MENSAGENS, novaRevisao, situacaoDaEdicao, temQuestionarios } from './admin-guia.service.ts';

const { edicao, principio, criterio, indicador, nivel, apoio, categoria } = schema;

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

type IndicadorAtual = EstruturaDoPrincipio['indicadores'][number];
type NivelAtual = EstruturaDoPrincipio['niveis'][number];

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

/** Refuses ids that are not this principle's (criteria, indicators) or that indicator's (levels). */
function validarIds(body: AdminEstruturaInput, atual: EstruturaDoPrincipio): Record<string, string> {
  const erros: Record<string, string> = {};
  const criterios = new Set(atual.criterios.map((c) => c.id));
  const indicadores = new Set(atual.indicadores.map((i) => i.id));
  const nivelDe = new Map(atual.niveis.map((n) => [n.id, n.indicadorId]));
  const vistos = { criterio: new Set<number>(), indicador: new Set<number>(), nivel: new Set<number>() };
  body.criterios.forEach((c, ci) => {
    if (c.id !== undefined) {
      if (!criterios.has(c.id)) erros[`criterios.${ci}.id`] = MENSAGENS_ESTRUTURA.criterioDeOutro;
      else if (vistos.criterio.has(c.id)) erros[`criterios.${ci}.id`] = MENSAGENS_ESTRUTURA.repetido;
      vistos.criterio.add(c.id);
    }
    c.indicadores.forEach((ind, ii) => {
      const base = `criterios.${ci}.indicadores.${ii}`;
      if (ind.id !== undefined) {
        if (!indicadores.has(ind.id)) erros[`${base}.id`] = MENSAGENS_ESTRUTURA.indicadorDeOutro;
        else if (vistos.indicador.has(ind.id)) erros[`${base}.id`] = MENSAGENS_ESTRUTURA.repetido;
        vistos.indicador.add(ind.id);
      }
      ind.niveis.forEach((n, ni) => {
        if (n.id === undefined) return;
        if (ind.id === undefined || nivelDe.get(n.id) !== ind.id)
          erros[`${base}.niveis.${ni}.id`] = MENSAGENS_ESTRUTURA.nivelDeOutro;
        else if (vistos.nivel.has(n.id)) erros[`${base}.niveis.${ni}.id`] = MENSAGENS_ESTRUTURA.repetido;
        vistos.nivel.add(n.id);
      });
    });
  });
  return erros;
}

/** Refuses category ids that do not exist (one query for the whole body). */
async function validarCategorias(db: Database, body: AdminEstruturaInput): Promise<Record<string, string>> {
  const todas = [...new Set(body.criterios.flatMap((c) => c.indicadores.flatMap((i) => i.categorias)))];
  if (todas.length === 0) return {};
  const existentes = new Set(
    (await db.select({ id: categoria.id }).from(categoria).where(inArray(categoria.id, todas))).map(
      (c) => c.id,
    ),
  );
  const erros: Record<string, string> = {};
  for (const [ci, c] of body.criterios.entries()) {
    for (const [ii, ind] of c.indicadores.entries()) {
      if (ind.categorias.some((id) => !existentes.has(id)))
        erros[`criterios.${ci}.indicadores.${ii}.categorias`] = MENSAGENS_ESTRUTURA.categoriaInexistente;
    }
  }
  return erros;
}

function recusar(erros: Record<string, string>): AppError {
  const mensagens = Object.values(erros);
  return badRequest(mensagens.length === 1 ? mensagens[0]! : MENSAGENS_ESTRUTURA.campos, erros);
}

/** The old and new value of each field that changed (compact audit details). */
function diferencas<T extends Record<string, unknown>>(antes: T, depois: Partial<T>) {
  const campos: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(depois)) {
    const a = antes[k];
    if (JSON.stringify(a) !== JSON.stringify(v)) campos[k] = [a, v];
  }
  return campos;
}

/**
 * POST Admin/Guia/{productId}/Indicador/{principioId}: saves the whole principle in one transaction.
 * The edition row is locked `for update` (a questionnaire start, `for share`, waits) and the
 * principle's version checked against `versoesAceitas` (from `If-Match` and the body's `versao`;
 * undefined: no condition, the spec's client); ids must be this principle's; with any questionnaire of the edition
 * only texts may differ. Codes are renumbered from the positions; rows absent from the body are
 * deleted. Every write is a batch (a constant number of statements whatever the size).
 */
export async function salvarEstrutura(
  db: Database,
  atorId: number,
  edicaoId: number,
  principioId: number,
  body: AdminEstruturaInput,
  versoesAceitas?: readonly number[],
): Promise<EstruturaDoPrincipio> {
  return db.transaction(async (tx) => {
    const [ed] = await tx.select({ id: edicao.id }).from(edicao).where(eq(edicao.id, edicaoId)).for('update');
    if (!ed) throw notFound(MENSAGENS.guiaNaoEncontrado);
    const [p] = await tx
      .select({ id: principio.id, codigo: principio.codigo, versao: principio.versao })
      .from(principio)
      .where(sql`${principio.id} = ${principioId} and ${principio.edicaoId} = ${edicaoId}`)
      .for('update');
    if (!p) throw notFound(MENSAGENS.principioNaoEncontrado);
    if (versoesAceitas && !versoesAceitas.includes(p.versao))
      throw conflict(MENSAGENS_ESTRUTURA.versaoAntiga);

    const atual = await lerEstruturaDoPrincipio(tx, edicaoId, principioId);
    const erros = { ...validarIds(body, atual), ...(await validarCategorias(tx, body)) };
    if (Object.keys(erros).length > 0) throw recusar(erros);
    if (atual.estruturaBloqueada && !mesmaEstrutura(body, atual))
      throw conflict(MENSAGENS_ESTRUTURA.bloqueada);

    const indicadoresAtuais = new Map(atual.indicadores.map((i) => [i.id, i]));
    const niveisAtuais = new Map(atual.niveis.map((n) => [n.id, n]));
    const criteriosAtuais = new Map(atual.criterios.map((c) => [c.id, c]));

    // What stays, what goes.
    const idsNoCorpo = {
      criterios: new Set(body.criterios.flatMap((c) => (c.id === undefined ? [] : [c.id]))),
      indicadores: new Set(
        body.criterios.flatMap((c) => c.indicadores.flatMap((i) => (i.id === undefined ? [] : [i.id]))),
      ),
    };
    const criteriosRemovidos = atual.criterios.filter((c) => !idsNoCorpo.criterios.has(c.id));
    const indicadoresRemovidos = atual.indicadores.filter((i) => !idsNoCorpo.indicadores.has(i.id));
    // A kept level keeps its weight (a weight change of an unanswered edition is a new level: the
    // unique (indicator, weight) index and the 0-5 check leave no room for a temporary weight).
    const niveisMantidos = new Map<number, { id: number; descricao: string }>();
    const niveisNovos: {
      posicao: [number, number];
      peso: number;
      descricao: string;
      indicadorId?: number;
    }[] = [];
    for (const [ci, c] of body.criterios.entries()) {
      for (const [ii, ind] of c.indicadores.entries()) {
        for (const n of ind.niveis) {
          const antes = n.id === undefined ? undefined : niveisAtuais.get(n.id);
          if (antes && antes.peso === n.peso)
            niveisMantidos.set(antes.id, { id: antes.id, descricao: n.descricao });
          else niveisNovos.push({ posicao: [ci, ii], peso: n.peso, descricao: n.descricao });
        }
      }
    }
    const niveisRemovidos = atual.niveis.filter(
      (n) => idsNoCorpo.indicadores.has(n.indicadorId) && !niveisMantidos.has(n.id),
    );

    // 1. Deletions that free codes and weights (an indicator takes its levels and links along).
    if (indicadoresRemovidos.length > 0)
      await tx.delete(indicador).where(
        inArray(
          indicador.id,
          indicadoresRemovidos.map((i) => i.id),
        ),
      );
    if (niveisRemovidos.length > 0)
      await tx.delete(nivel).where(
        inArray(
          nivel.id,
          niveisRemovidos.map((n) => n.id),
        ),
      );

    // 2. Criteria: existing ones to temporary negative codes, then their final codes and texts.
    const criteriosFinais = body.criterios.map((c, ci) => ({ ...c, codigo: ci + 1 }));
    const existentes = criteriosFinais.filter((c) => c.id !== undefined);
    // (Criteria left out keep their codes until step 5: they move aside too.)
    if (atual.criterios.length > 0)
      await tx.execute(sql`update criterio set codigo = -codigo where principio_id = ${principioId}`);
    if (existentes.length > 0) {
      await tx.execute(sql`
        update criterio c set codigo = x.codigo, titulo = x.titulo, descricao = x.descricao
          from jsonb_to_recordset(${JSON.stringify(
            existentes.map((c) => ({ id: c.id, codigo: c.codigo, titulo: c.titulo, descricao: c.descricao })),
          )}::jsonb) as x(id integer, codigo integer, titulo text, descricao text)
         where c.id = x.id`);
    }
    const novosCriterios = criteriosFinais.filter((c) => c.id === undefined);
    const idDoCriterio = new Map<number, number>(existentes.map((c) => [c.codigo, c.id!]));
    if (novosCriterios.length > 0) {
      const inseridos = await linhas<{ id: number; codigo: number }>(
        tx,
        sql`insert into criterio (principio_id, codigo, titulo, descricao)
            select ${principioId}, x.codigo, x.titulo, x.descricao
              from jsonb_to_recordset(${JSON.stringify(
                novosCriterios.map((c) => ({ codigo: c.codigo, titulo: c.titulo, descricao: c.descricao })),
              )}::jsonb) as x(codigo integer, titulo text, descricao text)
            returning id, codigo`,
      );
      for (const r of inseridos) idDoCriterio.set(Number(r.codigo), Number(r.id));
    }

    // 3. Indicators: same two steps, each with its criterion, sequence and code from its position.
    const indicadoresFinais = criteriosFinais.flatMap((c, ci) =>
      c.indicadores.map((ind, ii) => ({
        ...ind,
        posicao: [ci, ii] as [number, number],
        criterioId: idDoCriterio.get(c.codigo)!,
        sequencia: ii + 1,
        codigo: `${p.codigo}.${c.codigo}.${ii + 1}`,
      })),
    );
    const registro = (i: (typeof indicadoresFinais)[number]) => ({
      id: i.id,
      criterio_id: i.criterioId,
      sequencia: i.sequencia,
      codigo: i.codigo,
      titulo: i.titulo,
      categorias: i.categorias,
      possuirestricao: i.possuirestricao,
      restricao: i.restricao,
      possuiorientacao: i.possuiorientacao,
      orientacao: i.orientacao,
      possuigee: i.possuigee,
      possuievidencia: i.possuievidencia,
      exemploevidencia: i.exemploevidencia,
      possuipercentual: i.possuipercentual,
    });
    const colunas = sql.raw(`id integer, criterio_id integer, sequencia integer, codigo text, titulo text,
      categorias integer[], possuirestricao boolean, restricao text, possuiorientacao boolean, orientacao text,
      possuigee boolean, possuievidencia boolean, exemploevidencia text, possuipercentual boolean`);
    const indicadoresExistentes = indicadoresFinais.filter((i) => i.id !== undefined);
    if (indicadoresExistentes.length > 0) {
      await tx.execute(sql`
        update indicador set sequencia = -sequencia
         where criterio_id in (select id from criterio where principio_id = ${principioId})`);
      await tx.execute(sql`
        update indicador i set criterio_id = x.criterio_id, sequencia = x.sequencia, codigo = x.codigo,
               titulo = x.titulo, categorias = x.categorias, possuirestricao = x.possuirestricao,
               restricao = x.restricao, possuiorientacao = x.possuiorientacao, orientacao = x.orientacao,
               possuigee = x.possuigee, possuievidencia = x.possuievidencia,
               exemploevidencia = x.exemploevidencia, possuipercentual = x.possuipercentual
          from jsonb_to_recordset(${JSON.stringify(indicadoresExistentes.map(registro))}::jsonb) as x(${colunas})
         where i.id = x.id`);
    }
    const idDoIndicador = new Map<string, number>(
      indicadoresExistentes.map((i) => [i.posicao.join('.'), i.id!]),
    );
    const indicadoresNovos = indicadoresFinais.filter((i) => i.id === undefined);
    if (indicadoresNovos.length > 0) {
      const inseridos = await linhas<{ id: number; criterio_id: number; sequencia: number }>(
        tx,
        sql`insert into indicador (criterio_id, sequencia, codigo, titulo, categorias, possuirestricao, restricao,
              possuiorientacao, orientacao, possuigee, possuievidencia, exemploevidencia, possuipercentual)
            select x.criterio_id, x.sequencia, x.codigo, x.titulo, x.categorias, x.possuirestricao, x.restricao,
                   x.possuiorientacao, x.orientacao, x.possuigee, x.possuievidencia, x.exemploevidencia,
                   x.possuipercentual
              from jsonb_to_recordset(${JSON.stringify(indicadoresNovos.map(registro))}::jsonb) as x(${colunas})
            returning id, criterio_id, sequencia`,
      );
      const porChave = new Map(inseridos.map((r) => [`${r.criterio_id}.${r.sequencia}`, Number(r.id)]));
      for (const i of indicadoresNovos)
        idDoIndicador.set(i.posicao.join('.'), porChave.get(`${i.criterioId}.${i.sequencia}`)!);
    }

    // 4. Levels: kept ones take their new description; new ones are inserted.
    if (niveisMantidos.size > 0) {
      await tx.execute(sql`
        update nivel n set descricao = x.descricao
          from jsonb_to_recordset(${JSON.stringify([...niveisMantidos.values()])}::jsonb) as x(id integer, descricao text)
         where n.id = x.id and n.descricao is distinct from x.descricao`);
    }
    if (niveisNovos.length > 0) {
      await tx.execute(sql`
        insert into nivel (indicador_id, peso, descricao)
        select x.indicador_id, x.peso, x.descricao
          from jsonb_to_recordset(${JSON.stringify(
            niveisNovos.map((n) => ({
              indicador_id: idDoIndicador.get(n.posicao.join('.')),
              peso: n.peso,
              descricao: n.descricao,
            })),
          )}::jsonb) as x(indicador_id integer, peso integer, descricao text)`);
    }

    // 5. Criteria left out go last: their indicators that moved elsewhere have moved.
    if (criteriosRemovidos.length > 0)
      await tx.delete(criterio).where(
        inArray(
          criterio.id,
          criteriosRemovidos.map((c) => c.id),
        ),
      );

    // What changed, for the audit trail: old and new values of what differs, added and removed rows.
    const criteriosAlterados = existentes.flatMap((c) => {
      const campos = diferencas(criteriosAtuais.get(c.id!)!, {
        codigo: c.codigo,
        titulo: c.titulo,
        descricao: c.descricao,
      });
      return Object.keys(campos).length > 0 ? [{ id: c.id, campos }] : [];
    });
    const indicadoresAlterados = indicadoresExistentes.flatMap((i) => {
      const antes: IndicadorAtual = indicadoresAtuais.get(i.id!)!;
      const ordenadas = (l: number[]) => [...l].sort((a, b) => a - b);
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
    const niveisAlterados = [...niveisMantidos.values()].flatMap((n) => {
      const antes: NivelAtual = niveisAtuais.get(n.id)!;
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
    const mudancas = {
      criterios: {
        adicionados: novosCriterios.map((c) => ({ codigo: c.codigo, titulo: c.titulo })),
        removidos: criteriosRemovidos.map((c) => ({ id: c.id, codigo: c.codigo, titulo: c.titulo })),
        alterados: criteriosAlterados,
      },
      indicadores: {
        adicionados: indicadoresNovos.map((i) => ({
          id: idDoIndicador.get(i.posicao.join('.')),
          codigo: i.codigo,
          titulo: i.titulo,
        })),
        removidos: indicadoresRemovidos.map((i) => ({ id: i.id, codigo: i.codigo, titulo: i.titulo })),
        alterados: indicadoresAlterados,
      },
      niveis: {
        adicionados: niveisNovos.map((n) => ({
          indicador: indicadoresFinais.find((i) => i.posicao.join('.') === n.posicao.join('.'))?.codigo,
          peso: n.peso,
          descricao: n.descricao,
        })),
        removidos: niveisRemovidos.map((n) => ({
          id: n.id,
          indicador: indicadoresAtuais.get(n.indicadorId)?.codigo,
          peso: n.peso,
          descricao: n.descricao,
        })),
        alterados: niveisAlterados,
      },
    };
    const mudou = Object.values(mudancas).some(
      (m) => m.adicionados.length + m.removidos.length + m.alterados.length > 0,
    );

    await tx
      .update(principio)
      .set({ versao: sql`${principio.versao} + 1` })
      .where(eq(principio.id, principioId));
    if (mudou) {
      await novaRevisao(tx, edicaoId);
      // Applicable indicators may have changed: keep the '100% preenchidos' count true. Texts never
      // change them, and a text-only save of an answered edition would otherwise recount every
      // questionnaire of the edition (about a second for 5,000 questionnaires).
      if (!mesmaEstrutura(body, atual)) await sincronizarCompletos(tx, sql`q.edicao_id = ${edicaoId}`);
      await registrarAuditoria(tx, {
        atorId,
        acao: 'guia.estrutura',
        edicaoId,
        detalhes: {
          principio: { id: p.id, codigo: p.codigo },
          versao: [p.versao, p.versao + 1],
          ...mudancas,
        },
      });
    }
    return lerEstruturaDoPrincipio(tx, edicaoId, principioId);
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
