import type { TemaChave } from '@guia/shared';
import { FONTES } from '../questionario/fontes.ts';
import { CARTILHA_PLATAFORMA, CARTILHAS_PRINCIPIOS, type Cartilha } from './cartilhas.ts';

/** A seeded material: one of our PDFs, or an official https address. */
export type MaterialSeed =
  | { titulo: string; descricao: string; cartilha: Cartilha }
  | { titulo: string; descricao: string; link: string };

export interface TipoSeed {
  titulo: string;
  descricao: string;
  icone: string;
  materiais: MaterialSeed[];
}

export interface TemaSeed {
  titulo: string;
  descricao: string;
  icone: string;
  chave: TemaChave | null;
  tipos: TipoSeed[];
}

const cartilha = (c: Cartilha): MaterialSeed => ({ titulo: c.titulo, descricao: c.descricao, cartilha: c });
const link = (f: { titulo: string; url: string }, descricao: string): MaterialSeed => ({
  titulo: f.titulo,
  descricao,
  link: f.url,
});

const [gestao, comunidades, trabalhadores, meioAmbiente, cadeiaValor] = CARTILHAS_PRINCIPIOS as [
  Cartilha,
  Cartilha,
  Cartilha,
  Cartilha,
  Cartilha,
];

/**
 * The library of a fresh installation: our guides per principle, the laws producers are asked
 * about, technical references and the platform guide. Administrators edit it afterwards.
 */
export const BIBLIOTECA: readonly TemaSeed[] = [
  {
    titulo: 'Cartilhas do Guia',
    descricao:
      'Cartilhas de cada princípio do Guia, com orientações práticas para alcançar o próximo nível nos indicadores.',
    icone: 'icn-cartilha',
    chave: 'cartilhas',
    tipos: [
      {
        titulo: 'Gestão',
        descricao: 'Planejamento, controles e legalidade da unidade.',
        icone: 'icn-principio-1',
        materiais: [
          cartilha(gestao),
          link(FONTES.sebrae, 'Conteúdos de gestão financeira e planejamento para pequenos negócios.'),
        ],
      },
      {
        titulo: 'Comunidades',
        descricao: 'Vizinhança, parceiros locais e território.',
        icone: 'icn-principio-2',
        materiais: [cartilha(comunidades), link(FONTES.funai, 'Informações sobre terras e povos indígenas.')],
      },
      {
        titulo: 'Trabalhadores',
        descricao: 'Registro, saúde, segurança e condições de trabalho.',
        icone: 'icn-principio-3',
        materiais: [
          cartilha(trabalhadores),
          link(FONTES.senar, 'Cursos gratuitos a distância para produtores e trabalhadores rurais.'),
        ],
      },
      {
        titulo: 'Meio Ambiente',
        descricao: 'Código Florestal, água, resíduos e pastagens.',
        icone: 'icn-principio-4',
        materiais: [
          cartilha(meioAmbiente),
          link(FONTES.sicar, 'Inscrição e acompanhamento do Cadastro Ambiental Rural (CAR) do imóvel.'),
        ],
      },
      {
        titulo: 'Cadeia de Valor',
        descricao: 'Bem-estar animal, rastreabilidade e qualidade.',
        icone: 'icn-principio-5',
        materiais: [
          cartilha(cadeiaValor),
          link(FONTES.mapa, 'Defesa agropecuária, trânsito animal e inspeção de produtos de origem animal.'),
        ],
      },
    ],
  },
  {
    titulo: 'Legislação',
    descricao: 'As leis e normas que a cadeia da carne bovina precisa cumprir, nas suas fontes oficiais.',
    icone: 'icn-download',
    chave: 'legislacao',
    tipos: [
      {
        titulo: 'Legislação ambiental',
        descricao: 'Código Florestal, água, resíduos, agrotóxicos e crimes ambientais.',
        icone: 'icn-principio-4',
        materiais: [
          link(FONTES.codigoFlorestal, 'APP, Reserva Legal, CAR e Programa de Regularização Ambiental.'),
          link(FONTES.recursosHidricos, 'Política Nacional de Recursos Hídricos e a outorga de uso da água.'),
          link(FONTES.residuosSolidos, 'Destino correto dos resíduos e logística reversa.'),
          link(FONTES.agrotoxicos, 'Uso, armazenamento e devolução das embalagens de agrotóxicos.'),
          link(
            FONTES.crimesAmbientais,
            'Sanções penais e administrativas de condutas lesivas ao meio ambiente.',
          ),
        ],
      },
      {
        titulo: 'Legislação trabalhista',
        descricao: 'Trabalho rural, CLT, saúde e segurança (NR-31).',
        icone: 'icn-principio-3',
        materiais: [
          link(FONTES.trabalhoRural, 'Direitos e deveres no trabalho rural.'),
          link(FONTES.clt, 'A Consolidação das Leis do Trabalho.'),
          link(FONTES.mte, 'As Normas Regulamentadoras, entre elas a NR-31 da agricultura e pecuária.'),
          link(FONTES.eca, 'Proibição do trabalho infantil e proteção ao adolescente trabalhador.'),
        ],
      },
      {
        titulo: 'Sanidade, consumidor e dados',
        descricao: 'Inspeção de produtos de origem animal, direitos do consumidor e proteção de dados.',
        icone: 'icn-principio-5',
        materiais: [
          link(
            FONTES.riispoa,
            'O regulamento da inspeção industrial e sanitária de produtos de origem animal.',
          ),
          link(FONTES.consumidor, 'Informação correta e segurança do produto para o consumidor.'),
          link(FONTES.lgpd, 'Como tratar os dados pessoais de clientes, fornecedores e trabalhadores.'),
        ],
      },
    ],
  },
  {
    titulo: 'Conteúdo técnico',
    descricao:
      'Publicações e ferramentas de instituições de pesquisa e órgãos públicos sobre pecuária de corte.',
    icone: 'icn-conteudo-cientifico',
    chave: null,
    tipos: [
      {
        titulo: 'Pesquisa e tecnologia',
        descricao: 'Tecnologias para uma pecuária mais produtiva e sustentável.',
        icone: 'icn-conteudo-cientifico',
        materiais: [
          link(FONTES.embrapaGadoDeCorte, 'Tecnologias, publicações e planilhas para a pecuária de corte.'),
          link(FONTES.embrapaIlpf, 'Sistemas de integração lavoura-pecuária-floresta.'),
          link(FONTES.terrabrasilis, 'Dados oficiais de desmatamento por município e bioma.'),
        ],
      },
    ],
  },
  {
    titulo: 'Guias da plataforma',
    descricao: 'Como usar a plataforma: cadastro da unidade, preenchimento do Guia, evidências e relatórios.',
    icone: 'icn-apresentacao',
    chave: 'plataforma',
    tipos: [
      {
        titulo: 'Passo a passo',
        descricao: 'Do cadastro da unidade aos relatórios.',
        icone: 'icn-cartilha',
        materiais: [cartilha(CARTILHA_PLATAFORMA)],
      },
    ],
  },
];
