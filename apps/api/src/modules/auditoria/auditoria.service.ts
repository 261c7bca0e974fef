import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** The administrative acts the audit log records. */
export type AcaoAuditada =
  | 'usuario.role'
  | 'usuario.editar'
  | 'usuario.ver'
  | 'objeto.ver'
  | 'objetos.exportar'
  | 'objetos.exportacao.baixar'
  | 'relatorio.desempenho'
  | 'relatorio.comparativo'
  | 'relatorio.completo'
  | 'relatorio.prioridades'
  | 'relatorio.pdf'
  // Editions of the Guia and their structure (modules/admin-guia).
  | 'guia.criar'
  | 'guia.duplicar'
  | 'guia.disponibilizar'
  | 'guia.fechar'
  | 'guia.excluir'
  | 'guia.estrutura'
  | 'guia.nivel'
  | 'guia.indicador'
  | 'guia.evidencia'
  | 'guia.apoio.inserir'
  | 'guia.apoio.excluir'
  // The support-material library and the platform categories (modules/admin-materiais).
  | 'material.tema.criar'
  | 'material.tema.editar'
  | 'material.tema.excluir'
  | 'material.tipo.criar'
  | 'material.tipo.editar'
  | 'material.tipo.excluir'
  | 'material.criar'
  | 'material.editar'
  | 'material.excluir'
  | 'categoria.criar'
  | 'categoria.editar'
  | 'categoria.excluir'
  // Help and onboarding content (modules/faq, modules/conteudo).
  | 'faq.criar'
  | 'faq.editar'
  | 'faq.excluir'
  | 'faq.ordenar'
  | 'faq.pergunta.criar'
  | 'faq.pergunta.editar'
  | 'faq.pergunta.excluir'
  | 'onboarding.criar'
  | 'onboarding.editar'
  | 'onboarding.ordenar'
  | 'onboarding.excluir'
  | 'documento.publicar'
  // Requests for a CPF/CNPJ held by another account (modules/solicitacao-documento).
  | 'solicitacao-documento.listar'
  | 'solicitacao-documento.resolver'
  | 'solicitacao-documento.rejeitar';

export interface AtoAuditado {
  atorId: number;
  acao: AcaoAuditada;
  alvoUsuarioId?: number | null;
  objetoId?: number | null;
  /** The edition the act concerns (acts on the Guia's editions): its history page lists them. */
  edicaoId?: number | null;
  detalhes?: Record<string, unknown>;
}

export const MENSAGEM_AUDITORIA_FALHOU =
  'Não foi possível registrar este acesso no histórico de auditoria. Tente novamente em instantes.';

/**
 * Writes one audit row (the actor's name copied from the account as it is now). Call it inside the
 * act's transaction for a change, and before answering for a read: if the row cannot be written the
 * act is refused (503), never done unrecorded.
 */
export async function registrarAuditoria(db: Pick<Database, 'execute'>, ato: AtoAuditado): Promise<void> {
  let gravadas = 0;
  try {
    const result = await db.execute(sql`
      insert into auditoria (ator_id, ator_nome, acao, alvo_usuario_id, objeto_id, edicao_id, detalhes)
      select u.id, u.nome, ${ato.acao}, ${ato.alvoUsuarioId ?? null}, ${ato.objetoId ?? null},
             ${ato.edicaoId ?? null}, ${JSON.stringify(ato.detalhes ?? {})}::jsonb
        from usuario u where u.id = ${ato.atorId}
      returning id`);
    gravadas = (result as unknown as { rows?: unknown[] }).rows?.length ?? 0;
  } catch (err) {
    throw Object.assign(new AppError(503, MENSAGEM_AUDITORIA_FALHOU, 'audit_unavailable'), { cause: err });
  }
  if (gravadas !== 1) throw new AppError(503, MENSAGEM_AUDITORIA_FALHOU, 'audit_unavailable');
}
