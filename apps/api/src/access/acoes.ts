import type { EventoSobreProdutor, EventosSobreProdutor } from '../modules/auditoria/auditoria.service.ts';
import { canManageAutorizacao } from '../policies/autorizacao.policy.ts';
import { canChangeEvidencia, canReadEvidencia } from '../policies/evidencia.policy.ts';
import { canChangeObjeto, canReadObjeto } from '../policies/objeto.policy.ts';
import { canChangePlano, canReadPlano } from '../policies/plano-acao.policy.ts';
import { canAnswerQuestionario, canReadQuestionario } from '../policies/questionario.policy.ts';
import { canReadRelatorio } from '../policies/relatorio.policy.ts';
import { canReadUsuario } from '../policies/usuario.policy.ts';
import type { Actor, DoProdutor } from './actor.ts';

interface DefinicaoDaAcao {
  /** The pure rule (policies/): may this actor do this to this record? */
  regra: (actor: Actor, registro: DoProdutor) => boolean;
  /**
   * The audit event written when the rule lets in someone other than the owner; null for acts only
   * the owner may do (a non-owner is then refused even if a rule were ever widened: no row, no act).
   */
  evento: EventoSobreProdutor | null;
  /**
   * What a producer's grant must allow for an accredited technician to do this on the unit (issue 18);
   * null: never a technician (the unit's registration, its deletion, the account).
   */
  tecnico: PermissaoDoTecnico | null;
}

/** The permissions a grant gives, one column each in `autorizacao`. */
export type PermissaoDoTecnico = 'ver' | 'preencher' | 'evidencias' | 'plano' | 'finalizar';

/**
 * Every act on a producer's record, one vocabulary for the whole API: its rule and, for reads on
 * the owner's behalf, the audit event it leaves. `acessar` is the only reader of this table.
 */
export const ACOES = {
  'objeto.ler': { regra: canReadObjeto, evento: 'objeto.ver', tecnico: 'ver' },
  'objeto.editar': { regra: canChangeObjeto, evento: null, tecnico: null },
  'objeto.excluir': { regra: canChangeObjeto, evento: null, tecnico: null },
  'questionario.iniciar': { regra: canChangeObjeto, evento: null, tecnico: 'preencher' },
  'questionario.ler': { regra: canReadQuestionario, evento: 'questionario.ver', tecnico: 'ver' },
  'questionario.orientacao': { regra: canAnswerQuestionario, evento: null, tecnico: null },
  'questionario.finalizar': { regra: canAnswerQuestionario, evento: null, tecnico: 'finalizar' },
  'resposta.salvar': { regra: canAnswerQuestionario, evento: null, tecnico: 'preencher' },
  'evidencia.listar': { regra: canReadEvidencia, evento: 'evidencia.listar', tecnico: 'ver' },
  'evidencia.baixar': { regra: canReadEvidencia, evento: 'evidencia.baixar', tecnico: 'evidencias' },
  'evidencia.enviar': { regra: canChangeEvidencia, evento: null, tecnico: 'evidencias' },
  'evidencia.remover': { regra: canChangeEvidencia, evento: null, tecnico: 'evidencias' },
  'relatorio.desempenho.ler': { regra: canReadRelatorio, evento: 'relatorio.desempenho', tecnico: 'ver' },
  'relatorio.completo.ler': { regra: canReadRelatorio, evento: 'relatorio.completo', tecnico: 'ver' },
  'relatorio.prioridades.ler': { regra: canReadRelatorio, evento: 'relatorio.prioridades', tecnico: 'ver' },
  'relatorio.comparativo.ler': { regra: canReadRelatorio, evento: 'relatorio.comparativo', tecnico: 'ver' },
  'relatorio.pdf.baixar': { regra: canReadRelatorio, evento: 'relatorio.pdf', tecnico: 'ver' },
  'usuario.ler': { regra: canReadUsuario, evento: 'usuario.ver', tecnico: null },
  'plano.ler': { regra: canReadPlano, evento: 'plano.ver', tecnico: 'plano' },
  'plano.pdf.baixar': { regra: canReadPlano, evento: 'plano.pdf', tecnico: 'plano' },
  'plano.arquivo.baixar': { regra: canReadPlano, evento: 'plano.arquivo', tecnico: 'plano' },
  'plano.criar': { regra: canChangePlano, evento: null, tecnico: 'plano' },
  'plano.item.editar': { regra: canChangePlano, evento: null, tecnico: 'plano' },
  'plano.item.registrar': { regra: canChangePlano, evento: null, tecnico: 'plano' },
  'plano.item.remover': { regra: canChangePlano, evento: null, tecnico: 'plano' },
  // The producer's consent (issue 18 §1): a unit granted, a grant revoked, a technician's request answered.
  'autorizacao.conceder': { regra: canManageAutorizacao, evento: null, tecnico: null },
  'autorizacao.revogar': { regra: canManageAutorizacao, evento: null, tecnico: null },
  'solicitacao.responder': { regra: canManageAutorizacao, evento: null, tecnico: null },
} as const satisfies Record<string, DefinicaoDaAcao>;

export type AcaoDeAcesso = keyof typeof ACOES;

/** The reads of a report, one per report screen. */
export type LeituraDeRelatorio = Extract<AcaoDeAcesso, `relatorio.${string}`>;

/** The typed audit details an action's event carries (never for owner-only acts). */
export type DetalhesDe<A extends AcaoDeAcesso> = (typeof ACOES)[A]['evento'] extends infer E
  ? E extends EventoSobreProdutor
    ? EventosSobreProdutor[E]
    : never
  : never;
