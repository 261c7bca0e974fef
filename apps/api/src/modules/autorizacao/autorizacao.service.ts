import {
  type AceitarSolicitacaoInput,
  type AutorizacaoInput,
  CONSENTIMENTO_AUTORIZACAO,
  LINKS_DELEGACAO,
  MENSAGENS_AUTORIZACAO,
} from '@guia/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import { notificar } from '../notificacao/notificacao.service.ts';
import {
  concessaoDoProdutor,
  concessoesDoProdutor,
  solicitacaoParaDecidir,
  solicitacoesPendentes,
  tecnicoCredenciadoPorCpf,
  unidadesParaConceder,
} from './autorizacao.consultas.ts';
import { revogarAutorizacao } from './revogacao.ts';
import { fimDoUltimoDia, validarConcessao } from './validade.ts';

// The producer's side of delegation (issue 18 §1): he grants, revokes and answers requests; every one
// of those acts goes through the access gate with an owner-only action, so nobody else (not even an
// administrator) gives or takes his consent, and someone else's record answers 404 like a missing one.

const { autorizacao: a, solicitacaoAcesso: s, tecnico: t } = schema;

/** GET Autorizacoes: his grants (newest first) and the requests of accredited technicians waiting for him. */
export async function lerAutorizacoes(db: Database, produtorId: number) {
  const [concessoes, solicitacoes] = await Promise.all([
    concessoesDoProdutor(db, produtorId),
    solicitacoesPendentes(db, produtorId),
  ]);
  return { concessoes, solicitacoes };
}

/** The units of the body are all the caller's (through the gate): any other, or a missing one, 404. */
async function conferirUnidades(db: Database, actor: Actor, objetoIds: number[]): Promise<void> {
  await acessar(db, actor, 'autorizacao.conceder', (d) => unidadesParaConceder(d, objetoIds), {
    naoEncontrado: MENSAGENS_AUTORIZACAO.unidadeNaoEncontrada,
  });
}

/**
 * Writes the grants of one body in the caller's transaction: on each unit, the grant the technician still
 * holds there (live or expired, never revoked) is revoked first (`revogarAutorizacao`: its lock waits for
 * his acts in flight), then the new one is inserted; the technician is told. Answers the new grants' ids.
 */
async function gravarConcessoes(
  tx: Database,
  produtorId: number,
  tecnicoId: number,
  corpo: AceitarSolicitacaoInput,
  ultimoDia: string,
): Promise<number[]> {
  for (const objetoId of corpo.objeto_ids) {
    const [anterior] = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.tecnicoId, tecnicoId), eq(a.objetoId, objetoId), isNull(a.revogadaEm)));
    if (anterior) await revogarAutorizacao(tx, produtorId, anterior.id);
  }
  const { preencher, evidencias, plano, finalizar } = corpo.permissoes;
  const novas = await tx
    .insert(a)
    .values(
      corpo.objeto_ids.map((objetoId) => ({
        produtorId,
        tecnicoId,
        objetoId,
        ver: true,
        preencher,
        evidencias,
        plano,
        finalizar,
        validaAte: fimDoUltimoDia(ultimoDia),
        consentimentoVersao: CONSENTIMENTO_AUTORIZACAO.versao,
      })),
    )
    .returning({ id: a.id });
  const ids = novas.map((n) => n.id);
  await avisarTecnico(tx, produtorId, tecnicoId, ids);
  return ids;
}

/** The technician learns in his notices that a producer opened units to him ('Produtores que atendo'). */
async function avisarTecnico(tx: Database, produtorId: number, tecnicoId: number, ids: number[]) {
  const [produtor] = await tx
    .select({ nome: schema.usuario.nome })
    .from(schema.usuario)
    .where(eq(schema.usuario.id, produtorId));
  const unidades = ids.length === 1 ? 'uma unidade' : `${ids.length} unidades`;
  await notificar(tx, [
    {
      usuarioId: tecnicoId,
      chave: `autorizacao:${ids[0]}`,
      tipo: 'autorizacao',
      titulo: 'Novo acesso de produtor',
      mensagem: `${produtor?.nome ?? 'Um produtor'} autorizou você a acessar ${unidades}.`,
      link: LINKS_DELEGACAO.produtoresQueAtendo,
    },
  ]);
}

