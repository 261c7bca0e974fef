import type { Role } from '@guia/shared';

/**
 * Who is asking: the signed-in user of the request (`currentUser`). The gate compares it with the
 * record's owner: the owner acts on their own record; an administrator reads on the owner's behalf
 * (audited). A technician or a share link would be new kinds of actor here.
 */
export interface Actor {
  id: number;
  role: Role;
}

/** The part of a producer's record every permission depends on: whose it is. */
export interface DoProdutor {
  usuarioId: number;
}
