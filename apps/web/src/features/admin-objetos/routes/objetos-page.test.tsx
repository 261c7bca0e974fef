import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { itemFixture, paginaFixture } from '../testing/fixtures';
import { renderAdminObjetos } from '../testing/render';

const CATEGORIAS = {
  body: {
    data: [
      { id: 6, sigla: 'PR', titulo: 'Produtor', descricao: 'Produtor rural', cor: '#2f7d32', ativo: true },
      { id: 2, sigla: 'IN', titulo: 'Indústria', descricao: 'Indústria', cor: '#1565c0', ativo: false },
    ],
  },
};
const MUNICIPIOS = {
  body: {
    data: [
      { id: 5103403, nome: 'Cuiabá', uf: 'MT' },
      { id: 5107602, nome: 'Rondonópolis', uf: 'MT' },
    ],
  },
};

/** The lazy page's first import is slow on a busy machine. */
const SLOW = { timeout: 15_000 };

const API = {
  'GET /api/Admin/Objeto': { body: paginaFixture([itemFixture()], { totalItems: 120 }) },
  'GET /api/Categoria': CATEGORIAS,
  'GET /api/Admin/Objeto/Municipio': MUNICIPIOS,
};

beforeEach(() => signIn({ role: 'administrador' }));
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Admin/Objeto?'));
const lastListQuery = (calls: { method: string; path: string }[]) => {
  const all = listCalls(calls);
  return new URL(all[all.length - 1]?.path ?? '/', 'http://x').searchParams;
};
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Lista de unidades' }))
    .getAllByRole('row')
    .slice(1);

async function escolher(user: ReturnType<typeof renderAdminObjetos>['user'], label: string, opcao: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // jsdom runs no CSS transitions: the opened list keeps its display:none, so it is queried with hidden.
  const lista = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(await within(lista).findByRole('option', { name: opcao, hidden: true }));
}

