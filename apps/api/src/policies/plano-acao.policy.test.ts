import { describe, expect, it } from 'vitest';
import { canChangePlano, canReadPlano } from './plano-acao.policy.ts';

const dono = { id: 1, role: 'visitante' as const };
const outro = { id: 2, role: 'visitante' as const };
const admin = { id: 3, role: 'administrador' as const };
const plano = { usuarioId: 1 };

describe('plano-acao policy', () => {
  it.each([
    [dono, true],
    [admin, true],
    [outro, false],
  ])('read by %o: %s', (actor, esperado) => {
    expect(canReadPlano(actor, plano)).toBe(esperado);
  });

  it.each([
    [dono, true],
    [admin, false],
    [outro, false],
  ])('change by %o: %s (self-declared: not even an administrator)', (actor, esperado) => {
    expect(canChangePlano(actor, plano)).toBe(esperado);
  });
});
