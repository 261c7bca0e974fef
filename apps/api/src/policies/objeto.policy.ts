import type { Actor } from '../access/actor.ts';

/** The part of a unit its permissions depend on. */
export interface ObjetoOwnership {
  usuarioId: number;
}

/** The owner reads their unit; administrators read any unit (support, reports on behalf of a user). */
export function canReadObjeto(actor: Actor, objeto: ObjetoOwnership): boolean {
  return actor.id === objeto.usuarioId || actor.role === 'administrador';
}

/** Only the owner changes or deletes a unit: its data is self-declared. */
export function canChangeObjeto(actor: Actor, objeto: ObjetoOwnership): boolean {
  return actor.id === objeto.usuarioId;
}
