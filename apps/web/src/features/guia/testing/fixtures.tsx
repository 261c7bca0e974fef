import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import type { RouteObject } from 'react-router';
import { renderRoute } from '@/testing/render-route';
import { guiaRoutes } from '../routes';

/** An indicator with levels 0..3 (ids `id*10 + peso`), unanswered unless `resposta` is given. */
export function indicador(id: number, patch: Partial<IndicadorGuia> = {}): IndicadorGuia {
  return {
    id,
    codigo: `${id}`,
    sequencia: id % 100,
    titulo: `Indicador ${id}`,
    categorias: [6],
    possuiorientacao: false,
    orientacao: null,
    possuievidencia: true,
    exemploevidencia: null,
    possuipercentual: false,
    niveis: [
      { id: id * 10, peso: 0, descricao: 'Não se aplica' },
      { id: id * 10 + 1, peso: 1, descricao: 'Inicial' },
      { id: id * 10 + 2, peso: 2, descricao: 'Intermediário' },
      { id: id * 10 + 3, peso: 3, descricao: 'Avançado' },
    ],
    resposta: null,
    percentualrespondido: null,
    apoio: [],
    evidencias: [],
    anterior: null,
    ...patch,
  };
}

/**
 * Unit 7, edition 3, questionnaire 40. Principle 1 ('Bem-estar animal') has criterion 1.1 with indicators 101
 * and 102 (102 has the percent slider) and criterion 1.2 with 103; principle 2 has indicator 201 answered.
 */
export function guiaFixture(patch: Partial<GuiaEstrutura> = {}): GuiaEstrutura {
  return {
    id: 3,
    ano: 2026,
    objeto_id: 7,
    nomeunidade: 'Fazenda Boa Vista',
    questionario: {
      id: 40,
      criadoem: '2026-04-10T12:00:00.000Z',
      finalizado: false,
      finalizadoem: null,
      orientacao: 'pendente',
    },
    totalPerguntas: 4,
    totalRespondido: 1,
    completo: false,
    principios: [
      {
        id: 1,
        codigo: 1,
        titulo: 'Princípio 1',
        subtitulo: 'Bem-estar animal',
        descricao: 'Cuidado com o rebanho.',
        icone: 'icn-principio-1',
        video: null,
        percentual: 0,
        respondidas: 0,
        total: 3,
        criterios: [
          {
            id: 11,
            codigo: 1,
            number: '1.1',
            titulo: 'Manejo',
            descricao: 'Manejo racional.',
            icone: null,
            indicadores: [indicador(101), indicador(102, { possuipercentual: true })],
          },
          {
            id: 12,
            codigo: 2,
            number: '1.2',
            titulo: 'Sanidade',
            descricao: 'Saúde do rebanho.',
            icone: null,
            indicadores: [indicador(103)],
          },
        ],
      },
      {
        id: 2,
        codigo: 2,
        titulo: 'Princípio 2',
        subtitulo: 'Meio ambiente',
        descricao: 'Conservação.',
        icone: 'icn-principio-2',
        video: null,
        percentual: 100,
        respondidas: 1,
        total: 1,
        criterios: [
          {
            id: 21,
            codigo: 1,
            number: '2.1',
            titulo: 'Água',
            descricao: 'Uso da água.',
            icone: null,
            indicadores: [indicador(201, { resposta: { nivel_id: 2012, peso: 2, versao: 1 } })],
          },
        ],
      },
    ],
    ...patch,
  };
}

export const GUIA_GET = 'GET /api/Guia/7/3/40';

/** Renders the {product} routes (fresh copies: a router marks loaded `lazy` on the objects) at `path`. */
export function renderGuia(path: string, extra: RouteObject[] = []) {
  return renderRoute(
    [
      ...guiaRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
      ...extra,
      { path: '/resumo', element: <p>Tela Resumo</p> },
      { path: '/unidades', element: <p>Lista de unidades</p> },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { path },
  );
}
