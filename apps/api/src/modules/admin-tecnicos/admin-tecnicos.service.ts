import { LINKS_DELEGACAO, MENSAGENS_ADMIN_TECNICO, type StatusTecnico } from '@guia/shared';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { suspenderTecnico } from '../autorizacao/revogacao.ts';
import { notificar } from '../notificacao/notificacao.service.ts';

// The administrators' decisions on a technician (issue 18 §1): accredit, suspend. Each one locks his row
// first, is audited in its own transaction (no row, no act) and tells him in his notices.

const { tecnico: t, autorizacao: a } = schema;

/** His row locked until the decision commits (a suspension waits for his acts in flight: concessao.ts). */
async function tecnicoParaDecidir(tx: Database, usuarioId: number) {
  const [linha] = await tx
    .select({ status: t.status })
    .from(t)
    .where(eq(t.usuarioId, usuarioId))
    .for('update');
  if (!linha) throw notFound(MENSAGENS_ADMIN_TECNICO.naoEncontrado);
  return linha.status as StatusTecnico;
}

async function avisar(
  tx: Database,
  usuarioId: number,
  status: StatusTecnico,
  titulo: string,
  mensagem: string,
) {
  // One notice per decision: the decision's time (to the microsecond) names it.
  const [linha] = await tx
    .select({ decidido: sql<string>`${t.decididoEm}::text` })
    .from(t)
    .where(eq(t.usuarioId, usuarioId));
  await notificar(tx, [
    {
      usuarioId,
      chave: `credenciamento:${status}:${linha?.decidido}`,
      tipo: 'credenciamento',
      titulo,
      mensagem,
      link: LINKS_DELEGACAO.credenciamento,
    },
  ]);
}

/**
 * POST Admin/Tecnicos/{id}/Credenciar: a pending or suspended technician becomes accredited (the grants a
 * suspension stopped and that are still within their date let him in again). Already accredited: unchanged.
 */
export async function credenciar(db: Database, adminId: number, usuarioId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const de = await tecnicoParaDecidir(tx, usuarioId);
    if (de === 'credenciado') return false;
    await tx
      .update(t)
      .set({ status: 'credenciado', decididoEm: sql`clock_timestamp()`, decididoPor: adminId })
      .where(eq(t.usuarioId, usuarioId));
    await registrarAuditoria(tx, {
      atorId: adminId,
      acao: 'credenciamento.credenciar',
      alvoUsuarioId: usuarioId,
      detalhes: { de },
    });
    await avisar(
      tx,
      usuarioId,
      'credenciado',
      'Credenciamento aprovado',
      'Você agora é um técnico credenciado: os produtores podem autorizar o seu acesso pelo seu CPF.',
    );
    return true;
  });
}

/**
 * POST Admin/Tecnicos/{id}/Suspender: `suspenderTecnico` stops every grant he holds at once (a pending request
 * may be suspended too: refused). Already suspended: unchanged. The audit row counts the grants stopped.
 */
export async function suspender(db: Database, adminId: number, usuarioId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const de = await tecnicoParaDecidir(tx, usuarioId);
    if (de === 'suspenso') return false;
    const [vivas] = await tx
      .select({ total: count() })
      .from(a)
      .where(and(eq(a.tecnicoId, usuarioId), isNull(a.revogadaEm), gt(a.validaAte, sql`now()`)));
    await suspenderTecnico(tx, usuarioId, adminId);
    await registrarAuditoria(tx, {
      atorId: adminId,
      acao: 'credenciamento.suspender',
      alvoUsuarioId: usuarioId,
      detalhes: { de, autorizacoesAtivas: de === 'credenciado' ? (vivas?.total ?? 0) : 0 },
    });
    await avisar(
      tx,
      usuarioId,
      'suspenso',
      'Credenciamento suspenso',
      'A administração do programa suspendeu o seu credenciamento de técnico: as autorizações dos produtores deixaram de valer.',
    );
    return true;
  });
}
