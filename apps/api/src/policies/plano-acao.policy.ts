import type { Actor } from '../access/actor.ts';

/** The part of an action plan (or of its item, record, file) its permissions depend on: the unit's owner. */
export interface PlanoOwnership {
  usuarioId: number;
}

/**
 * The unit's owner reads the plan; an administrator reads it on the owner's behalf (the plan, its
 * PDF, a record's file), audited by the gate.
 */
export function canReadPlano(actor: Actor, plano: PlanoOwnership): boolean {
  return actor.id === plano.usuarioId || actor.role === 'administrador';
}

/**
 * Only the owner makes and changes the plan: it is the producer's own declaration, like the
 * answers and the evidence, so an administrator never writes it.
 */
export function canChangePlano(actor: Actor, plano: PlanoOwnership): boolean {
  return actor.id === plano.usuarioId;
}
