import type { TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { PUBLIC, type Row, row, SIGNED_IN } from './authorization-matrix.test-support.ts';

/** Routes about the caller's own account: every caller acts on a new account of its own. */
const freshAccounts = async (t: TestApp) => {
  const [owner, other, admin] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, { role: 'administrador' }),
  ]);
  return { owner, other, admin };
};

let cadastros = 0;
/** A valid CPF not used by any fixture (check digits computed). */
function novoCpf(): string {
  cadastros += 1;
  const base = String(123_456_000 + cadastros).padStart(9, '0');
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const d1 = digit(base);
  return base + d1 + digit(base + d1);
}

/** Rows of the account, the caller's own settings and the public content. */
export const LINHAS_CONTA: Record<string, Row> = {
  'GET /api/health': row(PUBLIC),

  // Account (public calls answer alike whoever calls; the token is not read).
  'POST /api/Cadastro': row([201, 201, 201, 201], {
    call: () => ({
      body: {
        nome: 'Pessoa Nova',
        email: `cadastro-${cadastros + 1}@exemplo.com.br`,
        celular: '(65)99999-8888',
        selecao: 'cpf',
        cpf: novoCpf(),
        password: 'senha-forte-1',
        termos: true,
      },
    }),
  }),
  'POST /api/Login': row(PUBLIC, {
    actsAsOwner: true,
    call: (w) => ({ body: { alternativa: 'EMAIL', email: w.owner.email, password: w.owner.password } }),
  }),
  // Ends the caller's own session, so each caller is a new user; anyone may call it.
  'POST /api/Logout': row(PUBLIC, {
    fresh: async (t) => ({
      owner: await createUser(t),
      other: await createUser(t),
      admin: await createUser(t, { role: 'administrador' }),
    }),
  }),
  'POST /api/EnviarCodigo': row(PUBLIC, { call: (w) => ({ body: { email: w.owner.email } }) }),
  'POST /api/ValidarEmail': row([400, 400, 400, 400], {
    call: (w) => ({ body: { email: w.owner.email, codigo: '123456' } }),
  }),
  'POST /api/RecuperarSenha': row(PUBLIC, { call: (w) => ({ body: { email: w.owner.email } }) }),
  'POST /api/ValidarToken': row([400, 400, 400, 400], {
    call: () => ({
      body: { password: 'senha-nova-1', confirmpassword: 'senha-nova-1', token: 'x'.repeat(43) },
    }),
  }),
  'POST /api/Aceite': row(SIGNED_IN, { call: (_w, me) => ({ body: { email: me.email } }) }),
  // Sends only the caller's own draft (made when a confirmation met a taken CPF): nobody here has one.
  'POST /api/SolicitacaoDocumento': row([401, 404, 404, 404]),

  // The caller's own settings.
  'GET /api/Configuracao/DadosPessoais': row(SIGNED_IN),
  'PUT /api/Configuracao/DadosPessoais': row(SIGNED_IN, {
    call: (_w, me) => ({ body: { nome: 'Nome Alterado', email: me.email, celular: '(65)99999-8888' } }),
  }),
  'PUT /api/Configuracao/AlterarSenha': row(SIGNED_IN, {
    fresh: freshAccounts,
    call: (_w, me) => ({
      body: { password: me.password, newpassword: 'outra-senha-2', confirmnewpassword: 'outra-senha-2' },
    }),
  }),
  'DELETE /api/Configuracao/ExcluirConta': row(SIGNED_IN, {
    fresh: freshAccounts,
    call: (_w, me) => ({ body: { email: me.email } }),
  }),

  // Public content and reference lists.
  // The caller's own pending e-mail change: with none pending, a code is refused for anyone signed in.
  'POST /api/Configuracao/ConfirmarEmail': row([401, 400, 400, 400], {
    call: () => ({ body: { codigo: '123456' } }),
  }),
  'POST /api/Configuracao/EnviarCodigoEmail': row([401, 400, 400, 400]),
  'GET /api/TermosUso': row(PUBLIC),
  'GET /api/PoliticaPrivacidade': row(PUBLIC),
  'GET /api/Onboarding': row(PUBLIC),
  'GET /api/Onboarding/:id/imagem': row(PUBLIC, { call: (w) => ({ params: { id: w.onboardingId } }) }),
  'GET /api/Categoria': row(PUBLIC),
  'GET /api/Atividade': row(PUBLIC),
  'GET /api/SistemaAdotado': row(PUBLIC),
  'GET /api/Estado': row(PUBLIC),
  'GET /api/Estado/:uf/Cidade': row(PUBLIC),
  'GET /api/Comprovante/:codigo': row(PUBLIC, { showsUnitName: true }),
};
