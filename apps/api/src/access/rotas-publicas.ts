/**
 * The API calls anyone may make without signing in, as "METHOD /path" the way they are registered.
 * Every other `/api` route needs a live session (`plugins/auth.ts`, deny by default), and every
 * `/api/Admin/` route an administrator: a route added without a word here is closed.
 */
export const ROTAS_PUBLICAS: ReadonlySet<string> = new Set([
  'GET /api/health',
  // Account: sign up, sign in and out, e-mail check, password recovery.
  'POST /api/Cadastro',
  'POST /api/Login',
  'POST /api/Logout',
  'POST /api/EnviarCodigo',
  'POST /api/ValidarEmail',
  'POST /api/RecuperarSenha',
  'POST /api/ValidarToken',
  // What the landing page and the sign-up form show.
  'GET /api/TermosUso',
  'GET /api/PoliticaPrivacidade',
  'GET /api/Onboarding',
  'GET /api/Onboarding/:id/imagem',
  'GET /api/Categoria',
  'GET /api/Atividade',
  'GET /api/SistemaAdotado',
  'GET /api/Estado',
  'GET /api/Estado/:uf/Cidade',
  // The public check of a proof of filling's code.
  'GET /api/Comprovante/:codigo',
  // The API reference.
  'GET /api/docs',
  'GET /api/docs/*',
]);

/** Whether a registered route is public (a HEAD is the GET it mirrors). */
export function rotaPublica(method: string, url: string): boolean {
  return ROTAS_PUBLICAS.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
