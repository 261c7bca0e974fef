import type {
  GuiaEstrutura,
  IndicadorGuia,
  ItemGabarito,
  ItemPlano,
  PlanoAcao,
  RelatorioPrioridades,
} from '@guia/shared';

const DESCRICOES = ['Não se aplica', 'Inicial', 'Básico', 'Intermediário', 'Avançado', 'Referência'];

/** An indicator with levels 0..5 (ids `id*10 + peso`), answered at `peso` (null: unanswered). */
export function indicadorFixture(id: number, titulo: string, peso: number | null): IndicadorGuia {
  return {
    id,
    codigo: `${Math.floor(id / 100)}.1.${id % 100}`,
    sequencia: id % 100,
    titulo,
    categorias: [6],
    possuiorientacao: false,
    orientacao: null,
    possuievidencia: true,
    exemploevidencia: null,
    possuipercentual: false,
    niveis: DESCRICOES.map((d, p) => ({ id: id * 10 + p, peso: p, descricao: `${d} em ${titulo}` })),
    resposta: peso === null ? null : { nivel_id: id * 10 + peso, peso, versao: 1 },
    percentualrespondido: null,
    apoio: [{ id: id, titulo: `Cartilha de ${titulo}`, url: `https://example.com/${id}.pdf` }],
    evidencias: [],
    anterior: null,
  };
}

const PRINCIPIOS: [number, string, IndicadorGuia[]][] = [
  [
    1,
    'Gestão',
    [
      indicadorFixture(101, 'Planejamento', 1),
      indicadorFixture(102, 'Registros', 2),
      indicadorFixture(103, 'Sucessão', 5),
      indicadorFixture(104, 'Certificações', 0),
    ],
  ],
  [2, 'Comunidades', [indicadorFixture(201, 'Vizinhança', 3), indicadorFixture(202, 'Empregos locais', 1)]],
  [3, 'Trabalhadores', [indicadorFixture(301, 'Segurança', 2), indicadorFixture(302, 'Moradia', 4)]],
];

/**
 * Unit 7, edition 3, finished questionnaire 31. Answerable for a plan: 101 (1), 102 (2), 201 (3),
 * 202 (1), 301 (2), 302 (4); 103 is at the top level and 104 'Não se aplica'.
 */
export function estruturaFixture(): GuiaEstrutura {
  return {
    id: 3,
    ano: 2026,
    objeto_id: 7,
    nomeunidade: 'Fazenda Boa Vista',
    questionario: {
      id: 31,
      criadoem: '2026-04-10T12:00:00.000Z',
      finalizado: true,
      finalizadoem: '2026-05-10T12:00:00.000Z',
      orientacao: 'orientado',
    },
    totalPerguntas: 8,
    totalRespondido: 8,
    completo: true,
    principios: PRINCIPIOS.map(([codigo, titulo, indicadores]) => ({
      id: codigo,
      codigo,
      titulo,
      subtitulo: titulo,
      descricao: '',
      icone: `icn-principio-${codigo}`,
      video: null,
      percentual: 100,
      respondidas: indicadores.length,
      total: indicadores.length,
      criterios: [
        {
          id: codigo * 10,
          codigo: 1,
          number: `${codigo}.1`,
          titulo,
          descricao: '',
          icone: null,
          indicadores,
        },
      ],
    })),
  };
}

function prioridade(id: number, titulo: string, resposta: number): ItemGabarito {
  return {
    id,
    codigo: `${Math.floor(id / 100)}.1.${id % 100}`,
    titulo,
    pcode: Math.floor(id / 100),
    resposta,
    descricao: null,
    proximopeso: resposta + 1,
    proximo: null,
    legenda: 'MUITO IMPORTANTE',
    exemploevidencia: null,
    apoio: [],
    evidencias: [],
  };
}

/** The report's five priorities: 101, 202, 102, 301, 201. */
export function prioridadesFixture(): RelatorioPrioridades {
  return {
    unidade: {
      id: 7,
      nomeunidade: 'Fazenda Boa Vista',
      endereco: 'Goiânia - GO',
      cidade: 'Goiânia',
      uf: 'GO',
      nome: 'Maria Souza',
      email: 'maria@example.com',
      categoria_id: 6,
      categoria: 'Produtor rural',
      atividade: null,
      sistemaadotado: null,
      area: null,
      areapasto: null,
      rebanho: null,
      inscricao_estadual: null,
      car: null,
    },
    questionario: { id: 31, guia_id: 3, ano: 2026, finalizadoem: '2026-05-10T12:00:00.000Z' },
    prioridades: [
      prioridade(101, 'Planejamento', 1),
      prioridade(202, 'Empregos locais', 1),
      prioridade(102, 'Registros', 2),
      prioridade(301, 'Segurança', 2),
      prioridade(201, 'Vizinhança', 3),
    ],
  };
}

