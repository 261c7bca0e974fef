import { describe, expect, it } from 'vitest';
import { canReadRelatorio } from './relatorio.policy.ts';

const owner = { id: 10, role: 'visitante' as const };
const stranger = { id: 11, role: 'visitante' as const };
const admin = { id: 12, role: 'administrador' as const };

describe('canReadRelatorio', () => {
  it('lets the owner and administrators read a report, and hides it from another user', () => {
    expect(canReadRelatorio(owner, { usuarioId: 10 })).toBe(true);
    expect(canReadRelatorio(admin, { usuarioId: 10 })).toBe(true);
    expect(canReadRelatorio(stranger, { usuarioId: 10 })).toBe(false);
  });
});
