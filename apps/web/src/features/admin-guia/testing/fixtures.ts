import type {
  AdminEstrutura,
  AdminGuiaDetalhe,
  AdminGuiaItem,
  AdminIndicador,
  Categoria,
} from '@guia/shared';

export function guiaFixture(patch: Partial<AdminGuiaItem> = {}): AdminGuiaItem {
  return {
    id: 3,
    ano: 2025,
    disponivel: false,
    situacao: 'rascunho',
    datadisponivel: null,
    totalRespondido: 0,
    totalQuestionarios: 0,
    totalIndicadores: 35,
    ...patch,
  };
}

/** One page of the editions list, in the API's envelope. */
export const paginaDeGuias = (items: AdminGuiaItem[], totalItems = items.length) => ({
  body: { data: { items, pagination: { page: 1, pageSize: 50, totalItems, totalPages: 1 } } },
});

export function detalheFixture(patch: Partial<AdminGuiaDetalhe> = {}): AdminGuiaDetalhe {
  return {
    guia: guiaFixture(),
    estruturaBloqueada: false,
    principios: [
      {
        id: 11,
        codigo: 1,
        titulo: 'Gestão',
        subtitulo: 'Gestão da propriedade',
        icone: 'icn-principio-1',
        totalCriterios: 2,
        totalPerguntas: 7,
      },
      {
        id: 12,
        codigo: 2,
        titulo: 'Comunidades',
        subtitulo: 'Relação com as comunidades',
        icone: 'icn-principio-2',
        totalCriterios: 1,
        totalPerguntas: 1,
      },
    ],
    ...patch,
  };
}

export const categoriasFixture: Categoria[] = [
  { id: 1, sigla: 'CR', titulo: 'Cria', descricao: 'Cria', cor: '#1b5e20', ativo: true },
  { id: 2, sigla: 'RE', titulo: 'Recria', descricao: 'Recria', cor: '#ffb300', ativo: true },
  { id: 3, sigla: 'EN', titulo: 'Engorda', descricao: 'Engorda', cor: '#6a1b9a', ativo: true },
];

export function indicadorFixture(patch: Partial<AdminIndicador> = {}): AdminIndicador {
  return {
    id: 101,
    codigo: '1.1.1',
    sequencia: 1,
    linhagem: 'lin-101',
    titulo: 'Planejamento da propriedade',
    categorias: [],
    possuirestricao: false,
    restricao: null,
    possuiorientacao: false,
    orientacao: null,
    possuigee: false,
    possuievidencia: true,
    exemploevidencia: 'Plano escrito',
    possuipercentual: false,
    niveis: [
      { id: 1001, peso: 1, descricao: 'Não planeja' },
      { id: 1002, peso: 2, descricao: 'Planeja às vezes' },
    ],
    apoio: [],
    ...patch,
  };
}

/** Principle 1 with criteria 1.1 (two indicators) and 1.2 (one indicator). */
export function estruturaFixture(patch: Partial<AdminEstrutura> = {}): AdminEstrutura {
  return {
    guia: { id: 3, ano: 2025, situacao: 'rascunho' },
    principio: { id: 11, codigo: 1, titulo: 'Gestão' },
    versao: 4,
    estruturaBloqueada: false,
    criterios: [
      {
        id: 21,
        codigo: 1,
        number: '1.1',
        titulo: 'Planejamento',
        descricao: 'Como a propriedade se planeja',
        indicadores: [
          indicadorFixture(),
          indicadorFixture({
            id: 102,
            codigo: '1.1.2',
            sequencia: 2,
            linhagem: 'lin-102',
            titulo: 'Registros',
            categorias: [1, 2],
            niveis: [{ id: 1003, peso: 1, descricao: 'Sem registros' }],
            apoio: [
              { id: 501, titulo: 'Cartilha de registros', url: 'https://example.com/c.pdf', categoriaId: 1 },
            ],
          }),
        ],
      },
      {
        id: 22,
        codigo: 2,
        number: '1.2',
        titulo: 'Finanças',
        descricao: '',
        indicadores: [
          indicadorFixture({
            id: 103,
            codigo: '1.2.1',
            sequencia: 1,
            linhagem: 'lin-103',
            titulo: 'Controle de custos',
            niveis: [{ id: 1004, peso: 1, descricao: 'Sem controle' }],
          }),
        ],
      },
    ],
    ...patch,
  };
}