/**
 * POST Autorizacoes: the units must be the caller's (404), the consent current and the date in range, the
 * CPF an accredited technician's other than his own (422); then the grants, one per unit, in one transaction
 * with the request's idempotency key.
 */
export async function concederAutorizacoes(
  db: Database,
  actor: Actor,
  corpo: AutorizacaoInput,
  agora: Date,
  confirmar?: AoConfirmar,
): Promise<number[]> {
  await conferirUnidades(db, actor, corpo.objeto_ids);
  const ultimoDia = validarConcessao(corpo, agora);
  const tecnicoId = await tecnicoCredenciadoPorCpf(db, corpo.cpf_tecnico);
  if (tecnicoId === null || tecnicoId === actor.id) {
    const mensagem =
      tecnicoId === null ? MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado : MENSAGENS_AUTORIZACAO.proprioCpf;
    throw new AppError(422, mensagem, 'tecnico_nao_encontrado', { cpf_tecnico: mensagem });
  }
  return db.transaction(async (tx) => {
    const ids = await gravarConcessoes(tx, actor.id, tecnicoId, corpo, ultimoDia);
    await confirmar?.(tx);
    return ids;
  });
}

/** DELETE Autorizacoes/{id}: the producer's own grant (else 404); revoking one already revoked changes nothing. */
export async function revogar(db: Database, actor: Actor, id: number): Promise<void> {
  await acessar(db, actor, 'autorizacao.revogar', (d) => concessaoDoProdutor(d, id), {
    naoEncontrado: MENSAGENS_AUTORIZACAO.autorizacaoNaoEncontrada,
  });
  await revogarAutorizacao(db, actor.id, id);
}

/** A request the caller may answer, locked in `tx`: his (else 404) and still pending (else 409). */
function solicitacaoADecidir(tx: Database, actor: Actor, id: number) {
  return acessar(tx, actor, 'solicitacao.responder', (d) => solicitacaoParaDecidir(d, id), {
    naoEncontrado: MENSAGENS_AUTORIZACAO.solicitacaoNaoEncontrada,
    validar: (pedido) => {
      if (pedido.status !== 'pendente') throw conflict(MENSAGENS_AUTORIZACAO.solicitacaoDecidida);
    },
  });
}

const decidir = (tx: Database, id: number, status: 'aceita' | 'recusada') =>
  tx.update(s).set({ status, decididaEm: sql`clock_timestamp()` }).where(eq(s.id, id));

/**
 * POST Solicitacoes/{id}/Aceitar: the grant the request asked for, on the caller's units, to its technician
 * (409 when he is no longer accredited); the request is then 'aceita', all in one transaction.
 */
export async function aceitarSolicitacao(
  db: Database,
  actor: Actor,
  id: number,
  corpo: AceitarSolicitacaoInput,
  agora: Date,
  confirmar?: AoConfirmar,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const pedido = await solicitacaoADecidir(tx, actor, id);
    await conferirUnidades(tx, actor, corpo.objeto_ids);
    const ultimoDia = validarConcessao(corpo, agora);
    const [tecnico] = await tx
      .select({ status: t.status })
      .from(t)
      .where(eq(t.usuarioId, pedido.tecnicoId))
      .for('share');
    if (tecnico?.status !== 'credenciado') throw conflict(MENSAGENS_AUTORIZACAO.tecnicoInativo);
    const ids = await gravarConcessoes(tx, actor.id, pedido.tecnicoId, corpo, ultimoDia);
    await decidir(tx, id, 'aceita');
    await confirmar?.(tx);
    return ids;
  });
}

/** POST Solicitacoes/{id}/Recusar: the caller's pending request is 'recusada' (the technician is not told). */
export async function recusarSolicitacao(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await solicitacaoADecidir(tx, actor, id);
    await decidir(tx, id, 'recusada');
  });
}
