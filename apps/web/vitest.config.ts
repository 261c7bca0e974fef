import { ARQUIVOS_ISOLADOS, projetoWeb } from './vitest.shared';

/** The web tests whose files share their worker's modules (see ARQUIVOS_ISOLADOS for the others). */
export default projetoWeb(
  'web',
  { include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'], exclude: ARQUIVOS_ISOLADOS },
  false,
);
