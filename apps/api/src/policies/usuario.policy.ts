import type { Actor } from '../access/actor.ts';

/** The part of an account its permissions depend on: the account itself. */
export interface UsuarioOwnership {
  usuarioId: number;
}

/**
 * A user reads their own account through Configurações; administrators read any account with its
 * units (the admin user page, on the user's behalf).
 */
export function canReadUsuario(actor: Actor, usuario: UsuarioOwnership): boolean {
  return actor.id === usuario.usuarioId || actor.role === 'administrador';
}