export function itemPlanoFixture(patch: Partial<ItemPlano> = {}): ItemPlano {
  const item = {
    id: 9,
    indicador_id: 101,
    linhagem: 'lin-101',
    indicador_avaliado_id: null,
    principio: { codigo: 1, titulo: 'Gestão' },
    indicador: { codigo: '1.1.1', titulo: 'Planejamento' },
    peso_atual: 1,
    nivel_atual: 'Inicial em Planejamento',
    peso_meta: 3,
    nivel_meta: 'Intermediário em Planejamento',
    niveis_acima: [
      { peso: 2, descricao: 'Básico em Planejamento' },
      { peso: 3, descricao: 'Intermediário em Planejamento' },
      { peso: 4, descricao: 'Avançado em Planejamento' },
      { peso: 5, descricao: 'Referência em Planejamento' },
    ],
    prazo: '2026-06-19',
    acoes: 'Escrever o plano da fazenda com o técnico',
    responsavel: 'João',
    estado: 'planejada' as const,
    registros: [],
    desfecho: null,
    peso_obtido: null,
    // The API branch adds when an action was marked done; the screens do not read it yet.
    concluido_em: null,
  };
  return { ...item, ...patch };
}

export function planoFixture(itens: ItemPlano[], patch: Partial<PlanoAcao> = {}): PlanoAcao {
  return {
    id: 5,
    objeto_id: 7,
    questionario_id: 31,
    ano: 2026,
    criado_em: '2026-05-12T13:00:00.000Z',
    avaliado_em: null,
    questionario_avaliacao_id: null,
    itens,
    ...patch,
  };
}

/**
 * The active plan seen on 20/05/2026: Gestão has 'Planejamento' (planned, due 19/06/2026) and
 * 'Registros' (started, one record with a file, overdue); Comunidades 'Empregos locais' (due
 * tomorrow) and 'Vizinhança' (cancelled); Trabalhadores 'Segurança' (done).
 */
export function planoAtivoFixture(): PlanoAcao {
  return planoFixture([
    itemPlanoFixture(),
    itemPlanoFixture({
      id: 11,
      indicador_id: 301,
      principio: { codigo: 3, titulo: 'Trabalhadores' },
      indicador: { codigo: '3.1.1', titulo: 'Segurança' },
      estado: 'concluida',
      prazo: '2026-04-30',
    }),
    itemPlanoFixture({
      id: 10,
      indicador_id: 102,
      indicador: { codigo: '1.1.2', titulo: 'Registros' },
      estado: 'em_andamento',
      prazo: '2026-05-10',
      responsavel: null,
      registros: [
        {
          id: 1,
          nota: 'Comprei o caderno de campo',
          criado_em: '2026-05-15T12:00:00.000Z',
          arquivo: { nome: 'nota.pdf', url: '/api/PlanoAcao/Registro/1/Arquivo', tamanho: 12_345 },
        },
      ],
    }),
    itemPlanoFixture({
      id: 12,
      indicador_id: 201,
      principio: { codigo: 2, titulo: 'Comunidades' },
      indicador: { codigo: '2.1.1', titulo: 'Vizinhança' },
      estado: 'cancelada',
    }),
    itemPlanoFixture({
      id: 13,
      indicador_id: 202,
      principio: { codigo: 2, titulo: 'Comunidades' },
      indicador: { codigo: '2.1.2', titulo: 'Empregos locais' },
      prazo: '2026-05-21',
    }),
  ]);
}

/** Last year's plan, evaluated by this year's finished Guia. */
export function planoAnteriorFixture(): PlanoAcao {
  return planoFixture(
    [
      itemPlanoFixture({ id: 1, desfecho: 'atingida', peso_obtido: 3, estado: 'concluida' }),
      itemPlanoFixture({
        id: 2,
        indicador: { codigo: '1.1.2', titulo: 'Registros' },
        desfecho: 'recuou',
        peso_obtido: 0,
      }),
      itemPlanoFixture({
        id: 3,
        indicador: { codigo: '2.1.1', titulo: 'Vizinhança' },
        desfecho: 'nao_avaliavel',
        peso_obtido: null,
      }),
    ],
    { id: 4, ano: 2025, questionario_id: 20, avaliado_em: '2026-05-10T12:00:00.000Z' },
  );
}
