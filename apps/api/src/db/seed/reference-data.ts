import { CATEGORIA_PRODUTOR_RURAL } from '@guia/shared';

/**
 * The chain-actor categories. Ids are part of the contract (id 6 enables the producer fields),
 * and every colour keeps white text readable (contrast of 5:1 or more, WCAG AA).
 */
export const CATEGORIAS = [
  {
    id: 1,
    sigla: 'INS',
    titulo: 'Insumos e serviços',
    descricao:
      'Empresas de insumos e serviços para a pecuária: genética, nutrição, saúde animal, máquinas, assistência técnica e crédito.',
    cor: '#1e63b5',
  },
  {
    id: 2,
    sigla: 'IND',
    titulo: 'Indústria',
    descricao: 'Frigoríficos, curtumes e demais indústrias que processam a carne bovina e seus coprodutos.',
    cor: '#7b3fa0',
  },
  {
    id: 3,
    sigla: 'VAR',
    titulo: 'Varejo',
    descricao: 'Supermercados, açougues, boutiques de carne e demais pontos de venda ao consumidor.',
    cor: '#b3261e',
  },
  {
    id: 4,
    sigla: 'FS',
    titulo: 'Food service',
    descricao: 'Restaurantes, churrascarias, redes de alimentação e serviços de alimentação coletiva.',
    cor: '#c2410c',
  },
  {
    id: 5,
    sigla: 'INST',
    titulo: 'Instituições',
    descricao:
      'Associações, cooperativas, sindicatos, órgãos públicos, universidades, organizações da sociedade civil e demais instituições da cadeia.',
    cor: '#0e6e73',
  },
  {
    id: CATEGORIA_PRODUTOR_RURAL,
    sigla: 'PEC',
    titulo: 'Produtor rural / pecuária',
    descricao: 'Propriedades rurais que criam bovinos de corte: cria, recria, engorda ou ciclo completo.',
    cor: '#2f7d32',
  },
] as const;

/** The unit's activity cycle. */
export const ATIVIDADES = [
  { id: 1, descricao: 'Cria' },
  { id: 2, descricao: 'Recria' },
  { id: 3, descricao: 'Engorda' },
  { id: 4, descricao: 'Cria e recria' },
  { id: 5, descricao: 'Recria e engorda' },
  { id: 6, descricao: 'Ciclo completo' },
] as const;

/** The production system adopted by the unit. */
export const SISTEMAS_ADOTADOS = [
  { id: 1, descricao: 'Extensivo (a pasto)' },
  { id: 2, descricao: 'Semi-intensivo' },
  { id: 3, descricao: 'Intensivo (confinamento)' },
  { id: 4, descricao: 'Integração lavoura-pecuária (ILP)' },
  { id: 5, descricao: 'Integração lavoura-pecuária-floresta (ILPF)' },
] as const;
