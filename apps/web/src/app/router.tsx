import { createBrowserRouter } from 'react-router';
import { setSessionEndedHandler } from '@/lib/api-client';
import { routeTree } from './route-tree';
import { routes } from './routes';

export const router = createBrowserRouter(routeTree);

// A session that cannot be refreshed ends on the landing page.
setSessionEndedHandler(() => {
  void router.navigate(routes.Landing, { replace: true });
});
