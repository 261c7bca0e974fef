import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { adminRoutes } from './app-routes';

function renderAdmin(path = '/admin') {
  return renderRoute([...copiaDasRotas(adminRoutes), { path: '/acessar', element: <p>Tela de login</p> }], {
    path,
  });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('admin area guard and frame', () => {
  it('sends an administrator from /admin to the statistics, inside the admin menu', async () => {
    signIn({ role: 'administrador', nome: 'Ana Admin' });
    mockApi({});
    const { router } = renderAdmin();
    expect(
      await screen.findByRole('heading', { name: 'Estatísticas', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/estatisticas');
    const [menu] = screen.getAllByRole('navigation', { name: 'Menu da administração' });
    const links = within(menu!).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Estatísticas', '/admin/estatisticas'],
      ['Unidades', '/admin/objetos'],
      ['Usuários', '/admin/usuarios'],
      ['Técnicos', '/admin/tecnicos'],
      ['Pedidos de documento', '/admin/solicitacoes'],
      ['Guia', '/admin/guia'],
      ['Materiais de apoio', '/admin/materiais'],
      ['Categorias', '/admin/categorias'],
      ['Onboardings', '/admin/onboardings'],
      ['Ajuda (FAQ)', '/admin/ajuda'],
      ['Privacidade', '/admin/termos-privacidade'],
      ['Voltar para a área do produtor', '/resumo'],
    ]);
    expect(within(menu!).getByRole('link', { name: 'Estatísticas' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the onboarding, FAQ and terms screens from the menu', async () => {
    signIn({ role: 'administrador' });
    mockApi({});
    const { user } = renderAdmin('/admin/onboardings');
    expect(
      await screen.findByRole('heading', { name: 'Onboardings', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [menu] = screen.getAllByRole('navigation', { name: 'Menu da administração' });
    await user.click(within(menu!).getByRole('link', { name: 'Ajuda (FAQ)' }));
    expect(
      await screen.findByRole('heading', { name: 'Ajuda (FAQ)', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(within(menu!).getByRole('link', { name: 'Privacidade' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Termos de uso e privacidade', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("opens 'Técnicos' from the menu, as its own lazy screen", async () => {
    signIn({ role: 'administrador' });
    mockApi({});
    const { user } = renderAdmin('/admin/usuarios');
    const [menu] = await screen.findAllByRole('navigation', { name: 'Menu da administração' });
    await user.click(within(menu!).getByRole('link', { name: 'Técnicos' }));
    expect(
      await screen.findByRole('heading', { name: 'Técnicos', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'Técnicos' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers not found to a signed-in user who is not an administrator', async () => {
    signIn({ role: 'visitante' });
    const { calls } = mockApi({});
    const { router } = renderAdmin('/admin/estatisticas');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Menu da administração' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/estatisticas');
  });

  it('sends an anonymous visitor to /acessar', () => {
    mockApi({});
    const { router } = renderAdmin();
    expect(screen.getByText('Tela de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acessar');
  });
});
