import { describe, expect, it } from 'vitest';
import { canChangeEvidencia, canReadEvidencia } from './evidencia.policy.ts';

const dono = { id: 1, role: 'visitante' as const };
const outro = { id: 2, role: 'visitante' as const };
const admin = { id: 3, role: 'administrador' as const };
const questionario = { usuarioId: 1 };

describe('evidencia policy', () => {
  it.each([
    [dono, true],
    [admin, true],
    [outro, false],
  ])('read by %o: %s', (actor, esperado) => {
    expect(canReadEvidencia(actor, questionario)).toBe(esperado);
  });

  it.each([
    [dono, true],
    [admin, false],
    [outro, false],
  ])('add or remove by %o: %s (self-declared: not even an administrator)', (actor, esperado) => {
    expect(canChangeEvidencia(actor, questionario)).toBe(esperado);
  });
});
