import { errorResponse, IDEMPOTENCY_KEY_HEADER, idempotencyKey, messageResponse } from '@guia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  type AoConfirmar,
  type ChaveTomada,
  confirmarChave,
  guardarResposta,
  impressaoDe,
  liberarChave,
  limparChaves,
  MENSAGEM_JA_PROCESSADO,
  type ReservaDeChave,
  tomarChave,
} from './idempotencia.service.ts';

/** What a request carrying a key holds while it runs. */
interface ChaveDaRequisicao {
  chave: string;
  reserva?: ReservaDeChave;
  /** Set once the answer was stored or the reservation released. */
  encerrada?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours `Idempotency-Key` (issue 16). `true`: the key is taken before the handler,
     * with a digest of the path parameters and the parsed body. `'fluxo'`: the route reads its
     * body as a stream and takes the key itself once the body is read (`tomarChaveDoFluxo`).
     */
    idempotente?: boolean | 'fluxo';
  }
  interface FastifyRequest {
    /** The request's `Idempotency-Key`, when the route honours it and the request sent one. */
    idempotencia: ChaveDaRequisicao | null;
  }
}

/** The scheduler's name of the purge of old keys. */
export const TAREFA_LIMPEZA_IDEMPOTENCIA = 'idempotencia.limpar';
const LIMPEZA_A_CADA_MS = 60 * 60_000;

/** The answer header of a repeated request (IETF httpapi draft). */
export const CABECALHO_REPETIDA = 'idempotent-replayed';

/** The request's key, validated: null without the header; 400 when it is not a UUID. */
export function chaveDoCabecalho(request: FastifyRequest): string | null {
  const bruto = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (bruto === undefined) return null;
  const lida = idempotencyKey.safeParse(Array.isArray(bruto) ? bruto.join(',') : bruto);
  if (!lida.success) {
    const mensagem = lida.error.issues[0]?.message ?? 'Valor inválido';
    throw badRequest(mensagem, { 'Idempotency-Key': mensagem }, 'validation_error');
  }
  return lida.data;
}

