import type { ApoioMaterial, MaterialDeApoio, TemaMaterial, TipoMaterial } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { materiaisRoutes } from './routes';

const LONGA =
  'Cartilhas de cada princípio do Guia, com orientações práticas para alcançar o próximo nível nos indicadores.';

const tema = (o: Partial<TemaMaterial> = {}): TemaMaterial => ({
  id: 1,
  titulo: 'Cartilhas do Guia',
  descricao: LONGA,
  icone: 'icn-cartilha',
  chave: 'cartilhas',
  totalMaterial: 10,
  ...o,
});
const tipo = (o: Partial<TipoMaterial> = {}): TipoMaterial => ({
  id: 2,
  tema_id: 1,
  titulo: 'Gestão',
  descricao: 'Planejamento, controles e legalidade da unidade.',
  icone: 'icn-principio-1',
  categorias: [],
  totalMaterial: 2,
  ...o,
});
const TITULO_LONGO = 'Cartilha do princípio 1: Gestão, planejamento e controle de custos da fazenda';
const pdf: MaterialDeApoio = {
  id: 5,
  titulo: TITULO_LONGO,
  descricao: 'Como planejar a unidade e controlar custos.',
  tipo: 'arquivo',
  url: 'Material/material/seed/cartilha-1-gestao.pdf',
  nomearquivo: 'cartilha-1-gestao.pdf',
  tipo_conteudo: 'application/pdf',
  tamanho: 19020,
};
const site: MaterialDeApoio = {
  id: 6,
  titulo: 'Sebrae',
  descricao: 'Gestão financeira.',
  tipo: 'link',
  url: 'https://sebrae.com.br/sites/PortalSebrae',
  nomearquivo: null,
  tipo_conteudo: null,
  tamanho: null,
};
const apoio = (o: Partial<ApoioMaterial>): ApoioMaterial => ({
  id: 1,
  titulo: 'Lei nº 12.651/2012: Código Florestal',
  url: 'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm',
  codigo: 4,
  principio: 'Meio Ambiente',
  indicador_id: 40,
  indicador: '4.1.1',
  indicador_titulo: 'Cadastro Ambiental Rural',
  categoria_id: 6,
  ...o,
});

