import {
  type CredenciamentoInput,
  LINKS_DELEGACAO,
  MENSAGENS_TECNICO,
  type SolicitacaoTecnicoInput,
} from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import { type RateLimiter, TOO_MANY_MESSAGE } from '../../plugins/rate-limit.ts';
import { notificar } from '../notificacao/notificacao.service.ts';
import type { CredenciamentoCarregado } from './tecnico.consultas.ts';

// The technician's side of delegation (issue 18 §1): he asks to be accredited, and once accredited asks
// producers for access; only the producer grants.

const { tecnico: t, usuario: u } = schema;

/** Requests one technician may send in an hour (besides the per-address limit of every sensitive call). */
export const SOLICITACOES_POR_HORA = 20;
/** After a producer refuses, the same technician's new requests to him are dropped this long (silently). */
export const DIAS_APOS_RECUSA = 30;

/**
 * POST Tecnico/Credenciamento: a new request (created: true) or the pending one updated. Accredited or
 * suspended: 409. An account without a CPF cannot ask (422): producers find technicians by it.
 */
export async function pedirCredenciamento(
  db: Database,
  usuarioId: number,
  corpo: CredenciamentoInput,
): Promise<{ criado: boolean; linha: CredenciamentoCarregado }> {
  const campos = {
    instituicao: corpo.instituicao,
    registroProfissional: corpo.registro_profissional,
    uf: corpo.uf,
  };
  return db.transaction(async (tx) => {
    const [atual] = await tx
      .select({ status: t.status })
      .from(t)
      .where(eq(t.usuarioId, usuarioId))
      .for('update');
    if (atual?.status === 'credenciado') throw conflict(MENSAGENS_TECNICO.jaCredenciado);
    if (atual?.status === 'suspenso') throw conflict(MENSAGENS_TECNICO.suspenso);
    if (atual) {
      const [linha] = await tx.update(t).set(campos).where(eq(t.usuarioId, usuarioId)).returning();
      return { criado: false, linha: linha! };
    }
    const [conta] = await tx.select({ cpf: u.cpf }).from(u).where(eq(u.id, usuarioId));
    if (!conta?.cpf) throw new AppError(422, MENSAGENS_TECNICO.semCpf, 'cpf_ausente');
    const [linha] = await tx
      .insert(t)
      .values({ usuarioId, ...campos })
      .onConflictDoNothing()
      .returning();
    // Another request of his committed between the read and the insert: the same as asking twice at once.
    if (!linha) throw conflict(MENSAGENS_TECNICO.pedidoAtualizado);
    return { criado: true, linha };
  });
}

/**
 * POST Tecnico/Solicitacoes: only an accredited technician (403), limited per address and per technician.
 * The same work whatever the CPF: one statement stores the request when the CPF is another account's (a
 * pending one to the same producer is refreshed; none while he refused this technician in the last
 * DIAS_APOS_RECUSA days), and the producer is notified once per request. The caller learns nothing either way.
 */
export async function pedirAcesso(
  db: Database,
  limiter: RateLimiter,
  tecnicoId: number,
  ip: string,
  corpo: SolicitacaoTecnicoInput,
): Promise<void> {
  const [tecnico] = await db
    .select({ status: t.status, instituicao: t.instituicao, nome: u.nome })
    .from(t)
    .innerJoin(u, eq(u.id, t.usuarioId))
    .where(eq(t.usuarioId, tecnicoId));
  if (tecnico?.status !== 'credenciado') throw forbidden(MENSAGENS_TECNICO.soCredenciados);
  await limiter.hitAddress('tecnico-solicitacao', ip);
  await limiter.hit(`tecnico-solicitacao:${tecnicoId}`, SOLICITACOES_POR_HORA, TOO_MANY_MESSAGE, 3600);
  await db.transaction(async (tx) => {
    const [pedido] = await linhas<{ id: number; produtor_id: number }>(
      tx,
      sql`insert into solicitacao_acesso (tecnico_id, produtor_id, mensagem)
          select ${tecnicoId}, p.id, ${corpo.mensagem} from usuario p
           where p.cpf = ${corpo.cpf_produtor} and p.id <> ${tecnicoId}
             and not exists (
               select 1 from solicitacao_acesso r
                where r.tecnico_id = ${tecnicoId} and r.produtor_id = p.id and r.status = 'recusada'
                  and r.decidida_em > now() - make_interval(days => ${DIAS_APOS_RECUSA}))
          on conflict (tecnico_id, produtor_id) where status = 'pendente'
            do update set mensagem = excluded.mensagem, criada_em = now()
          returning id, produtor_id`,
    );
    // A refreshed request keeps its notice (one per request: `chave`).
    if (!pedido) return;
    await notificar(tx, [
      {
        usuarioId: pedido.produtor_id,
        chave: `solicitacao-acesso:${pedido.id}`,
        tipo: 'solicitacao_acesso',
        titulo: 'Pedido de acesso de um técnico',
        mensagem: `${tecnico.nome} (técnico, ${tecnico.instituicao}) pede acesso às suas unidades para ajudar na autoavaliação. Só você decide: responda em Autorizações.`,
        link: LINKS_DELEGACAO.autorizacoes,
      },
    ]);
  });
}
