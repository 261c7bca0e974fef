/**
 * The texts of the PDF guides the library starts with: one per principle and one about the
 * platform. Written for this project; `npm run seed:cartilhas` (gerar-cartilhas.ts) turns them into
 * the PDFs committed beside this file, which the seed stores as library materials.
 */
export interface Cartilha {
  /** File name of the committed PDF (and of the stored material). */
  arquivo: string;
  titulo: string;
  /** The card's description in the library. */
  descricao: string;
  introducao: string;
  secoes: { titulo: string; paragrafos: string[] }[];
  /** Official sources quoted at the end, with their addresses. */
  fontes: { titulo: string; url: string }[];
}

export const CARTILHAS_PRINCIPIOS: readonly Cartilha[] = [
  {
    arquivo: 'cartilha-1-gestao.pdf',
    titulo: 'Cartilha do princípio 1: Gestão',
    descricao:
      'Como planejar a unidade, controlar custos e resultados, manter os registros da produção e os documentos legais em dia.',
    introducao:
      'Uma unidade bem gerida sabe quanto custa produzir, onde está o lucro e quais documentos precisa manter em dia. Esta cartilha mostra os primeiros passos para subir de nível nos indicadores de gestão do Guia.',
    secoes: [
      {
        titulo: 'Planeje com metas',
        paragrafos: [
          'Escreva um plano simples para os próximos anos: quanto pretende produzir, qual resultado financeiro espera e quais melhorias quer fazer (por exemplo, aumentar a taxa de lotação, reduzir a idade de abate ou as perdas de bezerros).',
          'Revise o plano pelo menos uma vez por ano, comparando o que foi planejado com o que aconteceu. Guarde a planilha ou a ata da revisão: ela é uma boa evidência para o Guia.',
        ],
      },
      {
        titulo: 'Controle custos e receitas',
        paragrafos: [
          'Anote todas as entradas e saídas de dinheiro, separando as contas da família das contas da atividade. Um caderno bem organizado já é um começo; uma planilha ou um aplicativo de gestão facilita as contas no fim do mês.',
          'Com os números em mãos, calcule o custo por arroba produzida e acompanhe a sua evolução. Esse é o indicador que mostra se as mudanças no manejo estão trazendo resultado.',
        ],
      },
      {
        titulo: 'Registre a produção',
        paragrafos: [
          'Mantenha o controle do rebanho (nascimentos, mortes, compras, vendas, pesagens e vacinações) e dos pastos (lotação, adubação, reforma). Registros confiáveis são a base da rastreabilidade e das decisões de manejo.',
        ],
      },
      {
        titulo: 'Documentos em dia',
        paragrafos: [
          'Reúna em um só lugar os documentos da unidade: CAR, CCIR, ITR, licenças ambientais, outorgas de água, contratos de arrendamento e de trabalho. Anote as datas de vencimento e renove antes do prazo.',
        ],
      },
    ],
    fontes: [
      { titulo: 'Embrapa Gado de Corte', url: 'https://www.embrapa.br/gado-de-corte' },
      { titulo: 'SENAR: cursos de gestão rural a distância', url: 'https://ead.senar.org.br/' },
      { titulo: 'SICAR: Cadastro Ambiental Rural', url: 'https://www.car.gov.br/' },
    ],
  },
  {
    arquivo: 'cartilha-2-comunidades.pdf',
    titulo: 'Cartilha do princípio 2: Comunidades',
    descricao:
      'Boas relações com a vizinhança, respeito ao território e aos povos tradicionais, apoio a iniciativas locais.',
    introducao:
      'A unidade faz parte de um território. Conversar com os vizinhos, respeitar os direitos dos povos e comunidades tradicionais e apoiar a economia local reduz conflitos e fortalece o negócio.',
    secoes: [
      {
        titulo: 'Conheça e ouça a vizinhança',
        paragrafos: [
          'Identifique as comunidades, os assentamentos, as terras indígenas e as unidades de conservação próximos da unidade. Mantenha um canal de conversa aberto: um telefone conhecido, reuniões periódicas, um responsável por receber reclamações.',
          'Registre as reclamações recebidas e o que foi feito em cada caso. Esse registro mostra ao Guia que a unidade trata os conflitos de forma organizada.',
        ],
      },
      {
        titulo: 'Respeite o território',
        paragrafos: [
          'Verifique se a unidade não se sobrepõe a terras indígenas, territórios quilombolas ou unidades de conservação. O CCIR e o CAR ajudam a confirmar os limites; a Funai e o Incra informam sobre áreas reconhecidas.',
          'Respeite servidões e caminhos tradicionais, e o acesso das comunidades à água.',
        ],
      },
      {
        titulo: 'Apoie a economia local',
        paragrafos: [
          'Sempre que possível, contrate trabalhadores e compre insumos e serviços na região. Apoiar escolas, festas e associações locais de forma planejada, todos os anos, cria uma relação de confiança.',
        ],
      },
    ],
    fontes: [
      { titulo: 'Funai: Fundação Nacional dos Povos Indígenas', url: 'https://www.gov.br/funai/pt-br' },
      { titulo: 'Incra: CCIR e regularização fundiária', url: 'https://www.gov.br/incra/pt-br' },
    ],
  },
  {
    arquivo: 'cartilha-3-trabalhadores.pdf',
    titulo: 'Cartilha do princípio 3: Trabalhadores',
    descricao:
      'Registro, saúde e segurança no trabalho rural (NR-31), treinamento e condições dignas de moradia e alimentação.',
    introducao:
      'Trabalhadores registrados, treinados e protegidos trabalham melhor e com menos acidentes. Esta cartilha resume o que a legislação pede e o que o Guia avalia no princípio Trabalhadores.',
    secoes: [
      {
        titulo: 'Registro e direitos',
        paragrafos: [
          'Todo empregado deve ter a carteira de trabalho assinada desde o primeiro dia e ser informado no eSocial, também quando o empregador é pessoa física. Salário, férias, 13º salário e descanso semanal seguem a CLT e a Lei nº 5.889/1973, do trabalho rural.',
          'É proibido o trabalho de menores de 16 anos, salvo como aprendiz a partir dos 14, e qualquer trabalho perigoso ou insalubre para menores de 18 anos.',
        ],
      },
      {
        titulo: 'Saúde e segurança (NR-31)',
        paragrafos: [
          'A Norma Regulamentadora nº 31 trata da segurança e saúde no trabalho na agricultura e na pecuária. Ela pede a avaliação dos riscos de cada atividade, o fornecimento gratuito de equipamentos de proteção individual (EPI) e o treinamento para usá-los.',
          'Quem aplica agrotóxicos, opera máquinas ou maneja o gado no curral precisa de treinamento específico. Mantenha a lista de presença dos treinamentos e os recibos de entrega de EPI.',
        ],
      },
      {
        titulo: 'Moradia, água e alimentação',
        paragrafos: [
          'Alojamentos e moradias devem ter instalações sanitárias, água potável, camas e ventilação adequadas. Nas frentes de trabalho, ofereça água potável e local para as refeições protegido do sol e da chuva.',
        ],
      },
    ],
    fontes: [
      {
        titulo: 'Ministério do Trabalho e Emprego: Normas Regulamentadoras (NR-31)',
        url: 'https://www.gov.br/trabalho-e-emprego/pt-br',
      },
      {
        titulo: 'Lei nº 5.889/1973: normas do trabalho rural',
        url: 'https://www.planalto.gov.br/ccivil_03/leis/l5889.htm',
      },
      { titulo: 'eSocial', url: 'https://www.gov.br/esocial/pt-br' },
    ],
  },
  {
    arquivo: 'cartilha-4-meio-ambiente.pdf',
    titulo: 'Cartilha do princípio 4: Meio Ambiente',
    descricao:
      'Código Florestal na prática: CAR, APP e Reserva Legal, água, resíduos, embalagens de agrotóxicos e pastagens.',
    introducao:
      'Produzir conservando o solo, a água e a vegetação nativa garante a produção das próximas safras. Esta cartilha mostra o caminho para cumprir o Código Florestal e melhorar os indicadores ambientais.',
    secoes: [
      {
        titulo: 'CAR, APP e Reserva Legal',
        paragrafos: [
          'Inscreva o imóvel no Cadastro Ambiental Rural (CAR) e acompanhe a análise no SICAR. O CAR mostra as Áreas de Preservação Permanente (margens de rios, nascentes, topos de morro) e a Reserva Legal, cujo percentual depende do bioma (Lei nº 12.651/2012).',
          'Se houver passivo, adira ao Programa de Regularização Ambiental (PRA) do seu estado e cumpra o termo de compromisso. Cerque nascentes e margens de rios para evitar o acesso do gado.',
        ],
      },
      {
        titulo: 'Desmatamento zero',
        paragrafos: [
          'Não abra novas áreas sem autorização do órgão ambiental. Consulte regularmente a lista de áreas embargadas do Ibama e os alertas do MapBiomas para a sua região.',
        ],
      },
      {
        titulo: 'Água, resíduos e embalagens',
        paragrafos: [
          'O uso de água de rios e poços pode exigir outorga (Lei nº 9.433/1997). Lixo doméstico, restos de medicamentos veterinários e óleo usado devem ter destino correto.',
          'As embalagens vazias de agrotóxicos devem passar pela tríplice lavagem e ser devolvidas no prazo no posto indicado na nota fiscal (Sistema Campo Limpo).',
        ],
      },
      {
        titulo: 'Pastagens produtivas',
        paragrafos: [
          'Pasto bem manejado protege o solo e produz mais carne por hectare. Ajuste a lotação à oferta de forragem, faça a correção e a adubação do solo e recupere áreas degradadas; a integração lavoura-pecuária-floresta (ILPF) é uma opção.',
        ],
      },
    ],
    fontes: [
      {
        titulo: 'Lei nº 12.651/2012: Código Florestal',
        url: 'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm',
      },
      { titulo: 'SICAR: Cadastro Ambiental Rural', url: 'https://www.car.gov.br/' },
      { titulo: 'inpEV: Sistema Campo Limpo', url: 'https://www.inpev.org.br/' },
      {
        titulo: 'Embrapa: ILPF',
        url: 'https://www.embrapa.br/tema-integracao-lavoura-pecuaria-floresta-ilpf',
      },
    ],
  },
  {
    arquivo: 'cartilha-5-cadeia-de-valor.pdf',
    titulo: 'Cartilha do princípio 5: Cadeia de Valor',
    descricao:
      'Bem-estar animal, sanidade, rastreabilidade, trânsito com GTA, qualidade da carne e relações comerciais justas.',
    introducao:
      'O consumidor quer saber de onde vem a carne e como os animais foram criados. Bem-estar, sanidade e rastreabilidade agregam valor e abrem mercados.',
    secoes: [
      {
        titulo: 'Bem-estar e sanidade',
        paragrafos: [
          'Ofereça água e alimento em quantidade e qualidade, sombra e manejo calmo no curral, sem choque elétrico nem agressões. Siga o calendário oficial de vacinação e registre tratamentos e períodos de carência dos medicamentos.',
        ],
      },
      {
        titulo: 'Rastreabilidade e trânsito',
        paragrafos: [
          'Todo trânsito de animais exige a Guia de Trânsito Animal (GTA) emitida no órgão de defesa agropecuária do estado. Identifique os animais e mantenha o registro das movimentações.',
          'Conheça os seus fornecedores de bezerros e garrotes: peça a documentação de origem e verifique se a fazenda de origem não está embargada.',
        ],
      },
      {
        titulo: 'Qualidade e relações comerciais',
        paragrafos: [
          'Cumpra as regras de inspeção sanitária dos produtos de origem animal (RIISPOA) e informe o consumidor com clareza. Em todas as negociações, use contratos escritos, notas fiscais e prazos cumpridos: relações justas fortalecem a cadeia.',
        ],
      },
    ],
    fontes: [
      { titulo: 'Ministério da Agricultura e Pecuária (MAPA)', url: 'https://www.gov.br/agricultura/pt-br' },
      {
        titulo: 'Decreto nº 9.013/2017: RIISPOA',
        url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2017/decreto/d9013.htm',
      },
      {
        titulo: 'Lei nº 8.078/1990: Código de Defesa do Consumidor',
        url: 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
      },
    ],
  },
];

