import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layouts/app-layout';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

function renderShell(path = '/resumo') {
  return renderRoute(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/resumo', element: <p>Página de resumo</p> },
          { path: '/unidades', element: <p>Página de unidades</p> },
          { path: '/ajuda', element: <p>Página de ajuda</p> },
          { path: '*', element: <p>Outra página</p> },
        ],
      },
    ],
    { path },
  );
}

/**
 * The open dropdown. jsdom has no layout, so floating-ui reports the menu button as detached and Mantine
 * keeps the dropdown `display: none`: query it with `hidden: true`.
 */
async function openedMenu() {
  return screen.findByRole('menu', { hidden: true });
}

/** The top bar's navigation once its drop-down menus' code is in (it loads after the first screen). */
async function menuSuperior() {
  const top = screen.getByRole('navigation', { name: 'Menu superior' });
  await waitFor(() =>
    expect(within(top).getByRole('button', { name: 'CONFIGURAÇÕES' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    ),
  );
  return top;
}

/** GET Tecnico/Credenciamento's answer, its status set per test. */
const credenciamento = {
  instituicao: 'Instituto X',
  registro_profissional: 'CREA 123',
  uf: 'MT',
  solicitado_em: '2026-03-01T12:00:00.000Z',
  decidido_em: null,
};

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('app shell: header', () => {
  it("shows the user's name and a logo that leads to Resumo", async () => {
    signIn({ nome: 'Maria Souza' });
    mockApi({});
    renderShell('/ajuda');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Guia: ir para o Resumo' })).toHaveAttribute(
      'href',
      '/resumo',
    );
  });

  it("RELATÓRIOS reads 'Você ainda não possui relatórios' when GET Questionario answers 404", async () => {
    signIn();
    const { calls } = mockApi({});
    const { user } = renderShell();
    const top = await menuSuperior();
    await user.click(within(top).getByRole('button', { name: 'RELATÓRIOS' }));
    expect(await screen.findByText('Você ainda não possui relatórios')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Questionario')).toBe(true);
  });

  it('RELATÓRIOS lists each finished questionnaire by unit name and month/year, and opening one stores it', async () => {
    signIn();
    mockApi({
      'GET /api/Questionario': {
        body: {
          data: [
            {
              id: 3,
              objeto_id: 7,
              questionario_id: 11,
              guia_id: 2,
              nomeunidade: 'Fazenda Boa Vista',
              dataenvio: '2026-03-15T12:00:00Z',
            },
          ],
        },
      },
    });
    // A {product} being filled (and an unsaved choice) is left behind when a report opens.
    sessionStorage.setItem(
      'guia.preenchimento',
      JSON.stringify({ objetoId: 7, productId: 3, questionarioId: 40 }),
    );
    sessionStorage.setItem('guia.escolha.40.101', JSON.stringify({ nivel_id: 1012, percentual: null }));
    const { user } = renderShell();
    const top = await menuSuperior();
    await user.click(within(top).getByRole('button', { name: 'RELATÓRIOS' }));
    const item = await screen.findByRole('menuitem', {
      hidden: true,
      name: 'Fazenda Boa Vista · março de 2026',
    });
    expect(item).toHaveAttribute('href', '/desempenho/7/2/11/relatorio');
    await user.click(item);
    expect(JSON.parse(localStorage.getItem('guia.selecao') ?? 'null')).toEqual({
      objetoId: 7,
      productId: 2,
      questionarioId: 11,
    });
    expect(sessionStorage.getItem('guia.preenchimento')).toBeNull();
    expect(sessionStorage.getItem('guia.escolha.40.101')).toBeNull();
  });
});

describe('app shell: header', () => {
  it('CONFIGURAÇÕES offers Ajuda e suporte, Configurações and Sair, opens from the keyboard, and hides Administração from a visitor', async () => {
    signIn({ role: 'visitante' });
    mockApi({});
    const { user } = renderShell();
    const top = await menuSuperior();
    within(top).getByRole('button', { name: 'CONFIGURAÇÕES' }).focus();
    await user.keyboard('{Enter}');
    const menu = await openedMenu();
    expect(within(top).getByRole('button', { name: 'CONFIGURAÇÕES' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { hidden: true, name: 'Ajuda e suporte' })).toHaveAttribute(
      'href',
      '/ajuda',
    );
    expect(within(menu).getByRole('menuitem', { hidden: true, name: 'Configurações' })).toHaveAttribute(
      'href',
      '/configuracoes',
    );
    expect(within(menu).getByRole('menuitem', { hidden: true, name: 'Sair' })).toHaveAttribute(
      'href',
      '/sair',
    );
    expect(
      within(menu).queryByRole('menuitem', { hidden: true, name: 'Administração' }),
    ).not.toBeInTheDocument();
  });

  it('shows Administração to an administrator', async () => {
    signIn({ role: 'administrador' });
    mockApi({});
    const { user } = renderShell();
    const top = await menuSuperior();
    await user.click(within(top).getByRole('button', { name: 'CONFIGURAÇÕES' }));
    expect(await screen.findByRole('menuitem', { hidden: true, name: 'Administração' })).toHaveAttribute(
      'href',
      '/admin/estatisticas',
    );
  });

  it("offers 'Credenciamento de técnico' to everyone, and 'Produtores que atendo' only once accredited", async () => {
    signIn();
    let status: string | null = null;
    mockApi({
      'GET /api/Tecnico/Credenciamento': () => ({
        body: { data: status && { ...credenciamento, status } },
      }),
    });
    const { user, queryClient } = renderShell();
    const top = await menuSuperior();
    await user.click(within(top).getByRole('button', { name: 'CONFIGURAÇÕES' }));
    const menu = await openedMenu();
    expect(within(menu).getByText('Área do técnico')).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { hidden: true, name: 'Credenciamento de técnico' }),
    ).toHaveAttribute('href', '/tecnico/credenciamento');
    await waitFor(() =>
      expect(queryClient.getQueryState(['tecnico', 'credenciamento'])?.status).toBe('success'),
    );
    expect(
      within(menu).queryByRole('menuitem', { hidden: true, name: 'Produtores que atendo' }),
    ).not.toBeInTheDocument();

    status = 'credenciado';
    await queryClient.invalidateQueries({ queryKey: ['tecnico', 'credenciamento'] });
    expect(
      await within(menu).findByRole('menuitem', { hidden: true, name: 'Produtores que atendo' }),
    ).toHaveAttribute('href', '/tecnico/produtores');
  });

  it('APOIO lists the eight support items', async () => {
    signIn();
    mockApi({});
    const { user } = renderShell();
    const top = await menuSuperior();
    await user.click(within(top).getByRole('button', { name: 'APOIO' }));
    const menu = await openedMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual([
      'Indicadores',
      'Legislação',
      'Gestão e suporte',
      'Comunidades',
      'Trabalhadores',
      'Meio Ambiente',
      'Cadeia de Valor',
      'Plataforma',
    ]);
    // Each leads to its own page of the library: a theme by its key, or a principle's materials.
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.getAttribute('href')),
    ).toEqual([
      '/newmateriais',
      '/materiais?tema=legislacao',
      '/newmateriais?principio=1',
      '/newmateriais?principio=2',
      '/newmateriais?principio=3',
      '/newmateriais?principio=4',
      '/newmateriais?principio=5',
      '/materiais?tema=plataforma',
    ]);
  });
});

