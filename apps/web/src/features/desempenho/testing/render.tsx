import { vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { desempenhoRoutes } from '../routes';

const warn = console.warn.bind(console);

/** Renders the report routes at `path` (copies: a router marks the lazy properties it loaded on the objects). */
export function renderDesempenho(path: string) {
  // jsdom has no layout: recharts warns that every chart is 0×0. The numbers are checked as text.
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
  return renderRoute(
    [
      ...desempenhoRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
      { path: '*', element: <h1>Outra tela</h1> },
    ],
    { path },
  );
}
