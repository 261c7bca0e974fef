import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { acessar } from '../../access/acessar.ts';
import type { LeituraDeRelatorio } from '../../access/acoes.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { sessaoVivaSelect } from '../../plugins/auth.ts';
import { validadoresSql } from './relatorio.queries.ts';
import { MENSAGENS_RELATORIO, type RelatorioRef } from './relatorio.service.ts';

// The hot read of a report: ONE prepared statement that checks the session, finds the questionnaire
// (or the unit's latest finished one), computes the current validators and returns the stored body
// when it was built from them. Building and storing a body is relatorio.armazenado.ts.

const { questionario, objeto, usuario, edicao } = schema;

/** Which statement: by id, the unit's latest finished (performance), with a group or the history (comparative). */
export type VarianteDaLeitura = 'id' | 'ultimo' | 'grupo' | 'historico';

/** What the read answers; every column null when the session is dead (`role` null). */
export interface LeituraArmazenada {
  role: string | null;
  aceite: boolean | null;
  /** The unit's owner (null: no such unit). */
  donoDaUnidade: number | null;
  /** The questionnaire (null: none at that unit and edition, or none finished for 'ultimo'). */
  questionarioId: number | null;
  finalizado: boolean | null;
  /** The current validators (md5), the report's ETag. */
  validadores: string | null;
  /** The stored body, only when it was built from the current validators and the client lacks it. */
  corpo: string | null;
}

const p = {
  usuario: sql.placeholder('usuarioId'),
  familia: sql.placeholder('familia'),
  questionario: sql.placeholder('questionarioId'),
  objeto: sql.placeholder('objetoId'),
  edicao: sql.placeholder('edicaoId'),
  tipo: sql.placeholder('tipo'),
  seNaoTiver: sql.placeholder('ifNoneMatch'),
};

export function leituraSql(db: Database, variante: VarianteDaLeitura): SQL {
  // The questionnaire by id, or the unit's latest finished one in the edition (named like the
  // table, so that the validators read the same columns either way).
  const questionarioDaLeitura =
    variante === 'ultimo'
      ? sql`left join lateral (select x.* from ${questionario} x where x.objeto_id = ${objeto.id}
          and x.edicao_id = ${p.edicao}::integer and x.finalizado
          order by x.finalizado_em desc, x.id desc limit 1) ${questionario} on true`
      : sql`left join ${questionario} on ${questionario.objetoId} = ${objeto.id}
          and ${questionario.edicaoId} = ${p.edicao}::integer and ${questionario.id} = ${p.questionario}::integer`;
  // Nothing past the session is read for a dead one. The stored body is left out when it is stale,
  // and when If-None-Match already names it (a 304 needs no body).
  return sql`select s.role, s.aceite, ${objeto.usuarioId} as "donoDaUnidade", ${questionario.id} as "questionarioId",
      ${questionario.finalizado} is true and ${questionario.finalizadoEm} is not null as finalizado,
      v.validadores,
      case when ra.validadores = v.validadores and position(v.validadores in ${p.seNaoTiver}::text) = 0
        then ra.corpo end as corpo
    from (select 1) um
    left join lateral (${sessaoVivaSelect(db, p.usuario, p.familia).limit(1)}) s on true
    left join ${objeto} on s.role is not null and ${objeto.id} = ${p.objeto}::integer
    ${questionarioDaLeitura}
    left join ${edicao} on ${edicao.id} = ${questionario.edicaoId}
    left join ${usuario} on ${usuario.id} = ${objeto.usuarioId}
    left join lateral (select ${validadoresSql(variante === 'grupo')} as validadores) v on ${questionario.id} is not null
    left join relatorio_armazenado ra on ra.questionario_id = ${questionario.id} and ra.tipo = ${p.tipo}::text`;
}

type Preparada = { execute: (valores: Record<string, unknown>) => Promise<{ rows: LeituraArmazenada[] }> };

const dialeto = new PgDialect();
const preparadas = new WeakMap<Database, Map<VarianteDaLeitura, Preparada>>();

