/// <reference lib="webworker" />
/**
 * The service worker (issue 16 §3): the installable app shell. It precaches the built shell, serves page
 * loads network-first with the cached shell as the fallback, and caches NO API response: tokens and
 * personal data never enter Cache Storage, and writes are never replayed here (workbox-background-sync
 * counts a 401 or a 500 as delivered: the outbox in the page sends them, where the token can be renewed).
 * A new version waits until the user accepts it ('Atualizar'): it never takes over mid-answer.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { NAVEGACAO_FORA_DO_SHELL } from './features/pwa/sw-rotas';

declare const self: ServiceWorkerGlobalScope;

/** How long a page load waits for the network before the cached shell answers (a weak rural signal). */
const ESPERA_DA_REDE_S = 4;

const rede = new NetworkOnly({ networkTimeoutSeconds: ESPERA_DA_REDE_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await rede.handle(options);
      } catch {
        // Offline (or no answer in time): the shell opens and reads the questionnaire kept on the device.
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // /api and /docs/ are the server's: never the shell (the same rule as decidirRota in sw-rotas.ts).
    { denylist: NAVEGACAO_FORA_DO_SHELL },
  ),
);

// Registered after the page loads, so '/' goes to the network first too (no directory index from the precache).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
// Nothing else is routed: an API request, or anything not in the precache, goes to the network untouched
// and is never stored (no runtime caching at all).

// 'Atualizar' (registerSW's updateSW) asks the waiting version to take over; nothing else does.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
