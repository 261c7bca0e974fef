import type { Actor } from '../access/actor.ts';

/** The part of a grant, a technician's request or a unit to be granted that its permissions depend on: the producer. */
export interface AutorizacaoOwnership {
  usuarioId: number;
}

/**
 * Only the producer grants, revokes and answers a technician's request (issue 18 §1): it is his consent
 * under LGPD, so not even an administrator gives or takes it on his behalf.
 */
export function canManageAutorizacao(actor: Actor, registro: AutorizacaoOwnership): boolean {
  return actor.id === registro.usuarioId;
}