/** The route pattern a key is bound to (`POST /api/Objeto`). */
function rotaDe(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * Takes the request's key for the given body (the parsed body, or a digest of a streamed one) and
 * keeps the reservation on the request, for the act's `aoConfirmar` and the answer's storage.
 * Null when the request carries no key.
 */
export async function tomarChaveDaRequisicao(
  db: Database,
  request: FastifyRequest,
  corpo: unknown,
  agora: Date,
): Promise<ChaveTomada | null> {
  const estado = request.idempotencia;
  if (!estado) return null;
  const rota = rotaDe(request);
  const tomada = await tomarChave(db, {
    usuarioId: currentUser(request).id,
    chave: estado.chave,
    rota,
    impressao: impressaoDe({
      metodo: request.method,
      rota: request.routeOptions.url ?? '',
      params: request.params,
      corpo,
    }),
    agora,
  });
  if (tomada.tipo === 'reservada') estado.reserva = tomada.reserva;
  return tomada;
}

/** Answers a repeated key without acting: the stored answer again, or 'already processed'. */
export function responderSemAgir(reply: FastifyReply, tomada: Exclude<ChaveTomada, { tipo: 'reservada' }>) {
  reply.header(CABECALHO_REPETIDA, 'true');
  if (tomada.tipo === 'processada')
    return reply.code(200).send({ data: null, message: MENSAGEM_JA_PROCESSADO });
  return reply.code(tomada.status).send(tomada.resposta);
}

/**
 * The hook an act calls inside its transaction when the request holds a key: the act and its key
 * commit together. Undefined without a key (the act runs as it always did).
 */
export function aoConfirmar(request: FastifyRequest): AoConfirmar | undefined {
  const reserva = request.idempotencia?.reserva;
  return reserva ? (tx) => confirmarChave(tx, reserva) : undefined;
}

/**
 * Runs a single-statement act in a transaction that also confirms the key, when there is one;
 * without a key, on `db` as before (no transaction added).
 */
export function comConfirmacao<T>(
  db: Database,
  confirmar: AoConfirmar | undefined,
  ato: (tx: Database) => Promise<T>,
): Promise<T> {
  if (!confirmar) return ato(db);
  return db.transaction(async (tx) => {
    const resultado = await ato(tx);
    await confirmar(tx);
    return resultado;
  });
}

/**
 * The answers a route honouring `Idempotency-Key` may give besides its own: 409 (the same key still
 * running), 422 (the same key with another body) and 200 `{ data: null, message }` (the key's act
 * committed but its answer was lost in a crash).
 */
export function respostasIdempotentes<R extends { [status: number]: z.ZodType }>(
  respostas: R,
): RespostasIdempotentes<R> {
  const ok = respostas[200];
  return {
    ...respostas,
    200: ok ? z.union([ok, messageResponse]) : messageResponse,
    409: respostas[409] ?? errorResponse,
    422: errorResponse,
  } as unknown as RespostasIdempotentes<R>;
}

type RespostasIdempotentes<R> = Omit<R, 200 | 409 | 422> & {
  200: R extends { 200: infer T extends z.ZodType }
    ? z.ZodUnion<[T, typeof messageResponse]>
    : typeof messageResponse;
  409: R extends { 409: infer T extends z.ZodType } ? T : typeof errorResponse;
  422: typeof errorResponse;
};

/** One line for a route's description in the API docs. */
export const DESCRICAO_IDEMPOTENTE =
  'Aceita o cabeçalho Idempotency-Key (UUID gerado pelo cliente): repetir a mesma chave com o mesmo corpo devolve a primeira resposta (com Idempotent-Replayed: true) e não muda nada; a mesma chave com outro corpo responde 422; enquanto a primeira requisição não termina, 409 com Retry-After.';

/**
 * `Idempotency-Key` on the routes that declare `config: { idempotente }`: the key read and taken
 * before the handler, the answer stored after it (a 5xx or a thrown error releases the key so a
 * retry can run), and the scheduler's purge of keys older than IDEMPOTENCIA_DIAS + 1 days.
 */
export const idempotenciaPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotencia', null);

    app.addHook('preHandler', async (request, reply) => {
      const modo = request.routeOptions.config?.idempotente;
      if (!modo) return;
      const chave = chaveDoCabecalho(request);
      if (!chave) return;
      request.idempotencia = { chave };
      if (modo === 'fluxo') return;
      const tomada = await tomarChaveDaRequisicao(app.db, request, request.body, app.now());
      if (tomada && tomada.tipo !== 'reservada') return responderSemAgir(reply, tomada);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const estado = request.idempotencia;
      if (!estado?.reserva || estado.encerrada) return payload;
      estado.encerrada = true;
      try {
        if (reply.statusCode >= 500) await liberarChave(app.db, estado.reserva);
        else await guardarResposta(app.db, estado.reserva, reply.statusCode, corpoJson(payload));
      } catch (err) {
        // The answer still goes out; the key stays reserved (a retry waits, then takes it over) or
        // `concluido` without its answer (a retry is told it was processed).
        request.log.error({ err }, 'idempotência: falha ao guardar a resposta');
      }
      return payload;
    });

    // An answer that never reached onSend (the connection dropped first) releases the key.
    app.addHook('onResponse', async (request) => {
      const estado = request.idempotencia;
      if (!estado?.reserva || estado.encerrada) return;
      estado.encerrada = true;
      await liberarChave(app.db, estado.reserva).catch((err: unknown) =>
        request.log.error({ err }, 'idempotência: falha ao liberar a chave'),
      );
    });

    app.scheduler.register({
      name: TAREFA_LIMPEZA_IDEMPOTENCIA,
      everyMs: LIMPEZA_A_CADA_MS,
      async run({ agora, log }) {
        const apagadas = await limparChaves(app.db, agora);
        if (apagadas > 0) log.info({ apagadas }, 'idempotência: chaves antigas apagadas');
      },
    });
  },
  { name: 'idempotencia', dependencies: ['db', 'auth', 'scheduler'] },
);

function corpoJson(payload: unknown): unknown {
  const texto =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (texto === null || texto === '') return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}
