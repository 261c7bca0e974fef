import type { AuthData, Role } from '@guia/shared';

/** The role column holds text; anything unexpected is the least privileged role. */
export function toRole(value: string): Role {
  return value === 'administrador' ? 'administrador' : 'visitante';
}

/** The auth data the web client keeps: an explicit field list, never the user row. */
export function presentAuthData(
  user: { id: number; email: string; nome: string; role: string },
  session: { token: string; refreshToken: string },
  aceite: boolean,
): AuthData {
  return {
    id: user.id,
    email: user.email,
    nome: user.nome,
    role: toRole(user.role),
    token: session.token,
    refreshToken: session.refreshToken,
    aceite,
  };
}
