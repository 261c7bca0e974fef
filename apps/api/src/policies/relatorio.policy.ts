import type { Actor } from '../access/actor.ts';

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
