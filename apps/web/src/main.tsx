import { createRoot, hydrateRoot } from 'react-dom/client';
import { definirPrimeiraTela } from './app/apos-primeira-tela';
import { App } from './app/app';
import { carregarEstilosCompletos } from './app/estilos/estilos-completos';
import { carregarFonteDepois } from './app/fonte';
import { podeHidratar, roteadorPronto } from './app/hidratacao';
import { router } from './app/router';
import { authStore } from './lib/auth-store';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root')!;
const app = <App router={router} />;

if (podeHidratar(root, window.location, authStore.get())) {
  // The landing came prerendered (issue 16 §4): it is already on screen; the app takes it over once its
  // lazy route is loaded, so that the first render is the same page.
  void roteadorPronto(router).then(() => hydrateRoot(root, app));
} else if (root.firstChild) {
  // Prerendered markup this visit cannot use: it stays until the app's first screen replaces it.
  void roteadorPronto(router).then(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}
// The text font (src/app/fonte.ts) and the top bar's menus once the first screen and its reads are in.
const primeiraTela = carregarFonteDepois(roteadorPronto(router), queryClient);
definirPrimeiraTela(primeiraTela);
// Then the rest of Mantine's styles, where the document left them for later: the prerendered landing
// (src/app/estilos/estilos-completos.ts). Elsewhere index.html links them and this does nothing.
void primeiraTela.then(() => carregarEstilosCompletos());
