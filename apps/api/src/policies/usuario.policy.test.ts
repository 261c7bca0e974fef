import { describe, expect, it } from 'vitest';
import { canReadUsuario } from './usuario.policy.ts';

const owner = { id: 10, role: 'visitante' as const };
const stranger = { id: 11, role: 'visitante' as const };
const admin = { id: 12, role: 'administrador' as const };

describe('canReadUsuario', () => {
  it('lets the user and administrators read the account, and hides it from another user', () => {
    expect(canReadUsuario(owner, { usuarioId: 10 })).toBe(true);
    expect(canReadUsuario(admin, { usuarioId: 10 })).toBe(true);
    expect(canReadUsuario(stranger, { usuarioId: 10 })).toBe(false);
  });
});
