import { describe, expect, it } from 'vitest';
import { canReadRelatorio, readsOnBehalfOfOwner } from './relatorio.policy.ts';

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

describe('readsOnBehalfOfOwner', () => {
  it('is an administrator reading a unit that is not theirs, and nothing else', () => {
    expect(readsOnBehalfOfOwner(admin, { usuarioId: 10 })).toBe(true);
    expect(readsOnBehalfOfOwner(admin, { usuarioId: 12 })).toBe(false);
    expect(readsOnBehalfOfOwner(owner, { usuarioId: 10 })).toBe(false);
    expect(readsOnBehalfOfOwner(stranger, { usuarioId: 10 })).toBe(false);
  });
});
