import { EMPRESAS_E_INSTITUICOES, PRODUTOR, TODAS } from './categorias.ts';
import { FONTES } from './fontes.ts';
import type { PrincipioSeed } from './types.ts';

export const GESTAO: PrincipioSeed = {
  codigo: 1,
  titulo: 'Gestão',
  subtitulo: 'Planejamento, controles e legalidade',
  descricao:
    'Como a unidade planeja o negócio, controla custos e resultados, mantém registros e cumpre a legislação que se aplica à sua atividade.',
  icone: 'icn-principio-1',
  orientacao:
    '<p>Uma unidade bem gerida sabe quanto custa produzir, onde está o lucro e quais documentos precisa manter em dia. Comece pelo básico: anote receitas e despesas e junte os documentos da unidade em um só lugar.</p><p>Para o produtor rural, a <a href="https://www.embrapa.br/gado-de-corte" target="_blank" rel="noopener">Embrapa Gado de Corte</a> publica planilhas e guias de gestão da fazenda, e o <a href="https://ead.senar.org.br/" target="_blank" rel="noopener">SENAR</a> oferece cursos gratuitos de gestão rural.</p>',
  criterios: [
    {
      codigo: 1,
      titulo: 'Critério 1.1',
      descricao: 'Planejamento e controle do negócio: metas, custos, resultados e registros da produção.',
      indicadores: [
        {
          codigo: '1.1.1',
          sequencia: 1,
          titulo: 'Planejamento com metas definidas',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade tem um plano escrito para os próximos anos, com metas de produção, de resultado financeiro e de melhoria (por exemplo: aumentar a taxa de lotação, reduzir a idade de abate, reduzir perdas), e se esse plano é revisado.',
          possuievidencia: true,
          exemploevidencia:
            'Plano de negócio ou planejamento anual da fazenda ou da empresa; ata de reunião de revisão de metas; planilha de metas e resultados do ano.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não faço planejamento nem tenho metas definidas, mas tenho interesse em começar.',
            },
            {
              peso: 2,
              descricao:
                'Sei como montar um planejamento com metas, mas ainda não coloquei no papel: as decisões são tomadas no dia a dia.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a planejar: tenho algumas metas anotadas, mas ainda não acompanho todas nem reviso o plano com regularidade.',
            },
            {
              peso: 4,
              descricao:
                'Tenho um planejamento escrito, com metas de produção e de resultado, que acompanho e reviso todo ano.',
            },
            {
              peso: 5,
              descricao:
                'Além de planejar e revisar, monitoro os indicadores das metas ao longo do ano, apresento os resultados à família, aos sócios ou à equipe e uso o método em outras unidades ou atividades.',
            },
          ],
          apoio: [FONTES.sebrae, { ...FONTES.embrapaGadoDeCorte, categorias: PRODUTOR }],
        },
        {
          codigo: '1.1.2',
          sequencia: 2,
          titulo: 'Controle financeiro e custo de produção',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Considere se receitas e despesas são registradas e separadas das contas pessoais, e se a unidade conhece o seu custo de produção (para o produtor, o custo da arroba produzida; para as empresas, o custo por produto ou serviço).',
          possuievidencia: true,
          exemploevidencia:
            'Livro-caixa ou planilha de receitas e despesas; relatório do software de gestão; cálculo do custo da arroba produzida; Livro Caixa Digital do Produtor Rural (LCDPR), quando obrigatório.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não registro receitas e despesas, mas tenho interesse em controlar as finanças.',
            },
            {
              peso: 2,
              descricao:
                'Sei que preciso registrar as entradas e saídas e calcular o custo de produção, mas ainda não faço isso.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a registrar receitas e despesas, mas o controle ainda é incompleto e não calculo o custo de produção.',
            },
            {
              peso: 4,
              descricao:
                'Registro todas as receitas e despesas, separo as contas da unidade das pessoais e conheço o meu custo de produção.',
            },
            {
              peso: 5,
              descricao:
                'Além do controle completo, acompanho o custo de produção e a margem todo mês, comparo com anos anteriores ou com referências da região e uso esses números nas decisões de compra e venda.',
            },
          ],
          apoio: [FONTES.sebrae, { ...FONTES.cna, categorias: PRODUTOR }],
        },
        {
          codigo: '1.1.3',
          sequencia: 3,
          titulo: 'Registros zootécnicos e de manejo do rebanho',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se a fazenda registra nascimentos, mortes, compras, vendas, pesagens, coberturas e diagnósticos de prenhez, e se usa esses registros para calcular índices como taxa de natalidade, mortalidade, ganho de peso e idade ao abate.',
          possuievidencia: true,
          exemploevidencia:
            'Caderneta de campo ou planilha do rebanho; relatório do software de gestão pecuária; fichas de pesagem; planilha de diagnóstico de prenhez e estação de monta.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não anoto os dados do rebanho, mas tenho interesse em começar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais dados do rebanho devo anotar (nascimentos, mortes, pesagens, vendas), mas ainda não faço o registro.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a anotar parte dos dados, como nascimentos e vendas, mas ainda não calculo os índices do rebanho.',
            },
            {
              peso: 4,
              descricao:
                'Registro todos os eventos do rebanho e calculo os principais índices, como natalidade, mortalidade e ganho de peso.',
            },
            {
              peso: 5,
              descricao:
                'Além do registro completo, acompanho os índices a cada estação, comparo com as metas e com referências técnicas, compartilho os resultados com o técnico ou a assistência técnica e ajusto o manejo com base neles.',
            },
          ],
          apoio: [FONTES.embrapaGadoDeCorte, FONTES.senar],
        },
      ],
    },
    {
      codigo: 2,
      titulo: 'Critério 1.2',
      descricao: 'Conformidade legal, ética e continuidade do negócio.',
      indicadores: [
        {
          codigo: '1.2.1',
          sequencia: 1,
          titulo: 'Documentação, licenças e obrigações legais em dia',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Verifique se a unidade tem os documentos e licenças que a sua atividade exige. Para a fazenda: matrícula ou documento de posse, CCIR, ITR quitado, inscrição estadual e outorga de uso da água, quando houver captação. Para as empresas: alvará, licença ambiental, registro no serviço de inspeção (SIF, SIE ou SIM) e demais licenças do setor.',
          possuievidencia: true,
          exemploevidencia:
            'CCIR e comprovante de quitação do ITR; certidão de matrícula do imóvel; licença ambiental de operação; alvará de funcionamento; certificado de registro no SIF; portaria de outorga de uso da água.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não sei quais documentos e licenças a minha unidade precisa ter, mas tenho interesse em regularizar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais documentos e licenças são exigidos, mas ainda não providenciei a maior parte deles.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a regularizar: tenho parte dos documentos e licenças e os demais estão em andamento.',
            },
            {
              peso: 4,
              descricao: 'Tenho todos os documentos e licenças exigidos, válidos e organizados.',
            },
            {
              peso: 5,
              descricao:
                'Além de estar tudo em dia, controlo os prazos de renovação em uma agenda, faço verificações periódicas de conformidade e oriento parceiros e fornecedores a se regularizarem.',
            },
          ],
          apoio: [{ ...FONTES.incra, categorias: PRODUTOR }, FONTES.recursosHidricos, FONTES.riispoa],
        },
        {
          codigo: '1.2.2',
          sequencia: 2,
          titulo: 'Sucessão familiar e continuidade da atividade',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se a família ou os sócios conversam sobre quem vai conduzir a fazenda no futuro, se os sucessores participam da gestão e se há um planejamento (inclusive jurídico e patrimonial) para a passagem do comando.',
          possuievidencia: true,
          exemploevidencia:
            'Ata de reunião familiar; acordo de sócios ou de família; contrato de holding rural ou de arrendamento entre familiares; certificado de curso de gestão feito pelo sucessor.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade é de empresa com gestão profissional, sem relação de sucessão familiar.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não tratamos da sucessão na família, mas temos interesse em conversar sobre o assunto.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos que a sucessão precisa ser planejada, mas ainda não começamos a conversa nem a preparação.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: os possíveis sucessores já participam de algumas decisões, mas ainda não há um plano definido.',
            },
            {
              peso: 4,
              descricao:
                'Temos um plano de sucessão combinado com a família, e os sucessores participam da gestão da fazenda.',
            },
            {
              peso: 5,
              descricao:
                'Além do plano combinado, a sucessão está formalizada (acordo de família, holding ou contrato), revisamos o plano periodicamente e os sucessores se capacitam e já respondem por áreas da fazenda.',
            },
          ],
          apoio: [FONTES.senar, FONTES.cna],
        },
        {
          codigo: '1.2.3',
          sequencia: 3,
          titulo: 'Ética, integridade e proteção de dados',
          categorias: EMPRESAS_E_INSTITUICOES,
          possuiorientacao: true,
          orientacao:
            'Considere se a organização tem código de conduta, regras contra corrupção e conflito de interesses, um canal de denúncias que protege quem denuncia e práticas de proteção dos dados pessoais de clientes, fornecedores e empregados (LGPD).',
          possuievidencia: true,
          exemploevidencia:
            'Código de conduta aprovado; política anticorrupção; relatório do canal de denúncias; registro de treinamento em integridade; política de privacidade e nomeação do encarregado de dados.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não temos regras formais de ética e integridade, mas temos interesse em estruturá-las.',
            },
            {
              peso: 2,
              descricao:
                'Conhecemos o que a Lei Anticorrupção e a LGPD exigem, mas ainda não adotamos código de conduta nem canal de denúncias.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: temos um código de conduta ou uma política, mas ainda sem canal de denúncias ou sem treinamento das equipes.',
            },
            {
              peso: 4,
              descricao:
                'Temos código de conduta, política anticorrupção, canal de denúncias e práticas de proteção de dados aplicados a toda a organização.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, monitoramos os casos do canal de denúncias, treinamos as equipes todo ano, publicamos os resultados do programa de integridade e exigimos o mesmo compromisso dos fornecedores.',
            },
          ],
          apoio: [FONTES.anticorrupcao, FONTES.lgpd, FONTES.pactoGlobal],
        },
        {
          codigo: '1.2.4',
          sequencia: 4,
          titulo: 'Política de sustentabilidade e relato de resultados',
          categorias: EMPRESAS_E_INSTITUICOES,
          possuiorientacao: true,
          orientacao:
            'Avalie se a organização tem compromissos públicos de sustentabilidade ligados à pecuária (por exemplo, compra livre de desmatamento, bem-estar animal, redução de emissões), com metas, responsáveis e relato periódico dos resultados.',
          possuievidencia: true,
          exemploevidencia:
            'Política de sustentabilidade publicada; relatório anual de sustentabilidade; compromissos públicos com metas e prazos; ata do comitê de sustentabilidade.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não temos política nem compromissos de sustentabilidade, mas temos interesse em desenvolvê-los.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos quais temas são relevantes para o nosso negócio, mas ainda não definimos política nem metas.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: temos uma política aprovada, mas as metas e os responsáveis ainda estão sendo definidos.',
            },
            {
              peso: 4,
              descricao:
                'Temos política de sustentabilidade com metas, prazos e responsáveis definidos, aplicada em toda a organização.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, monitoramos as metas com indicadores, publicamos um relato anual dos resultados e levamos as práticas a fornecedores e parceiros da cadeia.',
            },
          ],
          apoio: [FONTES.pactoGlobal],
        },
      ],
    },
  ],
};
