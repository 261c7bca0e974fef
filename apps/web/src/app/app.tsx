import { StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';

/**
 * The whole app around a router. The browser (main.tsx) and the landing's prerender (src/prerender) render
 * this same tree, so that the prerendered markup hydrates without a mismatch (React's ids follow the tree).
 * `RouterProvider` from 'react-router' (not 'react-router/dom'): the app never asks a navigation for
 * `flushSync`, and the tests then load one copy of the router, as the build does.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
