import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, ROLES } from '../constants.ts';
import { isValidCnpj } from '../validation/cnpj.ts';
import { isValidCpf } from '../validation/cpf.ts';
import { onlyDigits } from '../validation/digits.ts';
import { isValidCelular } from '../validation/phone.ts';
import { emailField, errorResponse, requiredText, textField } from './common.ts';

export const passwordField = textField({ error: 'Informe a senha' })
  .min(1, 'Informe a senha')
  .min(PASSWORD_MIN, `A senha deve ter no mínimo ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`);

export const celularField = textField({ error: 'Informe o celular' })
  .trim()
  .min(1, 'Informe o celular')
  .max(14, 'Celular inválido')
  .refine(isValidCelular, 'Informe um celular válido: (99)99999-9999')
  .transform(onlyDigits);

export const cpfField = textField({ error: 'Informe o CPF' })
  .trim()
  .min(1, 'Informe o CPF')
  .max(14, 'CPF inválido')
  .refine(isValidCpf, 'CPF inválido')
  .transform(onlyDigits);

export const cnpjField = textField({ error: 'Informe o CNPJ' })
  .trim()
  .min(1, 'Informe o CNPJ')
  .max(18, 'CNPJ inválido')
  .refine(isValidCnpj, 'CNPJ inválido')
  .transform(onlyDigits);

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const selecaoField = z.enum(['cpf', 'cnpj'], { error: 'Escolha CPF ou CNPJ' });

/** POST Cadastro. The tax id that was not chosen is ignored. */
export const cadastroBody = z
  .object({
    nome: requiredText('Informe o nome', 150),
    email: emailField,
    celular: celularField,
    selecao: selecaoField.default('cpf'),
    cpf: z.preprocess(blankToUndefined, textField().optional().nullable()),
    cnpj: z.preprocess(blankToUndefined, textField().optional().nullable()),
    password: passwordField,
    termos: z.literal(true, { error: 'É preciso concordar com os termos de uso e privacidade' }).optional(),
  })
  .superRefine(
    (value, ctx) => {
      // Also runs when other fields failed (see `when`), so the value may be only partly valid.
      const field = value.selecao ?? 'cpf';
      if (field !== 'cpf' && field !== 'cnpj') return;
      const typed = value[field];
      const parsed = (field === 'cpf' ? cpfField : cnpjField).safeParse(
        typeof typed === 'string' ? typed : '',
      );
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]!.message });
    },
    // Every field's error at once: the tax id is checked even when the name or e-mail are still wrong
    // — but only on an object: a `null`, array or string body stops at the object check (400).
    { when: (payload) => isPlainObject(payload.value) },
  )
  .transform((value) => ({
    nome: value.nome,
    email: value.email,
    celular: value.celular,
    selecao: value.selecao,
    cpf: value.selecao === 'cpf' ? onlyDigits(value.cpf ?? '') : null,
    cnpj: value.selecao === 'cnpj' ? onlyDigits(value.cnpj ?? '') : null,
    password: value.password,
    /** True when the terms box was ticked: the server records the acceptance of the current terms. */
    termos: value.termos === true,
  }));
export type CadastroBody = z.input<typeof cadastroBody>;

/** The 6-digit code of an e-mail (registration, or login while the account asks for one). */
export const codigoField = textField({ error: 'Informe o código' })
  .trim()
  .regex(/^\d{6}$/, 'O código tem 6 dígitos');

/**
 * The opaque id of one registration attempt, answered by POST Cadastro (and by Login with that
 * attempt's password): it binds EnviarCodigo and ValidarEmail to that attempt.
 */
export const tentativaField = textField({ error: 'Cadastro inválido' }).regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'Cadastro inválido',
);

export const alternativaField = z.enum(['EMAIL', 'CPF', 'CNPJ'], { error: 'Escolha E-mail, CPF ou CNPJ' });

