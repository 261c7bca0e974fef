import { MENSAGEM_CONFLITO_RESPOSTA, type RespostaInput, type RespostaSalva } from '@guia/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acessar } from '../../access/acessar.ts';
import { type Database, schema } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { confirmarSessao } from '../../plugins/auth.ts';
import {
  chaveEmAndamento,
  chaveReusada,
  impressaoDe,
  lerChave,
} from '../idempotencia/idempotencia.service.ts';
import { loteDeRespostas } from './lote-respostas.ts';
import { MENSAGENS } from './questionario.service.ts';
import type { LinhaResposta } from './resposta.sql.ts';

/** The route a key of an answer save belongs to (kept with the key). */
export const ROTA_RESPOSTA = 'POST /api/Guia/Resposta';

export const MENSAGEM_GUIA_ENCERRADO =
  'Este Guia foi encerrado e não recebe mais respostas. Suas respostas anteriores estão guardadas.';

/** What a save answers: the body's data and message (a repeat answers the first one again). */
export interface RespostaDoSalvar {
  data: RespostaSalva;
  message: string;
}

/** The digest of a save's request (its normalized body), compared when a key comes again. */
export function impressaoDaResposta(input: RespostaInput): string {
  return impressaoDe({
    metodo: 'POST',
    rota: '/api/Guia/Resposta',
    corpo: { ...input, percentual: input.percentual ?? null },
  });
}

const conflitoResposta = (servidor: {
  nivel_id: number | null;
  percentual: number | null;
  versao: number | null;
}) => new AppError(409, MENSAGEM_CONFLITO_RESPOSTA, 'conflito_resposta', undefined, undefined, { servidor });

/** The earlier answer to the same key: the same request gets it again, another one is refused. */
function repetir(anterior: NonNullable<LinhaResposta['anterior']>, impressao: string): RespostaDoSalvar {
  if (anterior.impressao !== impressao) throw chaveReusada();
  if (anterior.estado !== 'concluido' || !anterior.resposta) throw chaveEmAndamento();
  const corpo = anterior.resposta as RespostaDoSalvar;
  return { data: { ...corpo.data, replay: true }, message: corpo.message };
}

/** A concurrent save changed the answer between the read and the write: say what the server has. */
async function perdeuACorrida(db: Database, usuarioId: number, input: RespostaInput, chave: string | null) {
  if (chave) {
    await db
      .delete(schema.idempotencia)
      .where(and(eq(schema.idempotencia.usuarioId, usuarioId), eq(schema.idempotencia.chave, chave)));
  }
  const [atual] = await db
    .select({
      nivel_id: schema.resposta.nivelId,
      percentual: schema.resposta.percentual,
      versao: sql<number>`${schema.resposta.versao}::float8`,
    })
    .from(schema.resposta)
    .where(
      and(
        eq(schema.resposta.questionarioId, input.questionario_id),
        eq(schema.resposta.indicadorId, input.indicador_id),
      ),
    );
  return conflitoResposta(atual ?? { nivel_id: null, percentual: null, versao: null });
}

/**
 * Saves (or, with nivel_id null, clears) the answer to one indicator of the caller's open
 * questionnaire: ONE round trip, the session check included (the route is `sessaoNaConsulta`), shared
 * under load with the saves that arrive meanwhile (`LoteDeRespostas`). The statement writes only when every check passes; the checks it read decide the error, in the
 * module's order: 401/403 (session), the key's earlier use (replay or 422), 404 (another user's is
 * missing), 409 (finished, closed edition, conflicting version), then the 400s.
 */
export async function responder(
  db: Database,
  request: FastifyRequest,
  input: RespostaInput,
  chave: string | null,
): Promise<RespostaDoSalvar> {
  const sessao = request.sessaoAdiada!;
  const impressao = chave ? impressaoDaResposta(input) : null;
  const row = await loteDeRespostas(db, ROTA_RESPOSTA).salvar({
    usuario: sessao.id,
    familia: sessao.familia,
    questionario: input.questionario_id,
    objeto: input.objeto_id,
    edicao: input.guia_id,
    indicador: input.indicador_id,
    nivel: input.nivel_id,
    percentual: input.percentual ?? null,
    chave,
    impressao,
    informada: input.versao_base !== undefined,
    versao_base: input.versao_base ?? null,
  });
  const actor = confirmarSessao(request, row);
  if (row.anterior && impressao) return repetir(row.anterior, impressao);
  // The statement let a technician's save through (his grant checked and locked in it, the audit row written
  // by it): nothing left to decide. Any other refusal, his included, is decided by the gate as for anyone.
  const peloTecnico = row.aberto && row.usuarioId !== null && row.usuarioId !== actor.id;
  if (!peloTecnico)
    await acessar(
      db,
      actor,
      'resposta.salvar',
      async () =>
        row.usuarioId === null ? undefined : { ...row, usuarioId: row.usuarioId, objetoId: input.objeto_id },
      {
        naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
        auditadoPeloAto: true,
        validar: (q) => {
          if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
          if (!q.disponivel) throw conflict(MENSAGEM_GUIA_ENCERRADO);
        },
      },
    );
  if (!row.indicadorAplica) {
    throw badRequest(MENSAGENS.indicadorNaoAplicavel, { indicador_id: MENSAGENS.indicadorNaoAplicavel });
  }
  if (input.nivel_id !== null && row.nivelIndicadorId !== input.indicador_id) {
    throw badRequest(MENSAGENS.nivelDeOutroIndicador, { nivel_id: MENSAGENS.nivelDeOutroIndicador });
  }
  if (row.conflito) {
    throw conflitoResposta({
      nivel_id: row.atualNivel,
      percentual: row.atualPercentual,
      versao: row.atualVersao,
    });
  }
  // Every check passed as read, yet nothing went ahead: the questionnaire was finished meanwhile.
  if (!row.aberto) throw conflict(MENSAGENS.jaFinalizado);
  if (chave && impressao && !row.chaveGravada) {
    // Another request with the same key recorded it first (this one waited for it, then wrote nothing).
    const anterior = await lerChave(db, actor.id, chave);
    if (anterior) return repetir(anterior, impressao);
  }
  if (row.mudou && row.escritas === 0) throw await perdeuACorrida(db, actor.id, input, chave);
  const limpa = input.nivel_id === null;
  return {
    data: {
      questionario_id: input.questionario_id,
      indicador_id: input.indicador_id,
      nivel_id: input.nivel_id,
      peso: limpa ? null : row.peso,
      percentual: limpa ? null : row.percentual,
      versao: limpa ? null : row.mudou ? row.versaoNova : row.atualVersao,
    },
    message: limpa ? 'Resposta removida' : 'Resposta salva',
  };
}
