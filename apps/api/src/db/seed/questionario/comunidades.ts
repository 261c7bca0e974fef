import { COMPRADORES_DE_CARNE, PRODUTOR, TODAS } from './categorias.ts';
import { FONTES } from './fontes.ts';
import type { PrincipioSeed } from './types.ts';

export const COMUNIDADES: PrincipioSeed = {
  codigo: 2,
  titulo: 'Comunidades',
  subtitulo: 'Vizinhos, parceiros locais e território',
  descricao:
    'Como a unidade se relaciona com vizinhos, comunidades e povos do território, e como contribui para o desenvolvimento da região onde atua.',
  icone: 'icn-principio-2',
  orientacao:
    '<p>Boa vizinhança também é sustentabilidade: conversar antes de um conflito, comprar no comércio local e apoiar a escola ou a associação do bairro fortalecem a região e a própria atividade.</p><p>Quem tem terras indígenas ou comunidades tradicionais por perto deve respeitar os seus limites e direitos; a <a href="https://www.gov.br/funai/pt-br" target="_blank" rel="noopener">Funai</a> e o <a href="https://www.gov.br/incra/pt-br" target="_blank" rel="noopener">Incra</a> informam as áreas reconhecidas.</p>',
  criterios: [
    {
      codigo: 1,
      titulo: 'Critério 2.1',
      descricao: 'Relacionamento com a vizinhança, respeito ao território e aos seus povos.',
      indicadores: [
        {
          codigo: '2.1.1',
          sequencia: 1,
          titulo: 'Diálogo com vizinhos e comunidade',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade mantém um canal aberto com vizinhos e comunidade (conversa direta, reuniões, telefone ou WhatsApp) para receber queixas e sugestões, e se responde a elas. Exemplos de temas: estradas, cercas divisas, uso do fogo, poeira, odor, ruído e trânsito de caminhões.',
          possuievidencia: true,
          exemploevidencia:
            'Registro de reuniões com a comunidade; caderno ou planilha de reclamações e respostas; fotos de ação conjunta com vizinhos (manutenção de estrada, aceiro); acordo de cerca divisa.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não tenho contato organizado com vizinhos e comunidade, mas tenho interesse em melhorar essa relação.',
            },
            {
              peso: 2,
              descricao:
                'Sei que é importante ouvir a comunidade, mas ainda não tenho um canal ou uma rotina para isso.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a conversar com os vizinhos e a comunidade quando surge algum problema, mas sem registro nem acompanhamento.',
            },
            {
              peso: 4,
              descricao:
                'Mantenho um canal aberto e conhecido pela comunidade, registro as queixas e sugestões e dou retorno a todas elas.',
            },
            {
              peso: 5,
              descricao:
                'Além do canal e do retorno, acompanho os temas que mais aparecem, presto contas das ações à comunidade e construo soluções em conjunto com os vizinhos e outras unidades da região.',
            },
          ],
          apoio: [FONTES.cna, FONTES.pactoGlobal],
        },
        {
          codigo: '2.1.2',
          sequencia: 2,
          titulo: 'Respeito a terras indígenas, quilombolas e comunidades tradicionais',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Verifique se a fazenda conhece os seus limites em relação a terras indígenas, territórios quilombolas, unidades de conservação e áreas de uso de comunidades tradicionais, se não tem sobreposição com essas áreas e se há acordos respeitados para caminhos, água e uso de recursos.',
          possuievidencia: true,
          exemploevidencia:
            'Mapa do imóvel georreferenciado (certificação do Incra/SIGEF) sem sobreposição; recibo do CAR sem pendência de sobreposição; acordo escrito de uso de caminho ou de água com a comunidade.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: não há terras indígenas, territórios quilombolas nem comunidades tradicionais no entorno da fazenda.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não conheço os territórios e as comunidades do entorno, mas tenho interesse em saber e respeitar os seus limites.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais territórios e comunidades existem no entorno, mas ainda não verifiquei os limites nem conversei com eles.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a verificar os limites no georreferenciamento e no CAR e a conversar com as comunidades vizinhas.',
            },
            {
              peso: 4,
              descricao:
                'Conheço e respeito plenamente os limites e os direitos das comunidades vizinhas, sem sobreposição e sem conflito.',
            },
            {
              peso: 5,
              descricao:
                'Além de respeitar, monitoro os limites periodicamente, mantenho acordos formais de convivência e participo de iniciativas conjuntas com as comunidades do território.',
            },
          ],
          apoio: [FONTES.funai, FONTES.incra, FONTES.sicar],
        },
        {
          codigo: '2.1.3',
          sequencia: 3,
          titulo: 'Controle dos impactos da operação na vizinhança',
          categorias: COMPRADORES_DE_CARNE,
          possuiorientacao: true,
          orientacao:
            'Considere os incômodos que a operação pode causar no entorno (odor, ruído, efluentes, fumaça, trânsito de caminhões e de gado, descarte de resíduos) e se a unidade os identifica, controla e informa os vizinhos sobre o que está sendo feito.',
          possuievidencia: true,
          exemploevidencia:
            'Laudo de monitoramento de odor ou ruído; relatório de atendimento às condicionantes da licença ambiental; plano de rotas de caminhões; registro de reclamações e das providências tomadas.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não identificamos os impactos da operação na vizinhança, mas temos interesse em fazê-lo.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos quais são os principais impactos da operação no entorno, mas ainda não adotamos medidas de controle.',
            },
            {
              peso: 3,
              descricao: 'Começamos a controlar os impactos principais, mas ainda sem monitoramento regular.',
            },
            {
              peso: 4,
              descricao:
                'Controlamos todos os impactos relevantes, com medidas definidas e monitoramento regular.',
            },
            {
              peso: 5,
              descricao:
                'Além do controle e do monitoramento, divulgamos os resultados à vizinhança, temos metas de redução e compartilhamos as soluções com outras unidades do setor.',
            },
          ],
          apoio: [FONTES.residuosSolidos, FONTES.crimesAmbientais],
        },
      ],
    },
    {
      codigo: 2,
      titulo: 'Critério 2.2',
      descricao: 'Desenvolvimento local: compras, emprego, associativismo e apoio a iniciativas da região.',
      indicadores: [
        {
          codigo: '2.2.1',
          sequencia: 1,
          titulo: 'Compras e contratações locais',
          categorias: TODAS,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se a unidade dá preferência a fornecedores, prestadores de serviço e mão de obra do próprio município ou da região, quando há oferta com qualidade e preço adequados. No campo de percentual, informe a parte aproximada das compras de insumos e serviços (em valor) feita no município ou nos municípios vizinhos.',
          possuievidencia: true,
          exemploevidencia:
            'Notas fiscais de compra de fornecedores do município; relatório de compras por cidade do fornecedor; contratos com prestadores de serviço locais.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não considero a origem dos fornecedores, mas tenho interesse em comprar mais na região.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais fornecedores e prestadores locais poderiam me atender, mas ainda não dou preferência a eles.',
            },
            {
              peso: 3,
              descricao: 'Comecei a comprar e a contratar na região alguns itens e serviços.',
            },
            {
              peso: 4,
              descricao:
                'Dou preferência, sempre que possível, a fornecedores, prestadores e trabalhadores da região.',
            },
            {
              peso: 5,
              descricao:
                'Além de dar preferência, acompanho a parcela das compras feita na região, tenho meta para ela e apoio fornecedores locais a melhorar a qualidade e a regularidade.',
            },
          ],
          apoio: [FONTES.sebrae],
        },
        {
          codigo: '2.2.2',
          sequencia: 2,
          titulo: 'Apoio a iniciativas da comunidade',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Considere o apoio, em dinheiro, em materiais ou em tempo de trabalho, a escolas, postos de saúde, associações, festas tradicionais, esporte, cultura, brigadas de incêndio e outras iniciativas da comunidade.',
          possuievidencia: true,
          exemploevidencia:
            'Termo de doação ou recibo; fotos de ação na escola ou na associação; declaração da entidade apoiada; relatório de projetos sociais.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não apoio iniciativas da comunidade, mas tenho interesse em contribuir.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as necessidades e as iniciativas da comunidade, mas ainda não participei de nenhuma.',
            },
            {
              peso: 3,
              descricao: 'Comecei a apoiar iniciativas da comunidade de forma pontual, quando sou procurado.',
            },
            {
              peso: 4,
              descricao: 'Apoio iniciativas da comunidade de forma regular, com ações planejadas todo ano.',
            },
            {
              peso: 5,
              descricao:
                'Além do apoio regular, acompanho os resultados das ações com as entidades, presto contas do que foi feito e mobilizo outros produtores e empresas para apoiar também.',
            },
          ],
          apoio: [FONTES.pactoGlobal],
        },
        {
          codigo: '2.2.3',
          sequencia: 3,
          titulo: 'Participação em associações, cooperativas e sindicatos',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie a participação da unidade em organizações coletivas do setor ou da região: sindicato rural, associação de criadores, cooperativa, núcleo de produtores, conselhos municipais, entidades empresariais ou grupos de trabalho da cadeia da carne.',
          possuievidencia: true,
          exemploevidencia:
            'Comprovante de associação ou de cooperado; lista de presença em assembleia ou reunião; termo de posse em diretoria ou conselho.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não participo de nenhuma organização do setor, mas tenho interesse.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as organizações do setor na minha região, mas ainda não me associei a nenhuma.',
            },
            {
              peso: 3,
              descricao: 'Comecei a participar: sou associado, mas vou pouco às reuniões e atividades.',
            },
            {
              peso: 4,
              descricao:
                'Participo ativamente de pelo menos uma organização do setor, indo às reuniões e às atividades.',
            },
            {
              peso: 5,
              descricao:
                'Além de participar ativamente, ocupo ou já ocupei cargo, levo propostas de melhoria, compartilho os resultados com os colegas e incentivo outros a se associarem.',
            },
          ],
          apoio: [FONTES.cna],
        },
        {
          codigo: '2.2.4',
          sequencia: 4,
          titulo: 'Transferência de conhecimento e assistência técnica aos produtores',
          categorias: [1, 5],
          possuiorientacao: true,
          orientacao:
            'Para fornecedores de insumos e serviços e para instituições: avalie se a organização leva conhecimento técnico aos produtores (dias de campo, cursos, visitas técnicas, unidades demonstrativas, conteúdos) sobre práticas sustentáveis como recuperação de pastagens, bem-estar animal, rastreabilidade e regularização ambiental.',
          possuievidencia: true,
          exemploevidencia:
            'Programação de dia de campo ou curso; lista de presença de produtores; relatórios de visitas técnicas; material técnico distribuído.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não oferecemos ações de conhecimento aos produtores, mas temos interesse em oferecer.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos quais temas os produtores precisam, mas ainda não organizamos ações de capacitação ou assistência.',
            },
            {
              peso: 3,
              descricao: 'Começamos a oferecer ações pontuais, como palestras ou dias de campo isolados.',
            },
            {
              peso: 4,
              descricao:
                'Temos um programa regular de capacitação e assistência técnica aos produtores, com temas de sustentabilidade.',
            },
            {
              peso: 5,
              descricao:
                'Além do programa regular, medimos a adoção das práticas pelos produtores atendidos, publicamos os resultados e replicamos o programa em outras regiões ou com parceiros.',
            },
          ],
          apoio: [FONTES.embrapa, FONTES.senar],
        },
      ],
    },
  ],
};
