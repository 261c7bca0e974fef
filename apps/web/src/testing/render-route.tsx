import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';

interface RenderRouteOptions {
  /** The URL to open. */
  path?: string;
  /** The history to start with, the last entry open (e.g. `['/', '/unidades/7']` so 'back' has somewhere to go). */
  initialEntries?: InitialEntry[];
}

/**
 * Renders routes in a memory router with the app's providers and a query client that never retries. Route
 * modules with `lazy` should be passed as copies (`{ ...route, lazy: { ...route.lazy } }`): a router marks the
 * lazy properties it has loaded on the objects themselves.
 */
export function renderRoute(routes: RouteObject[], { path = '/', initialEntries }: RenderRouteOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const entries = initialEntries ?? [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const view = render(
    <Providers client={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, user };
}

/** user-event without per-key delays or style checks on every click: jsdom computes styles slowly. */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Opens a Mantine Select by its label and picks an option by its text. */
export async function chooseOption(user: UserEvent, label: string | RegExp, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`no options for ${label}`);
    return el;
  });
  await user.click(within(listbox).getByRole('option', { name: option }));
}