export const CARTILHA_PLATAFORMA: Cartilha = {
  arquivo: 'guia-da-plataforma.pdf',
  titulo: 'Como usar a plataforma do Guia',
  descricao:
    'Passo a passo: cadastrar a unidade, responder aos indicadores, anexar evidências, finalizar e ler os relatórios.',
  introducao:
    'A plataforma ajuda a avaliar a sustentabilidade da sua unidade, todos os anos, de forma voluntária, gratuita e confidencial. Veja como aproveitá-la do cadastro aos relatórios.',
  secoes: [
    {
      titulo: '1. Cadastre a unidade',
      paragrafos: [
        'Em Unidades, escolha Cadastrar unidade. Informe o nome, a categoria, o estado e o município. Produtores rurais informam também o CAR, o ciclo da atividade, o sistema adotado, as áreas e o rebanho.',
      ],
    },
    {
      titulo: '2. Responda aos indicadores',
      paragrafos: [
        'Abra a unidade e inicie o Guia do ano. Em cada indicador, escolha o nível que descreve a sua prática hoje; use Não se aplica quando o indicador não fizer sentido para a unidade. As respostas ficam salvas a cada passo: você pode parar e continuar depois.',
        'O botão Material de apoio de cada indicador abre as leis, guias e cursos que ajudam a chegar ao próximo nível.',
      ],
    },
    {
      titulo: '3. Anexe evidências',
      paragrafos: [
        'Quando o indicador pedir, anexe fotos ou documentos (PDF, imagens, planilhas, até 10 MB cada) que comprovem a prática. As evidências são vistas apenas por você e pela equipe do programa.',
      ],
    },
    {
      titulo: '4. Finalize e veja os relatórios',
      paragrafos: [
        'Depois de responder a todos os indicadores, finalize o Guia: a partir daí as respostas não podem mais ser alteradas. Em Relatórios, veja o aproveitamento por princípio, os cinco indicadores prioritários e a comparação com a sua região e o país. Exporte os relatórios em PDF e emita o comprovante de preenchimento.',
      ],
    },
  ],
  fontes: [],
};

export const CARTILHAS: readonly Cartilha[] = [...CARTILHAS_PRINCIPIOS, CARTILHA_PLATAFORMA];

/** Reads one of the committed PDFs. */
export async function lerCartilha(arquivo: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(new URL(`./pdf/${arquivo}`, import.meta.url));
}
