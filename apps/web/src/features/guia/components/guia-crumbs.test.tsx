import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { guiaRoutes } from '../routes';
import { GUIA_GET, guiaFixture } from '../testing/fixtures';

function renderWithBreadcrumb(path: string) {
  return renderRoute(
    [
      {
        element: (
          <>
            <AppBreadcrumbs />
            <Outlet />
          </>
        ),
        children: guiaRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
      },
    ],
    { path },
  );
}

beforeEach(() => {
  signIn();
  localStorage.setItem('guia.orientacao.40', 'negado');
});

afterEach(() => {
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('breadcrumb of the filling screens', () => {
  it('names the unit (to its page) and its Guia on the principles screen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderWithBreadcrumb('/unidades/7/3/40');
    const nav = await screen.findByRole('navigation', { name: 'Você está em' });
    expect(await within(nav).findByRole('link', { name: 'Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/unidades/7',
    );
    expect(within(nav).getByText('Guia 2026')).toHaveAttribute('aria-current', 'page');
  });

  it('links back to the Guia from the answering screen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderWithBreadcrumb('/unidades/7/3/40/1?indicador=101');
    const nav = await screen.findByRole('navigation', { name: 'Você está em' });
    expect(await within(nav).findByRole('link', { name: 'Guia 2026' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40',
    );
    expect(within(nav).getByRole('link', { name: 'Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/unidades/7',
    );
    expect(within(nav).getByText('Princípio')).toHaveAttribute('aria-current', 'page');
  });
});