const copies = () => materiaisRoutes.map((r) => ({ ...r, lazy: { ...(r.lazy as object) } }));
const open = (path: string) => renderRoute(copies(), { path });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/materiais', () => {
  it("shows the themes under 'Materiais de apoio', the description cropped at 70 with the whole text reachable", async () => {
    mockApi({
      'GET /api/MaterialApoio/Tema': ok([
        tema(),
        tema({ id: 3, titulo: 'Legislação', descricao: 'Leis.', chave: 'legislacao', totalMaterial: 1 }),
      ]),
    });
    const { user } = open('/materiais');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiais de apoio' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Cartilhas do Guia' })).closest('article')!;
    // Screen readers read the whole text (a hidden copy: no aria-label on a paragraph, axe
    // aria-prohibited-attr); the eye sees it cropped.
    const descricao = within(card).getByText(LONGA).closest('p')!;
    expect(descricao).not.toHaveAttribute('aria-label');
    const visivel = descricao.querySelector('[aria-hidden="true"]')!;
    expect(visivel.textContent).toHaveLength(70);
    expect(visivel.textContent!.endsWith('…')).toBe(true);
    expect(LONGA.startsWith(visivel.textContent!.slice(0, -1))).toBe(true);
    await user.click(document.body);
    descricao.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONGA);
    expect(within(card).getByText('10 materiais')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acessar Cartilhas do Guia' })).toHaveAttribute(
      'href',
      '/materiais/1',
    );
    // A short description is shown whole, without a tooltip.
    const legislacao = screen.getByRole('heading', { name: 'Legislação' }).closest('article')!;
    expect(within(legislacao).getByText('Leis.')).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('link', { name: 'Acessar Materiais por indicador' })).toHaveAttribute(
      'href',
      '/newmateriais',
    );
  });

  it('opens the theme a menu entry names by its key', async () => {
    mockApi({
      'GET /api/MaterialApoio/Tema': ok([tema(), tema({ id: 3, titulo: 'Legislação', chave: 'legislacao' })]),
      'GET /api/MaterialApoio/TipoMaterial/3': ok({ tema: tema({ id: 3, titulo: 'Legislação' }), tipos: [] }),
    });
    const { router } = open('/materiais?tema=legislacao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legislação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/materiais/3');
  });

  it('offers a retry when the themes fail to load', async () => {
    mockApi({ 'GET /api/MaterialApoio/Tema': { status: 500, body: { error: 'x', clientMessage: 'x' } } });
    open('/materiais');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os materiais de apoio.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('/materiais/:temaId', () => {
  it('shows the whole theme description and its types, each leading to its materials', async () => {
    mockApi({ 'GET /api/MaterialApoio/TipoMaterial/1': ok({ tema: tema(), tipos: [tipo()] }) });
    open('/materiais/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartilhas do Guia' })).toBeInTheDocument();
    expect(screen.getByText(LONGA)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar Gestão' })).toHaveAttribute('href', '/materiais/1/2');
    expect(screen.getByRole('link', { name: 'Voltar aos materiais de apoio' })).toHaveAttribute(
      'href',
      '/materiais',
    );
  });

  it("reads 'Tema não encontrado' for an unknown theme", async () => {
    mockApi({});
    open('/materiais/99');
    expect(await screen.findByRole('heading', { name: 'Tema não encontrado' })).toBeInTheDocument();
  });
});

describe('/materiais/:temaId/:tipoMaterialId', () => {
  it('lists the materials with the title cropped at 55; a link opens in a new window without opener', async () => {
    mockApi({
      'GET /api/MaterialApoio/Material/1/2': ok({ tema: tema(), tipo: tipo(), materiais: [pdf, site] }),
    });
    open('/materiais/1/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão' })).toBeInTheDocument();
    const titulo = screen.getByRole('heading', { level: 2, name: TITULO_LONGO });
    const tituloVisivel = titulo.querySelector('[aria-hidden="true"]')!;
    expect(tituloVisivel.textContent).toHaveLength(55);
    expect(tituloVisivel.textContent!.endsWith('…')).toBe(true);
    expect(screen.getByText('Como planejar a unidade e controlar custos.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Acessar Sebrae (abre em nova janela)' });
    expect(link).toHaveAttribute('href', 'https://sebrae.com.br/sites/PortalSebrae');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Voltar a Cartilhas do Guia' })).toHaveAttribute(
      'href',
      '/materiais/1',
    );
  });

  it('opens a stored file in a new window, fetched with the session (no token in the URL)', async () => {
    mockApi({ 'GET /api/MaterialApoio/Material/1/2': ok({ tema: tema(), tipo: tipo(), materiais: [pdf] }) });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/m-1');
    URL.revokeObjectURL = vi.fn();
    const { user } = open('/materiais/1/2');
    const acessar = await screen.findByRole('button', {
      name: `Acessar ${TITULO_LONGO} (abre em nova janela)`,
    });
    const fetchMock = vi.fn(
      async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await user.click(acessar);
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/m-1'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Material/material/seed/cartilha-1-gestao.pdf');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(tab.opener).toBeNull();
  });

  it('downloads instead of showing a type a browser could run (never an HTML blob in our origin)', async () => {
    mockApi({ 'GET /api/MaterialApoio/Material/1/2': ok({ tema: tema(), tipo: tipo(), materiais: [pdf] }) });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/m-2');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = open('/materiais/1/2');
    const acessar = await screen.findByRole('button', { name: /Acessar Cartilha/ });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<script>', { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    await user.click(acessar);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it("reads 'Esta categoria não possui material de apoio' for a type without materials", async () => {
    mockApi({ 'GET /api/MaterialApoio/Material/1/2': ok({ tema: tema(), tipo: tipo(), materiais: [] }) });
    open('/materiais/1/2');
    expect(
      await screen.findByRole('heading', { name: 'Esta categoria não possui material de apoio' }),
    ).toBeInTheDocument();
  });
});

