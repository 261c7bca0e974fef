import type { Database } from '../../db/client.ts';
import type { Actor } from '../../policies/objeto.policy.ts';
import { readsOnBehalfOfOwner } from '../../policies/relatorio.policy.ts';
import { type AcaoAuditada, registrarAuditoria } from '../auditoria/auditoria.service.ts';
import type { Cabecalho } from './relatorio.service.ts';

/** The audited report reads: one action per report, one for every PDF. */
export type LeituraDeRelatorio = Extract<AcaoAuditada, `relatorio.${string}`>;

/** Which PDF an administrator opened (`detalhes.pdf` of a 'relatorio.pdf' row). */
export type PdfAuditado =
  | 'comprovante'
  | 'desempenho'
  | 'relatorio'
  | 'completo'
  | 'prioridades'
  | 'comparativo';

/**
 * Records an administrator's read of another user's report, before it is answered: if the row
 * cannot be written the report is refused (503 from `registrarAuditoria`). The owner reading their
 * own report writes nothing.
 */
export async function auditarLeituraDoRelatorio(
  db: Pick<Database, 'execute'>,
  actor: Actor,
  cabecalho: Pick<Cabecalho, 'usuarioId' | 'objetoId' | 'edicaoId' | 'questionarioId'>,
  leitura:
    | { acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf'> }
    | { acao: 'relatorio.pdf'; pdf: PdfAuditado },
): Promise<void> {
  if (!readsOnBehalfOfOwner(actor, cabecalho)) return;
  await registrarAuditoria(db, {
    atorId: actor.id,
    acao: leitura.acao,
    alvoUsuarioId: cabecalho.usuarioId,
    objetoId: cabecalho.objetoId,
    detalhes: {
      edicaoId: cabecalho.edicaoId,
      questionarioId: cabecalho.questionarioId,
      ...(leitura.acao === 'relatorio.pdf' ? { pdf: leitura.pdf } : {}),
    },
  });
}
