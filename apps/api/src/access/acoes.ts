import type { EventoSobreProdutor, EventosSobreProdutor } from '../modules/auditoria/auditoria.service.ts';
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
}

/**
 * Every act on a producer's record, one vocabulary for the whole API: its rule and, for reads on
 * the owner's behalf, the audit event it leaves. `acessar` is the only reader of this table.
 */
export const ACOES = {
  'objeto.ler': { regra: canReadObjeto, evento: 'objeto.ver' },
  'objeto.editar': { regra: canChangeObjeto, evento: null },
  'objeto.excluir': { regra: canChangeObjeto, evento: null },
  'questionario.iniciar': { regra: canChangeObjeto, evento: null },
  'questionario.ler': { regra: canReadQuestionario, evento: 'questionario.ver' },
  'questionario.orientacao': { regra: canAnswerQuestionario, evento: null },
  'questionario.finalizar': { regra: canAnswerQuestionario, evento: null },
  'resposta.salvar': { regra: canAnswerQuestionario, evento: null },
  'evidencia.listar': { regra: canReadEvidencia, evento: 'evidencia.listar' },
  'evidencia.baixar': { regra: canReadEvidencia, evento: 'evidencia.baixar' },
  'evidencia.enviar': { regra: canChangeEvidencia, evento: null },
  'evidencia.remover': { regra: canChangeEvidencia, evento: null },
  'relatorio.desempenho.ler': { regra: canReadRelatorio, evento: 'relatorio.desempenho' },
  'relatorio.completo.ler': { regra: canReadRelatorio, evento: 'relatorio.completo' },
  'relatorio.prioridades.ler': { regra: canReadRelatorio, evento: 'relatorio.prioridades' },
  'relatorio.comparativo.ler': { regra: canReadRelatorio, evento: 'relatorio.comparativo' },
  'relatorio.pdf.baixar': { regra: canReadRelatorio, evento: 'relatorio.pdf' },
  'usuario.ler': { regra: canReadUsuario, evento: 'usuario.ver' },
  'plano.ler': { regra: canReadPlano, evento: 'plano.ver' },
  'plano.pdf.baixar': { regra: canReadPlano, evento: 'plano.pdf' },
  'plano.arquivo.baixar': { regra: canReadPlano, evento: 'plano.arquivo' },
  'plano.criar': { regra: canChangePlano, evento: null },
  'plano.item.editar': { regra: canChangePlano, evento: null },
  'plano.item.registrar': { regra: canChangePlano, evento: null },
  'plano.item.remover': { regra: canChangePlano, evento: null },
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