describe('Admin.Objetos', () => {
  it('lists a page of units with the count, owner, category, numbers and a link to each unit', async () => {
    const { calls } = mockApi({
      'GET /api/Admin/Objeto': {
        body: paginaFixture(
          [
            itemFixture(),
            itemFixture({
              id: 8,
              nomeunidade: 'Sítio Novo',
              area: null,
              rebanho: null,
              status: 'sem-guia',
              percentual: null,
            }),
          ],
          { totalItems: 12345, totalUnidades: 12345, totalPages: 247 },
        ),
      },
      'GET /api/Categoria': CATEGORIAS,
    });
    renderAdminObjetos('/admin/objetos');

    expect(await screen.findByText('12.345 unidades', {}, SLOW)).toBeInTheDocument();
    const [primeira, segunda] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(primeira).getByRole('link', { name: 'Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/admin/objetos/7',
    );
    expect(primeira).toHaveTextContent('João Pecuarista');
    expect(primeira).toHaveTextContent('joao@example.com');
    // The category's short title on the tag, its long description only as the tooltip/secondary text.
    expect(within(primeira).getByText('Produtor')).toBeInTheDocument();
    expect(primeira).toHaveTextContent('Cuiabá/MT');
    expect(primeira).toHaveTextContent('1.250,5');
    expect(primeira).toHaveTextContent('12.500');
    expect(primeira).toHaveTextContent('Completo');
    expect(primeira).toHaveTextContent('66%');
    expect(segunda).toHaveTextContent('Sem Guia');
    expect(screen.getByText('Página 1 de 247')).toBeInTheDocument();

    const q = lastListQuery(calls);
    expect(q.get('page')).toBe('1');
    expect(q.get('pageSize')).toBe('50');
    expect(q.get('sort')).toBe('nomeunidade');
    expect(q.get('order')).toBe('asc');
  }, 30_000);

  it('shows the empty text when nothing matches', async () => {
    mockApi({ 'GET /api/Admin/Objeto': { body: paginaFixture([]) }, 'GET /api/Categoria': CATEGORIAS });
    renderAdminObjetos('/admin/objetos?q=zzz');
    expect(await screen.findByText('Nenhum objeto encontrado', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('0 unidades')).toBeInTheDocument();
  }, 30_000);

  it('restores every filter from the URL on a reload, and asks the server with them', async () => {
    const { calls } = mockApi({
      'GET /api/Admin/Objeto': { body: paginaFixture([itemFixture()], { page: 2, totalItems: 60 }) },
      'GET /api/Categoria': CATEGORIAS,
      'GET /api/Admin/Objeto/Municipio': MUNICIPIOS,
    });
    renderAdminObjetos(
      '/admin/objetos?uf=MT&municipio=5103403&categoria=6&filtro=atendimento-principio&principio=4&faixa=50-60&status=completo&areaMin=100&rebanhoMax=2000&q=boa&page=2&sort=area&order=desc',
    );
    await screen.findByText('60 unidades', {}, SLOW);

    const q = lastListQuery(calls);
    expect(Object.fromEntries(q)).toEqual({
      uf: 'MT',
      municipio: '5103403',
      categoria: '6',
      filtro: 'atendimento-principio',
      principio: '4',
      faixa: '50-60',
      status: 'completo',
      areaMin: '100',
      rebanhoMax: '2000',
      q: 'boa',
      page: '2',
      pageSize: '50',
      sort: 'area',
      order: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Estado (UF)' })).toHaveValue('MT — Mato Grosso');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Município' })).toHaveValue('Cuiabá'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Produtor'));
    expect(screen.getByRole('combobox', { name: 'Tipo de filtro' })).toHaveValue('Atendimento por princípio');
    expect(screen.getByRole('combobox', { name: /^Princípio/ })).toHaveValue('4. Meio Ambiente');
    expect(screen.getByRole('combobox', { name: 'Faixa de percentual' })).toHaveValue('50 a 60%');
    expect(screen.getByRole('combobox', { name: 'Situação do Guia' })).toHaveValue('Completo');
    expect(screen.getByRole('textbox', { name: 'Área (ha): mínimo' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Rebanho (cabeças): máximo' })).toHaveValue('2.000');
    expect(screen.getByRole('searchbox', { name: 'Buscar pelo nome da unidade' })).toHaveValue('boa');
    expect(screen.getByRole('columnheader', { name: /Área/ })).toHaveAttribute('aria-sort', 'descending');
    expect(calls.some((c) => c.path === '/api/Admin/Objeto/Municipio?uf=MT')).toBe(true);
  }, 30_000);
});

describe('Admin.Objetos', () => {
  it('writes the place, category, status and band filters to the URL and the request, back to page 1', async () => {
    const { calls } = mockApi(API);
    const { router, user } = renderAdminObjetos('/admin/objetos?page=3');
    await screen.findByText('120 unidades', {}, SLOW);

    // The municipality waits for a state.
    expect(screen.getByRole('combobox', { name: 'Município' })).toBeDisabled();
    await escolher(user, 'Estado (UF)', 'MT — Mato Grosso');
    expect(search(router).get('uf')).toBe('MT');
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(calls).get('uf')).toBe('MT'));
    expect(lastListQuery(calls).get('page')).toBe('1');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Município' })).toBeEnabled());
    await escolher(user, 'Município', 'Rondonópolis');
    expect(search(router).get('municipio')).toBe('5107602');
    await waitFor(() => expect(lastListQuery(calls).get('municipio')).toBe('5107602'));

    await escolher(user, 'Categoria', 'Indústria');
    await escolher(user, 'Situação do Guia', 'Incompleto');
    await escolher(user, 'Faixa de percentual', '90 a 100%');
    await waitFor(() => expect(lastListQuery(calls).get('faixa')).toBe('90-100'));
    expect(lastListQuery(calls).get('categoria')).toBe('2');
    expect(lastListQuery(calls).get('status')).toBe('incompleto');

    // Another state: its municipality no longer applies.
    await escolher(user, 'Estado (UF)', 'GO — Goiás');
    expect(search(router).get('uf')).toBe('GO');
    expect(search(router).get('municipio')).toBeNull();
  }, 60_000);

  it('waits for the principle or indicator a filter kind needs', async () => {
    const { calls } = mockApi(API);
    const { router, user } = renderAdminObjetos('/admin/objetos');
    await screen.findByText('120 unidades', {}, SLOW);

    const antes = listCalls(calls).length;
    await escolher(user, 'Tipo de filtro', 'Evolução por princípio');
    expect(search(router).get('filtro')).toBe('evolucao-principio');
    expect(screen.getByText('Escolha o princípio para ver a lista.')).toBeInTheDocument();
    // No stale count and no 'Nenhum objeto encontrado' while the list waits for its principle.
    expect(screen.queryByText('120 unidades')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum objeto encontrado')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lista de unidades' })).not.toBeInTheDocument();
    // In an evolution kind the band is the size of the rise.
    expect(screen.getByRole('combobox', { name: 'Aumento (pontos percentuais)' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(antes);
    await escolher(user, 'Princípio', '2. Comunidades');
    await waitFor(() => expect(lastListQuery(calls).get('principio')).toBe('2'));
    expect(lastListQuery(calls).get('filtro')).toBe('evolucao-principio');

    // An indicator kind drops the principle and asks for an indicator id.
    await escolher(user, 'Tipo de filtro', 'Atendimento por indicador');
    expect(search(router).get('principio')).toBeNull();
    expect(screen.getByText('Informe o indicador para ver a lista.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Indicador/ }), '123{Enter}');
    expect(search(router).get('indicador')).toBe('123');
    await waitFor(() => expect(lastListQuery(calls).get('indicador')).toBe('123'));
    expect(lastListQuery(calls).get('filtro')).toBe('atendimento-indicador');
    expect(lastListQuery(calls).get('principio')).toBeNull();
  }, 60_000);

  it('writes typed measures and the search to the URL; Limpar filtros clears them all', async () => {
    const { calls } = mockApi(API);
    const { router, user } = renderAdminObjetos('/admin/objetos?uf=MT&status=completo');
    await screen.findByText('120 unidades', {}, SLOW);

    const areaMin = screen.getByRole('textbox', { name: 'Área (ha): mínimo' });
    await user.clear(areaMin);
    await user.type(areaMin, '2500');
    await user.tab();
    expect(search(router).get('areaMin')).toBe('2500');
    expect(search(router).get('areaMax')).toBeNull();
    await waitFor(() => expect(lastListQuery(calls).get('areaMin')).toBe('2500'));
    // The slider's thumbs speak the measure, not their internal position.
    const thumbs = screen.getAllByRole('slider', { name: /Área \(ha\)/ });
    expect(thumbs[0]).toHaveAttribute('aria-valuetext', '2.500');
    expect(thumbs[1]).toHaveAttribute('aria-valuetext', '500.000');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pelo nome da unidade' }), 'sao joao');
    await waitFor(() => expect(search(router).get('q')).toBe('sao joao'));
    await waitFor(() => expect(lastListQuery(calls).get('q')).toBe('sao joao'));
    expect(lastListQuery(calls).get('uf')).toBe('MT');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Área (ha): mínimo' })).toHaveValue('1'));
    expect(screen.getByRole('combobox', { name: 'Estado (UF)' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
    await waitFor(() => expect(lastListQuery(calls).get('uf')).toBeNull());
  }, 60_000);

  it('pages and sorts on the server', async () => {
    const { calls } = mockApi({
      'GET /api/Admin/Objeto': (_b, url) => ({
        body: paginaFixture(
          [
            itemFixture({
              id: Number(url.searchParams.get('page')),
              nomeunidade: `Unidade p${url.searchParams.get('page')}`,
            }),
          ],
          { page: Number(url.searchParams.get('page')), totalItems: 120, totalPages: 3 },
        ),
      }),
      'GET /api/Categoria': CATEGORIAS,
    });
    const { router, user } = renderAdminObjetos('/admin/objetos');
    expect(await screen.findByRole('link', { name: 'Unidade p1' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByRole('link', { name: 'Unidade p2' })).toBeInTheDocument();
    expect(search(router).get('page')).toBe('2');
    expect(lastListQuery(calls).get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Rebanho (cabeças)' }));
    expect(search(router).get('sort')).toBe('rebanho');
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('rebanho'));
    expect(lastListQuery(calls).get('page')).toBe('1');
  }, 30_000);
});
