/**
 * The landing's prerender (issue 16 §4), run once at build time by scripts/prerender-landing.mjs in Node:
 * the page `/` as a visitor without a session first sees it, drawn by the same app tree the browser hydrates.
 */
import { PRODUTO_NA_LANDING } from '@guia/shared';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { roteadorPronto } from '@/app/hidratacao';
import { routeTree } from '@/app/route-tree';
import { routes } from '@/app/routes';
import i18n from '@/i18n';
import { type AtivosDaLanding, ativosDaLanding, type Manifesto, montarDocumento } from './documento';

export type { AtivosDaLanding, Manifesto };
export { ativosDaLanding, montarDocumento };

/**
 * The landing's markup (what goes inside #root). The product's name is written as PRODUTO_NA_LANDING, for the
 * server to replace with the deployment's. Any error of the render fails it: a build must not ship a landing
 * that the browser would throw away.
 */
export async function renderizarLanding(): Promise<string> {
  const interpolacao = i18n.options.interpolation;
  if (!interpolacao) throw new Error('o i18n devia ter as variáveis de interpolação');
  const variaveis = interpolacao.defaultVariables;
  interpolacao.defaultVariables = { ...variaveis, product: PRODUTO_NA_LANDING };
  const router = createMemoryRouter(copiaDasRotas(routeTree), { initialEntries: [routes.Landing] });
  try {
    await roteadorPronto(router);
    const erros: unknown[] = [];
    const { prelude } = await prerender(<App router={router} />, {
      onError: (erro) => void erros.push(erro),
    });
    const markup = await new Response(prelude).text();
    if (erros.length > 0) throw new AggregateError(erros, 'a landing não renderizou sem erros');
    if (router.state.location.pathname !== routes.Landing) {
      throw new Error(`a landing foi redirecionada para ${router.state.location.pathname}`);
    }
    return markup;
  } finally {
    router.dispose();
    interpolacao.defaultVariables = variaveis;
  }
}

/** The landing's whole document, from the built shell (dist/index.html) and the build manifest. */
export async function documentoDaLanding(shell: string, manifesto: Manifesto): Promise<string> {
  return montarDocumento(shell, await renderizarLanding(), ativosDaLanding(manifesto));
}
