import type { AdminEstruturaInput } from '@guia/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { type AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { sincronizarCompletos } from '../admin-estatisticas/estatisticas-rollup.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import {
  type EstruturaDoPrincipio,
  lerEstruturaDoPrincipio,
  MENSAGENS_ESTRUTURA,
  mesmaEstrutura,
} from './admin-guia.estrutura.ts';
import {
  apagarCriterios,
  apagarIndicadoresENiveis,
  gravarCriterios,
  gravarIndicadores,
  gravarNiveis,
  planejar,
} from './admin-guia.estrutura-escrita.ts';
import { descreverMudancas, houveMudanca, type Mudancas } from './admin-guia.estrutura-mudancas.ts';
import { MENSAGENS, novaRevisao } from './admin-guia.service.ts';

const { edicao, principio, categoria } = schema;

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
    const p = await travarPrincipio(tx, edicaoId, principioId, versoesAceitas);
    const atual = await lerEstruturaDoPrincipio(tx, edicaoId, principioId);
    const erros = { ...validarIds(body, atual), ...(await validarCategorias(tx, body)) };
    if (Object.keys(erros).length > 0) throw recusar(erros);
    if (atual.estruturaBloqueada && !mesmaEstrutura(body, atual))
      throw conflict(MENSAGENS_ESTRUTURA.bloqueada);

    const plano = planejar(body, atual);
    await apagarIndicadoresENiveis(tx, plano);
    const criterios = await gravarCriterios(tx, principioId, body, atual);
    const indicadores = await gravarIndicadores(tx, p, criterios);
    await gravarNiveis(tx, plano, indicadores.idDoIndicador);
    await apagarCriterios(tx, plano);

    const mudancas = descreverMudancas(atual, plano, criterios, indicadores);
    await registrarNovaVersao(tx, { atorId, edicaoId, principio: p, mudancas }, !mesmaEstrutura(body, atual));
    return lerEstruturaDoPrincipio(tx, edicaoId, principioId);
  });
}

/**
 * Locks the edition row `for update` (a questionnaire start, `for share`, waits) and the principle,
 * and checks the principle's version against the accepted ones.
 */
async function travarPrincipio(
  tx: Database,
  edicaoId: number,
  principioId: number,
  versoesAceitas: readonly number[] | undefined,
) {
  const [ed] = await tx.select({ id: edicao.id }).from(edicao).where(eq(edicao.id, edicaoId)).for('update');
  if (!ed) throw notFound(MENSAGENS.guiaNaoEncontrado);
  const [p] = await tx
    .select({ id: principio.id, codigo: principio.codigo, versao: principio.versao })
    .from(principio)
    .where(sql`${principio.id} = ${principioId} and ${principio.edicaoId} = ${edicaoId}`)
    .for('update');
  if (!p) throw notFound(MENSAGENS.principioNaoEncontrado);
  if (versoesAceitas && !versoesAceitas.includes(p.versao)) throw conflict(MENSAGENS_ESTRUTURA.versaoAntiga);
  return p;
}

/** The principle's next version; when anything changed, the edition's revision, counts and audit row. */
async function registrarNovaVersao(
  tx: Database,
  salvo: {
    atorId: number;
    edicaoId: number;
    principio: { id: number; codigo: number; versao: number };
    mudancas: Mudancas;
  },
  estruturaMudou: boolean,
) {
  const { atorId, edicaoId, principio: p, mudancas } = salvo;
  await tx
    .update(principio)
    .set({ versao: sql`${principio.versao} + 1` })
    .where(eq(principio.id, p.id));
  if (!houveMudanca(mudancas)) return;
  await novaRevisao(tx, edicaoId);
  // Applicable indicators may have changed: keep the '100% preenchidos' count true. Texts never
  // change them, and a text-only save of an answered edition would otherwise recount every
  // questionnaire of the edition (about a second for 5,000 questionnaires).
  if (estruturaMudou) await sincronizarCompletos(tx, sql`q.edicao_id = ${edicaoId}`);
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
