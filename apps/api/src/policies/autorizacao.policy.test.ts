import { describe, expect, it } from 'vitest';
import { canManageAutorizacao } from './autorizacao.policy.ts';

const produtor = { id: 1, role: 'visitante' as const };
const outro = { id: 2, role: 'visitante' as const };
const admin = { id: 3, role: 'administrador' as const };
const unidade = { usuarioId: 1 };

describe('autorizacao policy', () => {
  it.each([
    [produtor, true],
    [admin, false],
    [outro, false],
  ])(
    'grant, revoke or answer a request by %o: %s (his consent: not even an administrator)',
    (actor, esperado) => {
      expect(canManageAutorizacao(actor, unidade)).toBe(esperado);
    },
  );
});
