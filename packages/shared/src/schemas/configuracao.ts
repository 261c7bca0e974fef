import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { celularField } from './auth.ts';
import { comOutrosErros, emailField, requiredText, textField } from './common.ts';

/** GET Configuracao/DadosPessoais. */
export const dadosPessoais = z.object({
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  celular: z.string(),
  uf: z.string().nullable(),
  pais: z.string().nullable(),
  /** A new e-mail waiting for its code (login still uses `email` until it is confirmed). */
  emailPendente: z.string().nullable(),
});
export type DadosPessoais = z.infer<typeof dadosPessoais>;

/** PUT Configuracao/DadosPessoais. The tax id cannot be changed here (it identifies the account). */
export const dadosPessoaisBody = z.object({
  nome: requiredText('Informe o nome', 150),
  email: emailField,
  celular: celularField,
  cpf: textField().optional().nullable(),
  cnpj: textField().optional().nullable(),
});
export type DadosPessoaisBody = z.input<typeof dadosPessoaisBody>;

export const alterarSenhaBody = z
  .object({
    password: textField({ error: 'Informe a senha antiga' })
      .min(1, 'Informe a senha antiga')
      .max(PASSWORD_MAX),
    newpassword: textField({ error: 'Informe a nova senha' })
      .min(1, 'Informe a nova senha')
      .min(PASSWORD_MIN, `A nova senha deve ter no mínimo ${PASSWORD_MIN} caracteres`)
      .max(PASSWORD_MAX),
    confirmnewpassword: textField({ error: 'Repita a nova senha' }).min(1, 'Repita a nova senha'),
  })
  .refine((v) => !v.confirmnewpassword || v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: 'A nova senha e sua confirmação devem ser identicas',
    ...comOutrosErros,
  });
export type AlterarSenhaBody = z.input<typeof alterarSenhaBody>;

/** POST Configuracao/ConfirmarEmail: the code sent to the new address. */
export const confirmarEmailBody = z.object({
  codigo: z
    .string({ error: 'Informe o código' })
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
});
export type ConfirmarEmailBody = z.input<typeof confirmarEmailBody>;

/** DELETE Configuracao/ExcluirConta: no body (the spec); an e-mail, when sent, must be the account's. */
export const excluirContaBody = z.object({ email: emailField.optional() }).nullish();
