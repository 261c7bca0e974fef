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
  ])('read and change by %o: %s', (actor, esperado) => {
    expect(canReadEvidencia(actor, questionario)).toBe(esperado);
    expect(canChangeEvidencia(actor, questionario)).toBe(esperado);
  });
});
