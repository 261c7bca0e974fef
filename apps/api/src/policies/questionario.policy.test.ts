import { describe, expect, it } from 'vitest';
import { canAnswerQuestionario, canReadQuestionario } from './questionario.policy.ts';

const owner = { id: 10, role: 'visitante' as const };
const stranger = { id: 11, role: 'visitante' as const };
const admin = { id: 12, role: 'administrador' as const };
const questionario = { usuarioId: 10 };

describe('canReadQuestionario', () => {
  it('lets the owner and administrators read, and hides it from another user', () => {
    expect(canReadQuestionario(owner, questionario)).toBe(true);
    expect(canReadQuestionario(admin, questionario)).toBe(true);
    expect(canReadQuestionario(stranger, questionario)).toBe(false);
  });
});

describe('canAnswerQuestionario', () => {
  it('lets only the owner answer: not another user, not an administrator', () => {
    expect(canAnswerQuestionario(owner, questionario)).toBe(true);
    expect(canAnswerQuestionario(stranger, questionario)).toBe(false);
    expect(canAnswerQuestionario(admin, questionario)).toBe(false);
  });
});