/** Drizzle prepares only its query builder's statements; this one is raw SQL with laterals. */
function leituraPreparada(db: Database, variante: VarianteDaLeitura): Preparada {
  let porVariante = preparadas.get(db);
  if (!porVariante) {
    porVariante = new Map();
    preparadas.set(db, porVariante);
  }
  let consulta = porVariante.get(variante);
  if (!consulta) {
    consulta = db._.session.prepareQuery(
      dialeto.sqlToQuery(leituraSql(db, variante)),
      undefined,
      `relatorio_ler_${variante}`,
      false,
    ) as unknown as Preparada;
    porVariante.set(variante, consulta);
  }
  return consulta;
}

export interface PedidoDeLeitura {
  sessao: { id: number; familia: string };
  variante: VarianteDaLeitura;
  /** The stored body's kind (`desempenho`, `comparativo:brasil`…). */
  tipo: string;
  /** Format version, kind and settings the body depends on (the `versao` of `validadoresSql`). */
  versao: string;
  objetoId: number;
  edicaoId: number;
  questionarioId?: number;
  /** The comparative group's key, null for the unit's own UF (variant 'grupo'). */
  chave?: string | null;
  ifNoneMatch?: string;
}

/** The hot read: one round trip, session check included. */
export async function lerRelatorioArmazenado(db: Database, pedido: PedidoDeLeitura) {
  const { rows } = await leituraPreparada(db, pedido.variante).execute({
    usuarioId: pedido.sessao.id,
    familia: pedido.sessao.familia,
    questionarioId: pedido.questionarioId ?? null,
    objetoId: pedido.objetoId,
    edicaoId: pedido.edicaoId,
    tipo: pedido.tipo,
    versao: pedido.versao,
    chave: pedido.chave ?? null,
    ifNoneMatch: pedido.ifNoneMatch ?? '',
  });
  return rows[0]!;
}

/** The record the gate decides on: the questionnaire's owner and place, or the unit's for 'ultimo'. */
interface RegistroDaLeitura {
  usuarioId: number;
  objetoId: number;
  edicaoId: number;
  questionarioId: number | null;
  finalizado: boolean;
}

/**
 * The access gate over what the hot read found, with the same answers as `carregarRelatorio`:
 * another user's report is a missing one (404), an open questionnaire has no report, a unit with
 * nothing finished says so only to its reader, and an administrator's read on the owner's behalf
 * writes its audit row (also when the answer is a 304). Returns the finished questionnaire.
 */
export async function acessarLeitura(
  db: Database,
  actor: Actor,
  acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf.baixar'>,
  ref: RelatorioRef,
  lida: LeituraArmazenada,
): Promise<{ questionarioId: number; objetoId: number; edicaoId: number }> {
  const ultimo = ref.questionarioId === undefined;
  const encontrado = ultimo ? lida.donoDaUnidade !== null : lida.questionarioId !== null;
  const registro: RegistroDaLeitura | null =
    encontrado && (ref.userId === undefined || lida.donoDaUnidade === ref.userId)
      ? {
          usuarioId: lida.donoDaUnidade!,
          objetoId: ref.objetoId,
          edicaoId: ref.edicaoId,
          questionarioId: lida.questionarioId,
          finalizado: lida.finalizado === true,
        }
      : null;
  const r = await acessar(db, actor, acao, async () => registro, {
    naoEncontrado: ultimo
      ? MENSAGENS_RELATORIO.unidadeNaoEncontrada
      : MENSAGENS_RELATORIO.questionarioNaoEncontrado,
    validar: (x) => {
      if (ultimo && x.questionarioId === null) throw notFound(MENSAGENS_RELATORIO.semFinalizado);
      if (!x.finalizado) throw notFound(MENSAGENS_RELATORIO.naoFinalizado);
    },
    detalhes: ((x: RegistroDaLeitura) => ({
      edicaoId: x.edicaoId,
      questionarioId: x.questionarioId,
    })) as never,
  });
  return { questionarioId: r.questionarioId!, objetoId: r.objetoId, edicaoId: r.edicaoId };
}
