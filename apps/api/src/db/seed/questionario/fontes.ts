import type { ApoioSeed } from './types.ts';

/**
 * Public Brazilian sources reused as support material. Only stable addresses: laws on the
 * Planalto portal and the home pages of public bodies and well-known programmes, so that a
 * reorganisation of a ministry's site does not break the links of a finished edition.
 */
export const FONTES = {
  codigoFlorestal: {
    titulo: 'Lei nº 12.651/2012: Código Florestal',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm',
  },
  sicar: {
    titulo: 'SICAR: consulta e inscrição no Cadastro Ambiental Rural',
    url: 'https://www.car.gov.br/',
  },
  crimesAmbientais: {
    titulo: 'Lei nº 9.605/1998: Lei de Crimes Ambientais',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l9605.htm',
  },
  recursosHidricos: {
    titulo: 'Lei nº 9.433/1997: Política Nacional de Recursos Hídricos (outorga de uso da água)',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l9433.htm',
  },
  ana: {
    titulo: 'Agência Nacional de Águas e Saneamento Básico (ANA)',
    url: 'https://www.gov.br/ana/pt-br',
  },
  residuosSolidos: {
    titulo: 'Lei nº 12.305/2010: Política Nacional de Resíduos Sólidos',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2010/lei/l12305.htm',
  },
  agrotoxicos: {
    titulo: 'Lei nº 14.785/2023: Lei dos Agrotóxicos (inclui a devolução de embalagens)',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2023/lei/l14785.htm',
  },
  inpev: {
    titulo: 'inpEV: Sistema Campo Limpo e postos de recebimento de embalagens vazias',
    url: 'https://www.inpev.org.br/',
  },
  embrapa: {
    titulo: 'Embrapa: Empresa Brasileira de Pesquisa Agropecuária',
    url: 'https://www.embrapa.br/',
  },
  embrapaGadoDeCorte: {
    titulo: 'Embrapa Gado de Corte: tecnologias e publicações',
    url: 'https://www.embrapa.br/gado-de-corte',
  },
  embrapaIlpf: {
    titulo: 'Embrapa: Integração Lavoura-Pecuária-Floresta (ILPF)',
    url: 'https://www.embrapa.br/tema-integracao-lavoura-pecuaria-floresta-ilpf',
  },
  mapa: {
    titulo: 'Ministério da Agricultura e Pecuária (MAPA)',
    url: 'https://www.gov.br/agricultura/pt-br',
  },
  riispoa: {
    titulo: 'Decreto nº 9.013/2017: RIISPOA, inspeção industrial e sanitária de produtos de origem animal',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2017/decreto/d9013.htm',
  },
  anvisa: {
    titulo: 'Anvisa: Agência Nacional de Vigilância Sanitária',
    url: 'https://www.gov.br/anvisa/pt-br',
  },
  mte: {
    titulo: 'Ministério do Trabalho e Emprego: Normas Regulamentadoras, entre elas a NR-31',
    url: 'https://www.gov.br/trabalho-e-emprego/pt-br',
  },
  clt: {
    titulo: 'Decreto-Lei nº 5.452/1943: Consolidação das Leis do Trabalho (CLT)',
    url: 'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm',
  },
  trabalhoRural: {
    titulo: 'Lei nº 5.889/1973: normas do trabalho rural',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l5889.htm',
  },
  eca: {
    titulo: 'Lei nº 8.069/1990: Estatuto da Criança e do Adolescente',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l8069.htm',
  },
  esocial: {
    titulo: 'eSocial: registro de empregados, inclusive o empregador rural pessoa física',
    url: 'https://www.gov.br/esocial/pt-br',
  },
  senar: {
    titulo: 'SENAR: cursos gratuitos de formação profissional rural a distância',
    url: 'https://ead.senar.org.br/',
  },
  cna: {
    titulo: 'CNA: Confederação da Agricultura e Pecuária do Brasil',
    url: 'https://www.cnabrasil.org.br/',
  },
  sebrae: {
    titulo: 'Sebrae: gestão financeira e planejamento para pequenos negócios',
    url: 'https://sebrae.com.br/sites/PortalSebrae',
  },
  anticorrupcao: {
    titulo: 'Lei nº 12.846/2013: Lei Anticorrupção',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/lei/l12846.htm',
  },
  lgpd: {
    titulo: 'Lei nº 13.709/2018: Lei Geral de Proteção de Dados (LGPD)',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm',
  },
  pactoGlobal: {
    titulo: 'Pacto Global da ONU no Brasil',
    url: 'https://www.pactoglobal.org.br/',
  },
  consumidor: {
    titulo: 'Lei nº 8.078/1990: Código de Defesa do Consumidor',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
  },
  incra: {
    titulo: 'Incra: Certificado de Cadastro de Imóvel Rural (CCIR) e regularização fundiária',
    url: 'https://www.gov.br/incra/pt-br',
  },
  funai: {
    titulo: 'Funai: Fundação Nacional dos Povos Indígenas',
    url: 'https://www.gov.br/funai/pt-br',
  },
  ibamaEmbargos: {
    titulo: 'Ibama: consulta pública de áreas embargadas',
    url: 'https://servicos.ibama.gov.br/ctf/publico/areasembargadas/ConsultaPublicaAreasEmbargadas.php',
  },
  terrabrasilis: {
    titulo: 'INPE TerraBrasilis: dados oficiais de desmatamento (PRODES e DETER)',
    url: 'https://terrabrasilis.dpi.inpe.br/',
  },
  mapbiomasAlerta: {
    titulo: 'MapBiomas Alerta: alertas de desmatamento validados',
    url: 'https://alerta.mapbiomas.org/',
  },
  imaflora: {
    titulo: 'Imaflora: protocolos e ferramentas para a pecuária responsável',
    url: 'https://www.imaflora.org/',
  },
} as const satisfies Record<string, ApoioSeed>;
