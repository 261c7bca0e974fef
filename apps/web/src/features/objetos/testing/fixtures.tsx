import type { Categoria, Cidade, ItemLista, Objeto } from '@guia/shared';
import { routes } from '@/app/routes';
import { ok } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { objetoRoutes } from '../routes';

/** Renders the unit routes (and stand-ins for the screens they lead to) at `path`, coming from '/'. */
export function renderObjetos(path: string) {
  return renderRoute(
    [
      {
        path: '/',
        children: [
          // Copies: a router marks the `lazy` properties it has loaded on the objects themselves.
          ...objetoRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
          { path: routes.Resumo, element: <h1>Tela Resumo</h1> },
          { path: '/', element: <h1>Tela inicial</h1> },
        ],
      },
    ],
    { initialEntries: ['/', path] },
  );
}

export const fixtures = {
  categorias: [
    {
      id: 6,
      sigla: 'PR',
      titulo: 'Produtor rural',
      descricao: 'Pecuária de corte',
      cor: '#2f7d32',
      ativo: true,
    },
    { id: 2, sigla: 'IN', titulo: 'Indústria', descricao: 'Frigoríficos', cor: '#1565c0', ativo: true },
  ] satisfies Categoria[],
  cidadesGO: [
    { codigo: 5200050, nome: 'Abadia de Goiás' },
    { codigo: 5208707, nome: 'Goiânia' },
  ] satisfies Cidade[],
  cidadesMT: [{ codigo: 5103403, nome: 'Cuiabá' }] satisfies Cidade[],
  atividades: [
    { id: 1, descricao: 'Cria' },
    { id: 4, descricao: 'Ciclo completo' },
  ] satisfies ItemLista[],
  sistemas: [
    { id: 1, descricao: 'Extensivo' },
    { id: 2, descricao: 'Semi-intensivo' },
  ] satisfies ItemLista[],
};

/** The reference lists every unit form reads. */
export const referenceApi = {
  'GET /api/Categoria?onlyActive=true': ok(fixtures.categorias),
  'GET /api/Estado/GO/Cidade': ok(fixtures.cidadesGO),
  'GET /api/Estado/MT/Cidade': ok(fixtures.cidadesMT),
  'GET /api/Atividade': ok(fixtures.atividades),
  'GET /api/SistemaAdotado': ok(fixtures.sistemas),
};

export const VALID_CAR = 'GO-5208707-0123456789ABCDEF0123456789ABCDEF';

export function objetoFixture(overrides: Partial<Objeto> = {}): Objeto {
  return {
    id: 7,
    usuario_id: 1,
    nomeunidade: 'Fazenda Boa Vista',
    categoria_id: 6,
    categoria: 'Produtor rural',
    sigla: 'PR',
    cor: '#2f7d32',
    uf: 'GO',
    cidade: 5208707,
    cidadeNome: 'Goiânia',
    endereco: 'Goiânia - GO',
    inscricao_estadual: '1234567890',
    car: VALID_CAR,
    cnpj: null,
    atividade_id: 4,
    atividade: 'Ciclo completo',
    sistemaadotado_id: 1,
    sistemaadotado: 'Extensivo',
    area: 1250,
    areapasto: 900,
    rebanho: 12500,
    zonapecuaria: null,
    percentual: 0,
    criadoEm: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
