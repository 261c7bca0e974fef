import type { Actor } from './objeto.policy.ts';

/** The part of a report its permissions depend on: the owner of the unit. */
export interface RelatorioOwnership {
  usuarioId: number;
}

/**
 * The unit's owner reads the reports of its finished questionnaires; administrators read any
 * (on behalf of a user). `user_id` never grants access: only the role does.
 */
export function canReadRelatorio(actor: Actor, relatorio: RelatorioOwnership): boolean {
  return actor.id === relatorio.usuarioId || actor.role === 'administrador';
}

/**
 * An administrator reading the report of a unit that is not theirs: a read on someone's behalf,
 * which the audit log records. The owner reading their own report (administrator or not) is not.
 */
export function readsOnBehalfOfOwner(actor: Actor, relatorio: RelatorioOwnership): boolean {
  return actor.role === 'administrador' && actor.id !== relatorio.usuarioId;
}
