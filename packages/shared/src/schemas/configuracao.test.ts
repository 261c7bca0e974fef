import { describe, expect, it } from 'vitest';
import { alterarSenhaBody } from './configuracao.ts';

describe('alterarSenhaBody', () => {
  it('gives every error in one pass: the confirmation mismatch with a missing old password', () => {
    const r = alterarSenhaBody.safeParse({
      password: null,
      newpassword: 'NovaSenha1!',
      confirmnewpassword: 'Outra1!',
    });
    expect(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      password: 'Informe a senha antiga',
      confirmnewpassword: 'A nova senha e sua confirmação devem ser identicas',
    });
  });

  it('asks for the confirmation once when it is empty', () => {
    const r = alterarSenhaBody.safeParse({
      password: 'Antiga1!',
      newpassword: 'NovaSenha1!',
      confirmnewpassword: '',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Repita a nova senha']);
  });
});