describe('app shell: navigation', () => {
  it('side navigation has Resumo, Objetos, Desempenho and Materiais de apoio, marking the current page', () => {
    signIn();
    mockApi({});
    renderShell('/resumo');
    const side = screen.getByRole('navigation', { name: 'Navegação lateral' });
    const links = within(side).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Resumo',
      'Objetos',
      'Desempenho',
      'Materiais de apoio',
    ]);
    expect(within(side).getByRole('link', { name: 'Resumo' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Objetos' })).not.toHaveAttribute('aria-current');
  });

  it('mobile navigation has Resumo, Objetos and Materiais de apoio', () => {
    signIn();
    mockApi({});
    renderShell('/unidades');
    const bottom = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Resumo', 'Objetos', 'Materiais de apoio']);
    expect(within(bottom).getByRole('link', { name: 'Objetos' })).toHaveAttribute('aria-current', 'page');
  });

  it('the mobile menu holds the same entries, Administração only for administrators', async () => {
    signIn({ role: 'visitante' });
    mockApi({});
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'UNIDADES' })).toHaveAttribute('href', '/unidades');
    expect(within(drawer).getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/sair');
    expect(within(drawer).queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByText('Você ainda não possui relatórios')).toBeInTheDocument(),
    );
  });

  it("the mobile menu leads an accredited technician to 'Produtores que atendo'", async () => {
    signIn();
    mockApi({
      'GET /api/Tecnico/Credenciamento': { body: { data: { ...credenciamento, status: 'credenciado' } } },
    });
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('heading', { name: 'Área do técnico' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Credenciamento de técnico' })).toHaveAttribute(
      'href',
      '/tecnico/credenciamento',
    );
    expect(await within(drawer).findByRole('link', { name: 'Produtores que atendo' })).toHaveAttribute(
      'href',
      '/tecnico/produtores',
    );
  });

  it('has a skip link to the content and a breadcrumb', () => {
    signIn();
    mockApi({});
    renderShell();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
  });
});
