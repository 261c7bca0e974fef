import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { adminGuiaRoutes } from './routes';
import { categoriasFixture, detalheFixture, estruturaFixture, paginaDeGuias } from './testing/fixtures';

const copia = (r: RouteObject) => ({ ...r, lazy: { ...(r.lazy as object) } }) as RouteObject;

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('admin edition routes', () => {
  it.each([
    ['/admin/guia', { level: 1, name: 'Guia' }],
    ['/admin/guia/3', { level: 1, name: 'Guia 2025' }],
    ['/admin/guia/3/11', { level: 1, name: 'Títulos, apoio e evidências: Gestão' }],
    ['/admin/guia/edit/3/11', { level: 1, name: 'Estrutura: Gestão' }],
  ])('%s opens its page', async (path, heading) => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Admin/Guia': paginaDeGuias([]),
      'GET /api/Admin/Guia/3': { body: { data: detalheFixture() } },
      'GET /api/Admin/Guia/3/Historico': paginaDeGuias([]),
      'GET /api/Admin/Guia/3/Indicador/11': { body: { data: estruturaFixture() } },
      'GET /api/Categoria': { body: { data: categoriasFixture } },
    });
    renderRoute(adminGuiaRoutes.map(copia), { path });
    expect(await screen.findByRole('heading', heading, { timeout: 5000 })).toBeInTheDocument();
  });
});
