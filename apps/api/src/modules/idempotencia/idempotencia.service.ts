import { createHash } from 'node:crypto';
import { IDEMPOTENCIA_DIAS, MENSAGENS_IDEMPOTENCIA } from '@guia/shared';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/*
 * Idempotent writes (issue 16, IETF httpapi Idempotency-Key draft). A request with a key first
 * reserves it (`em_andamento`, in its own statement), then runs its act; the act's own transaction
 * marks the key `concluido` (`confirmarChave`), so the act and its key commit together and a crash
 * after the commit can never run the act again; the answer is stored right after (`guardarResposta`).
 * The reservation's `criado_em` is its token: a stale reservation taken over by a later request gets
 * a new one, and the first request can then neither confirm (its act rolls back) nor store.
 */

const { idempotencia } = schema;

/** A reservation left `em_andamento` this long died before its act committed: a later request may take it over. */
export const RESERVA_ABANDONADA_MS = 10 * 60_000;

/** The answer to a key whose act committed but whose answer was never stored (a crash in between). */
export const MENSAGEM_JA_PROCESSADO = 'Este envio já foi processado.';

/** The hook an act runs inside its own transaction: its idempotency key commits with it. */
export type AoConfirmar = (tx: Database) => Promise<void>;

/** A key this request holds: who, which key, and the token of the reservation. */
export interface ReservaDeChave {
  usuarioId: number;
  chave: string;
  /** The reservation's `criado_em`, compared on every later write of the row. */
  em: Date;
}

/** What taking a key gives: run the act, answer the stored answer again, or say it was done. */
export type ChaveTomada =
  | { tipo: 'reservada'; reserva: ReservaDeChave }
  | { tipo: 'repetida'; status: number; resposta: unknown }
  | { tipo: 'processada' };

/** JSON with the keys of every object sorted, so that two equal requests give the same text. */
export function jsonCanonico(valor: unknown): string {
  return JSON.stringify(ordenar(valor)) ?? 'null';
}

function ordenar(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(ordenar);
  if (valor instanceof Date) return valor.toISOString();
  if (valor && typeof valor === 'object') {
    const entradas = Object.entries(valor as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entradas.map(([k, v]) => [k, ordenar(v)]));
  }
  return valor;
}

/** What a request is, for its key: method, route pattern, path parameters and body (or the body's digest). */
export interface Requisicao {
  metodo: string;
  rota: string;
  params?: unknown;
  corpo?: unknown;
}

/** sha256 (hex) of the canonical request: the same intended write gives the same digest. */
export function impressaoDe(req: Requisicao): string {
  const texto = jsonCanonico({
    metodo: req.metodo.toUpperCase(),
    rota: req.rota,
    params: req.params ?? null,
    corpo: req.corpo ?? null,
  });
  return createHash('sha256').update(texto).digest('hex');
}

/**
 * A streamed body that digests its bytes as they are read (an upload cannot be read twice): the
 * digest is the raw bytes', known once the body was read whole.
 */
export function resumirAoLer(corpo: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  async function* lendo() {
    for await (const pedaco of corpo) {
      hash.update(pedaco);
      yield pedaco;
    }
  }
  return { corpo: lendo(), resumo: () => hash.copy().digest('hex') };
}

export const chaveReusada = () => new AppError(422, MENSAGENS_IDEMPOTENCIA.chaveReusada, 'chave_reusada');
export const chaveEmAndamento = () =>
  new AppError(409, MENSAGENS_IDEMPOTENCIA.emAndamento, 'em_andamento', undefined, { 'retry-after': '1' });

/** The stored row of a user's key, or null. */
export async function lerChave(db: Database, usuarioId: number, chave: string) {
  const [row] = await db
    .select({
      rota: idempotencia.rota,
      impressao: idempotencia.impressao,
      estado: idempotencia.estado,
      status: idempotencia.status,
      resposta: idempotencia.resposta,
      criadoEm: idempotencia.criadoEm,
    })
    .from(idempotencia)
    .where(and(eq(idempotencia.usuarioId, usuarioId), eq(idempotencia.chave, chave)));
  return row ?? null;
}

/**
 * Takes a user's key for a request with digest `impressao`: a new key (or a stale reservation) is
 * reserved; a finished one with the same digest answers what it answered; another digest is 422;
 * a reservation still running is 409 with `Retry-After: 1`.
 */