/** POST Login with credentials. */
export const loginCredentialsBody = z
  .object({
    grant_type: z.literal('password', { error: 'Tipo de acesso inválido' }).optional(),
    alternativa: alternativaField.default('EMAIL'),
    email: textField().optional().nullable(),
    cpf: textField().optional().nullable(),
    cnpj: textField().optional().nullable(),
    password: textField({ error: 'Informe a senha' })
      .min(1, 'Informe a senha')
      .max(PASSWORD_MAX, 'Senha inválida'),
    /** The code e-mailed when the account asks for one (too many failed logins from everywhere). */
    codigo: z.preprocess(blankToUndefined, codigoField.optional()),
  })
  .superRefine((value, ctx) => {
    const map = { EMAIL: ['email', emailField], CPF: ['cpf', cpfField], CNPJ: ['cnpj', cnpjField] } as const;
    const [field, schema] = map[value.alternativa];
    const parsed = schema.safeParse(value[field] ?? '');
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]!.message });
  });

/** POST Login with a refresh token. */
export const loginRefreshBody = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: textField({ error: 'Informe o refresh token' }).min(10, 'Refresh token inválido').max(200),
});

/**
 * POST Logout: the refresh token of the session to end (optional: the session of the bearer access
 * token, even an expired one, is ended too). No body at all is accepted.
 */
export const logoutBody = z
  .object({ refresh_token: z.string().min(10, 'Refresh token inválido').max(200).optional() })
  .nullish();

/** Either credentials or a refresh token; `grant_type` picks the branch so errors name the right fields. */
export const loginBody = z.discriminatedUnion('grant_type', [loginRefreshBody, loginCredentialsBody], {
  error: (issue) =>
    typeof issue.input === 'object' && issue.input !== null
      ? 'Tipo de acesso inválido'
      : 'Envie os dados de acesso.',
});
export type LoginBody = z.input<typeof loginBody>;

/** The auth data stored by the web client after login. */
export const authData = z.object({
  id: z.number(),
  email: z.string(),
  nome: z.string(),
  role: z.enum(ROLES),
  token: z.string(),
  refreshToken: z.string(),
  aceite: z.boolean(),
});
export type AuthData = z.infer<typeof authData>;

/** POST EnviarCodigo: without `tentativa` no code is sent (only a notice of how to get one). */
export const enviarCodigoBody = z.object({ email: emailField, tentativa: tentativaField.optional() });
/** POST ValidarEmail: the code activates only its own attempt (the one named, when `tentativa` is sent). */
export const validarEmailBody = z.object({
  email: emailField,
  codigo: codigoField,
  tentativa: tentativaField.optional(),
});
/** Which tax id of the confirmed registration is held by another account (it was left out of this one). */
export const documentoEmUso = z.enum(['cpf', 'cnpj']);
/** Answer of POST ValidarEmail: the auth data, and the tax id left out when another account holds it. */
export const validarEmailResponse = authData.extend({ documentoEmUso: documentoEmUso.nullable() });
export type ValidarEmailResponse = z.infer<typeof validarEmailResponse>;
export const recuperarSenhaBody = z.object({ email: emailField });
export const validarTokenBody = z
  .object({
    password: passwordField,
    confirmpassword: textField({ error: 'Confirme a senha' }).min(1, 'Confirme a senha'),
    token: textField({ error: 'Link de recuperação inválido' })
      .min(10, 'Link de recuperação inválido')
      .max(200),
  })
  .refine((v) => v.password === v.confirmpassword, {
    path: ['confirmpassword'],
    message: 'As senhas devem ser iguais',
  });

/** Error of POST Login when the e-mail is not confirmed yet (code ER400-pending-email): `email` lets the
 * client ask for and validate the code even when the user logged in with a CPF or CNPJ. */
export const pendingEmailErrorResponse = errorResponse.extend({
  email: z.string().optional(),
  /** The registration attempt whose password was given: EnviarCodigo / ValidarEmail name it. */
  tentativa: z.string().optional(),
});

/** Answer of POST Cadastro: the attempt waits for the e-mail code; `tentativa` names it. */
export const cadastroResponse = z.object({
  email: z.string(),
  pendente: z.literal(true),
  tentativa: z.string(),
});
export type CadastroResponse = z.infer<typeof cadastroResponse>;

export const aceiteBody = z.object({ email: emailField });
export const aceiteResponse = z.object({ success: z.boolean(), aceite: z.boolean() });

/** Rich text of the terms of use or the privacy policy (sanitized HTML). */
export const textoLegal = z.object({
  texto: z.string(),
  atualizadoEm: z.string().nullable(),
  /** 'O que mudou' in this version (null for a text published without one, e.g. the first). */
  resumoAlteracoes: z.string().nullable(),
});
export type TextoLegal = z.infer<typeof textoLegal>;