const CATEGORIAS = [
  { id: 3, sigla: 'V', titulo: 'Varejo', descricao: 'Varejo', cor: '#123456' },
  { id: 6, sigla: 'P', titulo: 'Produtor rural', descricao: 'Produtor rural', cor: '#654321' },
];

async function escolher(user: ReturnType<typeof open>['user'], label: string, opcao: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const lista = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(await within(lista).findByRole('option', { name: opcao, hidden: true }));
}

describe('/newmateriais', () => {
  const itens = [
    apoio({
      id: 1,
      codigo: 1,
      principio: 'Gestão',
      indicador_id: 10,
      indicador: '1.1.1',
      indicador_titulo: 'Planejamento',
      titulo: 'Sebrae',
      url: 'https://sebrae.com.br/',
    }),
    apoio({ id: 2 }),
    apoio({ id: 3, titulo: 'SICAR', url: 'https://www.car.gov.br/' }),
    apoio({
      id: 4,
      indicador_id: 41,
      indicador: '4.1.2',
      indicador_titulo: 'Reserva Legal',
      titulo: 'Embrapa',
      url: 'https://www.embrapa.br/',
    }),
  ];

  it('chains category, principle and indicator to the materials, starting on the first unit’s category', async () => {
    const { calls } = mockApi({
      'GET /api/Categoria': ok(CATEGORIAS),
      'GET /api/Objeto': ok([{ categoria_id: 6 }]),
      'GET /api/Apoio': ok({ edicao: { id: 1, ano: 2026 }, itens }),
    });
    const { user, router } = open('/newmateriais');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Materiais por indicador' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sebrae' })).toHaveAttribute('target', '_blank');
    expect(calls.some((c) => c.path === '/api/Apoio?categoria_id=6')).toBe(true);

    await escolher(user, 'Princípio', 'Princípio 4: Meio Ambiente');
    expect(screen.queryByRole('link', { name: 'Sebrae' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4.1.1 Cadastro Ambiental Rural' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4.1.2 Reserva Legal' })).toBeInTheDocument();

    await escolher(user, 'Indicador', '4.1.1 Cadastro Ambiental Rural');
    expect(screen.queryByRole('heading', { name: '4.1.2 Reserva Legal' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(links.map((a) => a.textContent)).toEqual(['Lei nº 12.651/2012: Código Florestal', 'SICAR']);
    for (const a of links) expect(a.getAttribute('rel')).toContain('noopener');
    expect(new URLSearchParams(router.state.location.search).get('indicador')).toBe('40');
  });

  it("reads 'Esta categoria não possui material de apoio' for a category without links", async () => {
    mockApi({
      'GET /api/Categoria': ok(CATEGORIAS),
      'GET /api/Objeto': ok([]),
      'GET /api/Apoio': ok({ edicao: { id: 1, ano: 2026 }, itens: [] }),
    });
    const { user } = open('/newmateriais');
    expect(
      await screen.findByText('Escolha uma categoria para ver os materiais de apoio.'),
    ).toBeInTheDocument();
    await escolher(user, 'Categoria', 'Varejo');
    expect(
      await screen.findByRole('heading', { name: 'Esta categoria não possui material de apoio' }),
    ).toBeInTheDocument();
  });

  it('opens on the principle a menu entry names', async () => {
    mockApi({
      'GET /api/Categoria': ok(CATEGORIAS),
      'GET /api/Objeto': ok([]),
      'GET /api/Apoio': ok({ edicao: { id: 1, ano: 2026 }, itens }),
    });
    open('/newmateriais?categoria=6&principio=1');
    expect(await screen.findByRole('link', { name: 'Sebrae' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SICAR' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Princípio' })).toHaveValue('Princípio 1: Gestão');
  });
});
