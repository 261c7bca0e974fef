import type { Role, StatusTecnico } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { AppError } from '../../errors.ts';

/** Which PDF an administrator opened (`detalhes.pdf` of a 'relatorio.pdf' row). */
export type PdfAuditado =
  | 'comprovante'
  | 'desempenho'
  | 'relatorio'
  | 'completo'
  | 'prioridades'
  | 'comparativo';

/** The finished questionnaire a report read is about. */
interface DoQuestionario {
  edicaoId: number;
  questionarioId: number;
}

/**
 * What a producer's data the audit log records, with the facts each event carries (its `detalhes`),
 * typed per event: the reads and changes of a producer's records go through the access gate
 * (`access/acessar.ts`), the account acts and exports through their services.
 */
export interface EventosSobreProdutor {
  'usuario.ver': Record<string, never>;
  'usuario.role': { de: Role; para: Role };
  'usuario.editar': { campos: string[] };
  'objeto.ver': Record<string, never>;
  'questionario.ver': DoQuestionario;
  'evidencia.listar': { questionarioId: number };
  'evidencia.baixar': { questionarioId: number; evidenciaId: number };
  'relatorio.desempenho': DoQuestionario;
  'relatorio.comparativo': DoQuestionario;
  'relatorio.completo': DoQuestionario;
  'relatorio.prioridades': DoQuestionario;
  'relatorio.pdf': DoQuestionario & { pdf: PdfAuditado };
  /** The unit's plans, or (with `questionarioId`) the plan that questionnaire judged. */
  'plano.ver': { questionarioId?: number };
  'plano.pdf': { planoId: number };
  'plano.arquivo': { planoId: number; itemId: number; registroId: number };
  'objetos.exportar': { exportacaoId: number; filtros: Record<string, unknown> };
  'objetos.exportacao.baixar': { exportacaoId: number };
}

/**
 * The administrators' decisions on a technician's accreditation (issue 18 §1), `alvoUsuarioId` the
 * technician: the status he had before, and on a suspension how many grants stopped letting him in.
 */
export interface EventosDoCredenciamento {
  'credenciamento.credenciar': { de: StatusTecnico };
  'credenciamento.suspender': { de: StatusTecnico; autorizacoesAtivas: number };
}

export type EventoDoCredenciamento = keyof EventosDoCredenciamento;

/** The administrative acts on the programme's own content (editions, library, help, terms). */
export type AcaoSobreConteudo =
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

export type EventoSobreProdutor = keyof EventosSobreProdutor;

/**
 * An accredited technician's act on a unit under a producer's grant (issue 18): `tecnico.` and the gate's
 * action ('tecnico.resposta.salvar'), every one of them, reads and writes.
 */
export type AcaoDoTecnico = `tecnico.${string}`;

/** The administrative acts the audit log records. */
export type AcaoAuditada = EventoSobreProdutor | AcaoSobreConteudo | AcaoDoTecnico | EventoDoCredenciamento;

/** Whom and what an act concerns. */
interface AlvoDoAto {
  atorId: number;
  alvoUsuarioId?: number | null;
  objetoId?: number | null;
  /** The edition the act concerns (acts on the Guia's editions): its history page lists them. */
  edicaoId?: number | null;
}

/** One audited act: an event about a producer with its typed facts, or a content edit. */
export type AtoAuditado = AlvoDoAto &
  (
    | {
        [A in EventoSobreProdutor]: { acao: A } & DetalhesOpcionais<EventosSobreProdutor[A]>;
      }[EventoSobreProdutor]
    | {
        [A in EventoDoCredenciamento]: { acao: A; detalhes: EventosDoCredenciamento[A] };
      }[EventoDoCredenciamento]
    | { acao: AcaoSobreConteudo; detalhes?: Record<string, unknown> }
    | { acao: AcaoDoTecnico; detalhes: { autorizacaoId: number } & Record<string, unknown> }
  );

/** An event without facts may leave `detalhes` out. */
type DetalhesOpcionais<D> = D extends Record<string, never> ? { detalhes?: D } : { detalhes: D };

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
    const escritas = await linhas(
      db,
      sql`
      insert into auditoria (ator_id, ator_nome, acao, alvo_usuario_id, objeto_id, edicao_id, detalhes)
      select u.id, u.nome, ${ato.acao}, ${ato.alvoUsuarioId ?? null}, ${ato.objetoId ?? null},
             ${ato.edicaoId ?? null}, ${JSON.stringify(ato.detalhes ?? {})}::jsonb
        from usuario u where u.id = ${ato.atorId}
      returning id`,
    );
    gravadas = escritas.length;
  } catch (err) {
    throw Object.assign(new AppError(503, MENSAGEM_AUDITORIA_FALHOU, 'audit_unavailable'), { cause: err });
  }
  if (gravadas !== 1) throw new AppError(503, MENSAGEM_AUDITORIA_FALHOU, 'audit_unavailable');
}