export async function tomarChave(
  db: Database,
  pedido: { usuarioId: number; chave: string; rota: string; impressao: string; agora: Date },
): Promise<ChaveTomada> {
  const { usuarioId, chave, agora } = pedido;
  // A row may vanish (purged, or released by a failed first request) or be taken over between two
  // statements: a few passes settle it.
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const [nova] = await db
      .insert(idempotencia)
      .values({
        usuarioId,
        chave,
        rota: pedido.rota,
        impressao: pedido.impressao,
        estado: 'em_andamento',
        criadoEm: agora,
      })
      .onConflictDoNothing()
      .returning({ em: idempotencia.criadoEm });
    if (nova) return { tipo: 'reservada', reserva: { usuarioId, chave, em: nova.em } };
    const row = await lerChave(db, usuarioId, chave);
    if (!row) continue;
    if (row.impressao !== pedido.impressao) throw chaveReusada();
    if (row.estado === 'concluido') {
      if (row.status !== null) return { tipo: 'repetida', status: row.status, resposta: row.resposta };
      // Committed, its answer not stored yet: the first request is still sending it (a concurrent
      // repeat waits and gets it); only a key left so past the abandon delay lost it in a crash.
      if (agora.getTime() - row.criadoEm.getTime() < RESERVA_ABANDONADA_MS) throw chaveEmAndamento();
      return { tipo: 'processada' };
    }
    if (agora.getTime() - row.criadoEm.getTime() < RESERVA_ABANDONADA_MS) throw chaveEmAndamento();
    const [tomada] = await db
      .update(idempotencia)
      .set({ criadoEm: agora })
      .where(doTitular({ usuarioId, chave, em: row.criadoEm }, 'em_andamento'))
      .returning({ em: idempotencia.criadoEm });
    if (tomada) return { tipo: 'reservada', reserva: { usuarioId, chave, em: tomada.em } };
  }
  throw chaveEmAndamento();
}

function doTitular(reserva: ReservaDeChave, estado?: 'em_andamento' | 'concluido') {
  return and(
    eq(idempotencia.usuarioId, reserva.usuarioId),
    eq(idempotencia.chave, reserva.chave),
    eq(idempotencia.criadoEm, reserva.em),
    estado ? eq(idempotencia.estado, estado) : undefined,
  );
}

/**
 * Marks the key `concluido` inside the act's transaction, so the act and its key commit together.
 * A reservation this request no longer holds (taken over after it went stale) refuses the act:
 * the throw rolls the transaction back, so the act runs once.
 */
export async function confirmarChave(tx: Database, reserva: ReservaDeChave): Promise<void> {
  const [feita] = await tx
    .update(idempotencia)
    .set({ estado: 'concluido' })
    .where(doTitular(reserva, 'em_andamento'))
    .returning({ chave: idempotencia.chave });
  if (!feita) throw chaveEmAndamento();
}

/** Stores the answer of the key's first request (a success or a 4xx refusal): a repeat answers it again. */
export async function guardarResposta(
  db: Database,
  reserva: ReservaDeChave,
  status: number,
  resposta: unknown,
): Promise<void> {
  await db.update(idempotencia).set({ estado: 'concluido', status, resposta }).where(doTitular(reserva));
}

/**
 * Releases a reservation whose act did not commit (a 5xx or a thrown error), so a retry can run it.
 * A key the act already confirmed stays: its act must never run again.
 */
export async function liberarChave(db: Database, reserva: ReservaDeChave): Promise<void> {
  await db.delete(idempotencia).where(doTitular(reserva, 'em_andamento'));
  // The act committed before the failure: a repeat is told so at once ('já foi processado').
  await db
    .update(idempotencia)
    .set({ status: 200, resposta: { data: null, message: MENSAGEM_JA_PROCESSADO } })
    .where(and(doTitular(reserva, 'concluido'), isNull(idempotencia.status)));
}

/** Deletes the keys older than IDEMPOTENCIA_DIAS + 1 days; answers how many. */
export async function limparChaves(db: Database, agora: Date): Promise<number> {
  const limite = new Date(agora.getTime() - (IDEMPOTENCIA_DIAS + 1) * 24 * 3600_000);
  const apagadas = await db
    .delete(idempotencia)
    .where(lt(idempotencia.criadoEm, limite))
    .returning({ chave: idempotencia.chave });
  return apagadas.length;
}
