import { createBrowserRouter } from 'react-router';
import { comTextos } from '@/i18n';
import { setSessionEndedHandler } from '@/lib/api-client';
import { queryClient, routerContext } from '@/lib/query-client';
import { routeTree } from './route-tree';
import { routes } from './routes';

// Loaders may start a screen's reads in the app's query cache while its code downloads.
export const router = createBrowserRouter(routeTree, { getContext: routerContext(queryClient) });

// A session that cannot be refreshed ends on the landing page. When that user's changes still wait on this
// device, the landing says they will be sent after signing in again (the outbox's code loads only then).
setSessionEndedHandler((encerrada) => {
  void router.navigate(routes.Landing, { replace: true });
  void comTextos(['outbox'], () => import('@/lib/outbox/sessao-encerrada'))().then((m) =>
    m.avisarSessaoEncerrada(encerrada.id),
  );
});
