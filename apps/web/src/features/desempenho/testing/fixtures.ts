import type {
  ItemGabarito,
  ObjetoDetalhe,
  PrincipioDesempenho,
  RelatorioComparativo,
  RelatorioCompleto,
  RelatorioDesempenho,
  RelatorioPrioridades,
  UnidadeRelatorio,
} from '@guia/shared';

export const TITULOS = ['Gestão', 'Comunidades', 'Trabalhadores', 'Meio Ambiente', 'Cadeia de Valor'];

export function unidadeFixture(overrides: Partial<UnidadeRelatorio> = {}): UnidadeRelatorio {
  return {
    id: 7,
    nomeunidade: 'Fazenda Boa Vista',
    endereco: 'Goiânia/GO',
    cidade: 'Goiânia',
    uf: 'GO',
    nome: 'Maria Souza',
    email: 'maria@example.com',
    categoria_id: 6,
    categoria: 'Produtor rural',
    atividade: 'Ciclo completo',
    sistemaadotado: 'Extensivo',
    area: 1250,
    areapasto: 900,
    rebanho: 12500,
    inscricao_estadual: '1234567890',
    car: null,
    ...overrides,
  };
}

export const questionarioFixture = {
  id: 31,
  guia_id: 3,
  ano: 2026,
  finalizadoem: '2026-05-10T12:00:00.000Z',
};

export function itemFixture(overrides: Partial<ItemGabarito> = {}): ItemGabarito {
  return {
    id: 100,
    codigo: '1.1.1',
    titulo: 'Planejamento da propriedade',
    pcode: 1,
    resposta: 2,
    descricao: 'Planeja informalmente',
    proximopeso: 3,
    proximo: 'Planeja por escrito',
    legenda: 'MUITO IMPORTANTE',
    exemploevidencia: 'Mapa da propriedade com as áreas de pasto e de reserva.',
    apoio: [{ id: 1, titulo: 'Cartilha de planejamento', url: 'https://example.com/cartilha.pdf' }],
    evidencias: [],
    ...overrides,
  };
}

export function principioFixture(
  codigo: number,
  overrides: Partial<PrincipioDesempenho> = {},
): PrincipioDesempenho {
  return {
    id: codigo,
    codigo,
    titulo: TITULOS[codigo - 1] as string,
    subtitulo: `Subtítulo ${codigo}`,
    descricao: '',
    icone: `icn-principio-${codigo}`,
    orientacaoGtps: '',
    total: 4,
    respondidas: 4,
    percentual: 100,
    aplicaveis: 4,
    aproveitamento: 50,
    naoAplicado: false,
    blocoPercentuais: { atendido: 50, naoAtendido: 30, naoPreenchido: 20 },
    blocoResultado: { potencial: 20, indicadores: 4, avaliacao: 10 },
    gabarito: [itemFixture({ id: codigo * 100, codigo: `${codigo}.1.1`, pcode: codigo })],
    ...overrides,
  };
}

export function desempenhoFixture(principios?: PrincipioDesempenho[]): RelatorioDesempenho {
  return {
    unidade: unidadeFixture(),
    questionario: questionarioFixture,
    avaliacaoGeral: { totalAvaliacao: 1234, totalPotencial: 2000, percentual: 61 },
    principios: principios ?? [1, 2, 3, 4, 5].map((c) => principioFixture(c)),
  };
}

export function completoFixture(gabarito?: ItemGabarito[]): RelatorioCompleto {
  return {
    unidade: unidadeFixture(),
    questionario: questionarioFixture,
    score: [1, 2, 3, 4, 5].map((codigo) => ({
      codigo,
      titulo: TITULOS[codigo - 1] as string,
      valor: codigo * 10 + 3,
      nulos: 0,
      naoAplicado: false,
    })),
    scoretotal: 43,
    questions: 10,
    gabarito:
      gabarito ??
      [1, 2, 3, 4, 5].map((c) =>
        itemFixture({ id: c, codigo: `${c}.1.1`, pcode: c, titulo: `Indicador do princípio ${c}` }),
      ),
  };
}

export function prioridadesFixture(prioridades: ItemGabarito[]): RelatorioPrioridades {
  return { unidade: unidadeFixture(), questionario: questionarioFixture, prioridades };
}

export function comparativoFixture(overrides: Partial<RelatorioComparativo> = {}): RelatorioComparativo {
  return {
    grupo: 'minha-regiao',
    rotulo: 'Minha região',
    unidade: unidadeFixture(),
    questionario: {
      valores: [1, 2, 3, 4, 5].map((codigo) => ({
        codigo,
        titulo: TITULOS[codigo - 1] as string,
        valor: codigo * 11,
      })),
      total: 33,
    },
    comparado: {
      valores: [1, 2, 3, 4, 5].map((codigo) => ({
        codigo,
        titulo: TITULOS[codigo - 1] as string,
        valor: 40 + codigo,
      })),
      total: 43,
    },
    alert: null,
    comparadoCom: null,
    ...overrides,
  };
}

export function objetoDetalheFixture(overrides: Partial<ObjetoDetalhe> = {}): ObjetoDetalhe {
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
    car: 'GO-5208707-0123456789ABCDEF0123456789ABCDEF',
    cnpj: null,
    atividade_id: 4,
    atividade: 'Ciclo completo',
    sistemaadotado_id: 1,
    sistemaadotado: 'Extensivo',
    area: 1250,
    areapasto: 900,
    rebanho: 12500,
    zonapecuaria: null,
    percentual: 100,
    criadoEm: '2026-03-01T12:00:00.000Z',
    guia: [
      {
        id: 3,
        ano: 2026,
        disponivel: true,
        datadisponivel: null,
        finalizado: true,
        finalizadoem: '2026-05-10T12:00:00.000Z',
        hasOpenForm: false,
        totalPerguntas: 10,
        totalRespondido: 10,
        questionarios: [
          {
            id: 31,
            guia_id: 3,
            criadoem: '2026-04-01T12:00:00.000Z',
            dataenvio: '2026-05-10T12:00:00.000Z',
            totalRespondido: 10,
            percentual: 100,
            finalizado: true,
            finalizadoem: '2026-05-10T12:00:00.000Z',
          },
        ],
      },
      {
        id: 2,
        ano: 2025,
        disponivel: true,
        datadisponivel: null,
        finalizado: true,
        finalizadoem: '2025-08-20T12:00:00.000Z',
        hasOpenForm: false,
        totalPerguntas: 10,
        totalRespondido: 10,
        questionarios: [
          {
            id: 21,
            guia_id: 2,
            criadoem: '2025-08-01T12:00:00.000Z',
            dataenvio: '2025-08-20T12:00:00.000Z',
            totalRespondido: 10,
            percentual: 100,
            finalizado: true,
            finalizadoem: '2025-08-20T12:00:00.000Z',
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** Makes `(max-width: 1328px)` (and any max-width at or above `width`) match, like a screen that wide. */
export function screenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
