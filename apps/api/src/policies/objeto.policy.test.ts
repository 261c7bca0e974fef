import { describe, expect, it } from 'vitest';
import { canChangeObjeto, canReadObjeto } from './objeto.policy.ts';

const owner = { id: 10, role: 'visitante' as const };
const stranger = { id: 11, role: 'visitante' as const };
const admin = { id: 12, role: 'administrador' as const };
const unidade = { usuarioId: 10 };

describe('canReadObjeto', () => {
  it('lets the owner read their unit', () => {
    expect(canReadObjeto(owner, unidade)).toBe(true);
  });

  it('hides the unit from another user', () => {
    expect(canReadObjeto(stranger, unidade)).toBe(false);
  });

  it('lets an administrator read any unit', () => {
    expect(canReadObjeto(admin, unidade)).toBe(true);
  });
});

describe('canChangeObjeto', () => {
  it('lets the owner change their unit', () => {
    expect(canChangeObjeto(owner, unidade)).toBe(true);
  });

  it('refuses another user', () => {
    expect(canChangeObjeto(stranger, unidade)).toBe(false);
  });

  it('refuses an administrator who does not own the unit', () => {
    expect(canChangeObjeto(admin, unidade)).toBe(false);
  });

  it('lets an administrator change a unit of their own', () => {
    expect(canChangeObjeto(admin, { usuarioId: admin.id })).toBe(true);
  });
});
