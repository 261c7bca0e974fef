import { COMPRADORES_DE_CARNE, PRODUTOR, TODAS } from './categorias.ts';
import { FONTES } from './fontes.ts';
import type { PrincipioSeed } from './types.ts';

export const CADEIA_DE_VALOR: PrincipioSeed = {
  codigo: 5,
  titulo: 'Cadeia de Valor',
  subtitulo: 'Bem-estar animal, rastreabilidade e qualidade',
  descricao:
    'Como a unidade cuida do bem-estar e da saúde dos animais, garante a origem e a rastreabilidade do gado e da carne, a segurança do alimento e relações comerciais justas.',
  icone: 'icn-principio-5',
  orientacao:
    '<p>Animal bem tratado, vacinado e identificado vale mais: perde menos peso, tem menos hematomas na carcaça e abre mercados que exigem origem comprovada. Toda movimentação de bovinos precisa de GTA, emitida no serviço veterinário oficial do seu estado.</p><p>Veja as normas de saúde animal e rastreabilidade no portal do <a href="https://www.gov.br/agricultura/pt-br" target="_blank" rel="noopener">Ministério da Agricultura e Pecuária</a> e as boas práticas de manejo na <a href="https://www.embrapa.br/gado-de-corte" target="_blank" rel="noopener">Embrapa Gado de Corte</a>.</p>',
  criterios: [
    {
      codigo: 1,
      titulo: 'Critério 5.1',
      descricao: 'Bem-estar e saúde animal, do pasto ao abate.',
      indicadores: [
        {
          codigo: '5.1.1',
          sequencia: 1,
          titulo: 'Manejo racional do gado',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Manejo racional é lidar com o gado com calma, sem gritos, pancadas, ferrão ou choque elétrico, usando bandeiras e o comportamento natural dos animais, em currais bem conservados, com piso antiderrapante e sem pontas que machuquem. Avalie se a equipe é treinada e se o curral e o tronco permitem um manejo seguro para pessoas e animais.',
          possuievidencia: true,
          exemploevidencia:
            'Certificado de curso de manejo racional ou boas práticas de manejo; fotos do curral, do tronco e da seringa; procedimento de manejo escrito e afixado no curral; registro de hematomas no romaneio de abate.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não adoto o manejo racional e uso ferrão ou choque no dia a dia, mas tenho interesse em mudar.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as boas práticas de manejo racional, mas a equipe ainda não foi treinada e o curral não está adequado.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: parte da equipe foi treinada e estou adequando o curral, mas ainda há uso de ferrão ou choque em algumas situações.',
            },
            {
              peso: 4,
              descricao:
                'Toda a equipe faz manejo racional, sem ferrão, pancadas ou choque, em curral e tronco adequados e bem conservados.',
            },
            {
              peso: 5,
              descricao:
                'Além do manejo racional pleno, acompanho indicadores como quedas, escorregões e hematomas no abate, reciclo o treinamento da equipe todo ano e recebo outros produtores para mostrar as práticas.',
            },
          ],
          apoio: [FONTES.embrapaGadoDeCorte, FONTES.senar],
        },
        {
          codigo: '5.1.2',
          sequencia: 2,
          titulo: 'Alimentação, água e conforto térmico',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se os animais têm forragem suficiente o ano todo (inclusive na seca, com planejamento de volumoso e suplementação), sal mineral no cocho, água limpa à vontade e sombra, natural ou artificial, em todos os pastos e no confinamento.',
          possuievidencia: true,
          exemploevidencia:
            'Notas fiscais de sal mineral e suplementos; planejamento alimentar da seca; fotos dos cochos, bebedouros e áreas de sombra; registro de escore de condição corporal.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda há falta de alimento, água ou sombra para os animais em alguns períodos, mas tenho interesse em resolver.',
            },
            {
              peso: 2,
              descricao:
                'Sei o que é preciso para garantir alimento, água e sombra o ano todo, mas ainda não fiz o planejamento nem as adequações.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: forneço sal mineral e água de qualidade, mas ainda há pastos sem sombra ou falta de comida na seca.',
            },
            {
              peso: 4,
              descricao:
                'Todos os animais têm forragem ou ração suficiente o ano todo, sal mineral, água limpa à vontade e sombra.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanho o escore corporal e o ganho de peso dos lotes, ajusto a dieta com apoio técnico, registro o consumo de suplementos e compartilho os resultados com outros produtores.',
            },
          ],
          apoio: [FONTES.embrapaGadoDeCorte],
        },
        {
          codigo: '5.1.3',
          sequencia: 3,
          titulo: 'Sanidade do rebanho e vacinação',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se a fazenda segue um calendário sanitário orientado por médico-veterinário, cumpre as vacinações obrigatórias do seu estado (como a brucelose das bezerras e, onde exigida, a raiva), mantém o cadastro do rebanho atualizado no órgão de defesa agropecuária e comunica a ele suspeitas de doenças.',
          possuievidencia: true,
          exemploevidencia:
            'Notas fiscais de compra de vacinas; atestado de vacinação contra brucelose emitido pelo médico-veterinário; comprovante de atualização do cadastro do rebanho no órgão estadual de defesa; calendário sanitário assinado pelo veterinário.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não tenho calendário sanitário e vacino só quando aparece problema, mas tenho interesse em organizar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais vacinas e cuidados sanitários são exigidos e recomendados, mas ainda não tenho um calendário seguido à risca.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: faço as vacinações obrigatórias, mas ainda sem calendário completo orientado por veterinário.',
            },
            {
              peso: 4,
              descricao:
                'Sigo um calendário sanitário completo com orientação veterinária, cumpro todas as vacinações obrigatórias e mantenho o cadastro do rebanho em dia.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, registro todos os tratamentos e causas de morte, acompanho os índices sanitários com o veterinário, reviso o calendário a cada ano e apoio campanhas sanitárias na região.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapaGadoDeCorte],
        },
        {
          codigo: '5.1.4',
          sequencia: 4,
          titulo: 'Embarque, transporte e desembarque dos animais',
          categorias: [2, 6],
          possuiorientacao: true,
          orientacao:
            'Avalie se o embarque e o desembarque são feitos com calma, em embarcadouro adequado, sem ferrão ou choque, com lotação correta do caminhão, jejum e tempo de viagem controlados e motoristas orientados. Para a indústria, considere também as condições de recepção e descanso nos currais.',
          possuievidencia: true,
          exemploevidencia:
            'Fotos do embarcadouro; registro de tempo de viagem e lotação dos caminhões; certificado de treinamento de motoristas em bem-estar animal; relatório de contusões e de animais caídos na chegada.',
          niveis: [
            {
              peso: 0,
              descricao: 'Não se aplica: a unidade não embarca, transporta nem recebe animais vivos.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não tenho cuidados específicos no embarque e no transporte dos animais, mas tenho interesse em melhorar.',
            },
            {
              peso: 2,
              descricao: 'Conheço as boas práticas de embarque e transporte, mas ainda não as adotei.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: o embarcadouro está adequado ou a equipe foi orientada, mas ainda não controlo lotação e tempo de viagem.',
            },
            {
              peso: 4,
              descricao:
                'Adoto as boas práticas em todos os embarques e desembarques, com lotação e tempo de viagem controlados.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanho indicadores como contusões, quedas e mortes no transporte, dou retorno aos transportadores e fornecedores e exijo deles treinamento em bem-estar animal.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapaGadoDeCorte],
        },
        {
          codigo: '5.1.5',
          sequencia: 5,
          titulo: 'Abate humanitário',
          categorias: [2],
          possuiorientacao: true,
          orientacao:
            'Para frigoríficos: avalie se o manejo pré-abate e o abate seguem as regras de abate humanitário do MAPA, com descanso e água nos currais, condução sem violência, insensibilização eficaz e monitoramento contínuo por equipe treinada.',
          possuievidencia: true,
          exemploevidencia:
            'Procedimento operacional de abate humanitário; registros de monitoramento da eficiência da insensibilização; certificados de treinamento da equipe; relatório de auditoria de bem-estar animal.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade não abate animais (por exemplo, curtume ou indústria de processamento).',
            },
            {
              peso: 1,
              descricao:
                'Ainda não temos procedimentos formais de abate humanitário, mas temos interesse em implantá-los.',
            },
            {
              peso: 2,
              descricao:
                'Conhecemos as exigências de abate humanitário, mas ainda não temos procedimentos escritos nem equipe treinada.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: temos procedimentos escritos, mas o monitoramento da insensibilização ainda não é contínuo.',
            },
            {
              peso: 4,
              descricao:
                'Aplicamos plenamente o abate humanitário, com equipe treinada e monitoramento contínuo da insensibilização.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanhamos indicadores de bem-estar no abate, passamos por auditoria independente, relatamos os resultados e orientamos os fornecedores de gado sobre o manejo pré-abate.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.riispoa],
        },
      ],
    },
    {
      codigo: 2,
      titulo: 'Critério 5.2',
      descricao: 'Origem, trânsito e rastreabilidade dos animais e da carne.',
      indicadores: [
        {
          codigo: '5.2.1',
          sequencia: 1,
          titulo: 'Trânsito regular dos animais com GTA',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Toda movimentação de bovinos (venda, compra, envio para outra fazenda, leilão, exposição ou abate) exige a Guia de Trânsito Animal (GTA) emitida pelo serviço veterinário oficial do estado. Avalie se todas as entradas e saídas têm GTA e se o saldo do rebanho no órgão de defesa confere com o rebanho da fazenda.',
          possuievidencia: true,
          exemploevidencia:
            'GTAs de entrada e de saída dos últimos 12 meses; extrato do saldo do rebanho no órgão estadual de defesa agropecuária; notas fiscais de venda de gado.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda movimento animais sem GTA em algumas situações, mas tenho interesse em regularizar.',
            },
            {
              peso: 2,
              descricao:
                'Sei que toda movimentação exige GTA e como emiti-la, mas ainda não emito em todos os casos.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a emitir GTA em todas as vendas, mas ainda há movimentações entre fazendas ou saldos no órgão de defesa sem acerto.',
            },
            {
              peso: 4,
              descricao:
                'Todas as movimentações têm GTA e o saldo do rebanho no órgão de defesa confere com o rebanho da fazenda.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, arquivo todas as GTAs e notas fiscais em sistema, confiro o saldo no órgão de defesa a cada movimentação e exijo GTA regular de todos os fornecedores de animais.',
            },
          ],
          apoio: [FONTES.mapa],
        },
        {
          codigo: '5.2.2',
          sequencia: 2,
          titulo: 'Identificação individual e rastreabilidade do rebanho',
          categorias: PRODUTOR,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se os animais são identificados individualmente (brinco, botton eletrônico ou outro meio), se a identificação é registrada com data de nascimento ou de entrada, origem e movimentações, e se a fazenda participa de protocolos de rastreabilidade como o SISBOV, quando o mercado exige. No campo de percentual, informe a parte do rebanho identificada individualmente.',
          possuievidencia: true,
          exemploevidencia:
            'Notas fiscais de brincos e bottons; relatório do software de rastreabilidade; certificado de propriedade aprovada no SISBOV; planilha de identificação dos animais.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não identifico os animais individualmente, mas tenho interesse em começar.',
            },
            {
              peso: 2,
              descricao:
                'Sei como identificar e registrar os animais individualmente, mas ainda não comecei.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a identificar parte do rebanho, por exemplo as bezerras ou os lotes de venda, mas ainda sem registro completo.',
            },
            {
              peso: 4,
              descricao:
                'Todo o rebanho é identificado individualmente, com registro de origem, nascimento ou entrada e movimentações.',
            },
            {
              peso: 5,
              descricao:
                'Além da identificação completa, uso os dados individuais na gestão (pesagens, sanidade, reprodução), compartilho as informações de origem com os compradores e participo de protocolos de rastreabilidade reconhecidos.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapaGadoDeCorte],
        },
        {
          codigo: '5.2.3',
          sequencia: 3,
          titulo: 'Verificação socioambiental dos fornecedores de gado',
          categorias: [2, 3, 4, 6],
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Antes de comprar, verifique se o fornecedor (a fazenda que vende bezerros ou bois, ou o frigorífico que vende carne) não tem desmatamento ilegal, área embargada, sobreposição com terras indígenas ou unidades de conservação nem está na lista suja do trabalho escravo. Frigoríficos devem verificar também os fornecedores indiretos, as fazendas de cria e recria. No campo de percentual, informe a parte das compras (em cabeças ou em valor) que passou por essa verificação.',
          possuievidencia: true,
          exemploevidencia:
            'Relatórios de consulta socioambiental dos fornecedores; consultas às listas de embargo do Ibama e à lista suja; cláusula contratual de compra responsável; relatório de auditoria do protocolo de monitoramento de fornecedores.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade não compra animais nem carne de terceiros (por exemplo, cria própria sem reposição).',
            },
            {
              peso: 1,
              descricao:
                'Ainda não verifico a situação socioambiental de quem me vende, mas tenho interesse em verificar.',
            },
            {
              peso: 2,
              descricao:
                'Sei o que verificar e quais consultas públicas usar, mas ainda não faço as verificações antes de comprar.',
            },
            {
              peso: 3,
              descricao: 'Comecei a verificar parte dos fornecedores, de forma pontual ou só os maiores.',
            },
            {
              peso: 4,
              descricao:
                'Verifico todos os fornecedores diretos antes de cada compra e não compro de quem tem desmatamento ilegal, embargo, sobreposição ou trabalho escravo.',
            },
            {
              peso: 5,
              descricao:
                'Além de verificar todos os diretos, monitoro também os fornecedores indiretos, passo por auditoria independente, publico os resultados e apoio a regularização dos fornecedores bloqueados.',
            },
          ],
          apoio: [FONTES.ibamaEmbargos, FONTES.mapbiomasAlerta, FONTES.imaflora, FONTES.mte],
        },
        {
          codigo: '5.2.4',
          sequencia: 4,
          titulo: 'Política de compra responsável e rastreabilidade da carne',
          categorias: COMPRADORES_DE_CARNE,
          possuiorientacao: true,
          orientacao:
            'Avalie se a empresa tem uma política pública de compra de carne e gado livre de desmatamento e de violações socioambientais, com critérios, prazos e sanções, e se consegue rastrear a carne vendida até o frigorífico e as fazendas de origem (lote, data de abate, SIF).',
          possuievidencia: true,
          exemploevidencia:
            'Política de compra responsável publicada; cláusulas contratuais com frigoríficos e distribuidores; relatório de rastreabilidade por lote; relatório anual de monitoramento dos fornecedores.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não temos política de compra responsável nem rastreamos a origem da carne, mas temos interesse.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos quais critérios e ferramentas usar, mas ainda não definimos a política nem o rastreamento.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: a política foi aprovada e parte dos fornecedores já é rastreada até o frigorífico.',
            },
            {
              peso: 4,
              descricao:
                'A política está aplicada a todos os fornecedores e rastreamos toda a carne até o frigorífico e as fazendas de origem.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, monitoramos o cumprimento da política com indicadores, passamos por verificação independente, publicamos os resultados e atuamos com outros compradores para elevar o padrão do setor.',
            },
          ],
          apoio: [FONTES.imaflora, FONTES.terrabrasilis, FONTES.pactoGlobal],
        },
      ],
    },
    {
      codigo: 3,
      titulo: 'Critério 5.3',
      descricao: 'Qualidade, segurança do alimento e informação ao consumidor.',
      indicadores: [
        {
          codigo: '5.3.1',
          sequencia: 1,
          titulo: 'Uso responsável de medicamentos veterinários',
          categorias: [1, 6],
          possuiorientacao: true,
          orientacao:
            'Avalie se os medicamentos são usados conforme prescrição e bula, se o período de carência é respeitado antes do abate, se antibióticos são usados só para tratar doenças (e não para promover crescimento) e se tratamentos são registrados. Para revendas e prestadores de serviço: considere a venda com receita e a orientação ao cliente.',
          possuievidencia: true,
          exemploevidencia:
            'Receituário veterinário; caderno ou planilha de tratamentos com data, animal, produto, dose e carência; notas fiscais de compra de medicamentos; registro de orientação técnica aos clientes.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não registro os tratamentos nem controlo a carência dos medicamentos, mas tenho interesse em controlar.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as regras de prescrição, dose e carência, mas ainda não as sigo de forma sistemática.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a registrar os tratamentos e a respeitar a carência, mas ainda uso medicamentos sem orientação veterinária.',
            },
            {
              peso: 4,
              descricao:
                'Uso medicamentos apenas com orientação veterinária, registro todos os tratamentos e respeito sempre a carência.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanho o consumo de antibióticos por animal, tenho metas de redução com foco em prevenção e compartilho as práticas com clientes, vizinhos ou associados.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapaGadoDeCorte],
        },
        {
          codigo: '5.3.2',
          sequencia: 2,
          titulo: 'Boas práticas, protocolos e certificações de qualidade',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Considere a adoção de programas estruturados de boas práticas e qualidade: Boas Práticas Agropecuárias (BPA) na fazenda, protocolos de carne de qualidade ou de origem, Boas Práticas de Fabricação e APPCC na indústria e no varejo, e certificações socioambientais ou de bem-estar animal.',
          possuievidencia: true,
          exemploevidencia:
            'Certificado de protocolo ou de certificação válido; relatório de auditoria; lista de verificação de BPA preenchida; manual de Boas Práticas de Fabricação.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não sigo nenhum programa de boas práticas ou protocolo de qualidade, mas tenho interesse em aderir.',
            },
            {
              peso: 2,
              descricao:
                'Conheço os programas e protocolos adequados à minha atividade, mas ainda não aderi a nenhum.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a implantar um programa de boas práticas ou estou em preparação para uma certificação.',
            },
            {
              peso: 4,
              descricao:
                'Sigo plenamente um programa de boas práticas ou tenho certificação válida, com auditorias regulares.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanho os resultados das auditorias com plano de melhoria, mantenho mais de um protocolo ou certificação e incentivo fornecedores e parceiros a aderirem.',
            },
          ],
          apoio: [
            { ...FONTES.embrapaGadoDeCorte, categorias: PRODUTOR },
            { ...FONTES.anvisa, categorias: COMPRADORES_DE_CARNE },
            FONTES.mapa,
          ],
        },
        {
          codigo: '5.3.3',
          sequencia: 3,
          titulo: 'Segurança do alimento e cadeia do frio',
          categorias: COMPRADORES_DE_CARNE,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade compra apenas carne inspecionada (SIF, SIE, SIM ou SISBI), controla a temperatura do recebimento à venda ou ao preparo, tem procedimentos de higiene e de manipulação e consegue recolher um lote com problema.',
          possuievidencia: true,
          exemploevidencia:
            'Planilhas de controle de temperatura de câmaras e balcões; notas fiscais com carimbo de inspeção; manual de boas práticas e POPs; licença sanitária; procedimento de recolhimento (recall).',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não temos controles de segurança do alimento formalizados, mas temos interesse em implantá-los.',
            },
            {
              peso: 2,
              descricao:
                'Conhecemos as exigências sanitárias e de cadeia do frio, mas ainda não temos procedimentos e registros.',
            },
            {
              peso: 3,
              descricao:
                'Começamos: controlamos a temperatura e a procedência, mas os procedimentos de higiene e de recolhimento ainda estão incompletos.',
            },
            {
              peso: 4,
              descricao:
                'Compramos só carne inspecionada, controlamos a temperatura em todas as etapas e seguimos procedimentos de higiene e de recolhimento.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, analisamos os registros e as não conformidades periodicamente, passamos por auditorias, treinamos as equipes todo ano e exigimos o mesmo padrão de fornecedores e transportadores.',
            },
          ],
          apoio: [FONTES.anvisa, FONTES.riispoa],
        },
        {
          codigo: '5.3.4',
          sequencia: 4,
          titulo: 'Informação ao consumidor sobre origem e produção',
          categorias: COMPRADORES_DE_CARNE,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade informa ao cliente, de forma clara e verdadeira, a origem da carne (frigorífico, região, fazenda quando possível), o corte, a validade e os atributos de produção, sem alegações ambientais ou de bem-estar que não possam ser comprovadas.',
          possuievidencia: true,
          exemploevidencia:
            'Fotos de rótulos, etiquetas e cardápios com a origem da carne; QR Code de rastreabilidade; documentos que comprovam as alegações divulgadas.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não informamos a origem da carne aos clientes, mas temos interesse em informar.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos quais informações poderíamos passar e como comprová-las, mas ainda não as divulgamos.',
            },
            {
              peso: 3,
              descricao: 'Começamos a informar a origem em parte dos produtos ou dos pontos de venda.',
            },
            {
              peso: 4,
              descricao:
                'Informamos a origem e os atributos de produção de todos os produtos de carne bovina, com comprovação.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, oferecemos rastreabilidade consultável pelo consumidor, acompanhamos as dúvidas e a satisfação dos clientes e compartilhamos essas informações com os fornecedores.',
            },
          ],
          apoio: [FONTES.consumidor, FONTES.anvisa],
        },
        {
          codigo: '5.3.5',
          sequencia: 5,
          titulo: 'Redução de perdas e desperdício de carne',
          categorias: COMPRADORES_DE_CARNE,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se a unidade mede as perdas (quebras, aparas, vencimentos, sobras de produção e de prato), adota medidas para reduzi-las e dá destino útil ao que sobra, como doação segura de alimentos, aproveitamento de coprodutos ou compostagem. No campo de percentual, informe a parte das sobras e perdas que é reaproveitada ou doada em vez de descartada.',
          possuievidencia: true,
          exemploevidencia:
            'Planilha de controle de perdas e quebras; termos de doação a bancos de alimentos; contrato de destinação de coprodutos; relatório de metas de redução.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não medimos as perdas e o desperdício de carne, mas temos interesse em reduzir.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos onde estão as maiores perdas e como reduzi-las, mas ainda não adotamos medidas.',
            },
            {
              peso: 3,
              descricao: 'Começamos a medir e a reduzir as perdas em parte da operação.',
            },
            {
              peso: 4,
              descricao:
                'Medimos as perdas em toda a operação, adotamos medidas de redução e damos destino útil às sobras.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, temos metas de redução, relatamos os resultados e trabalhamos com fornecedores e clientes para reduzir as perdas na cadeia.',
            },
          ],
          apoio: [FONTES.residuosSolidos, FONTES.embrapa],
        },
      ],
    },
    {
      codigo: 4,
      titulo: 'Critério 5.4',
      descricao: 'Relações comerciais justas e fortalecimento da cadeia.',
      indicadores: [
        {
          codigo: '5.4.1',
          sequencia: 1,
          titulo: 'Relações comerciais transparentes com clientes e fornecedores',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se as negociações são feitas com regras claras (contrato ou acordo escrito, preço, prazos, critérios de classificação e pesagem), se os pagamentos são feitos em dia, se há nota fiscal em todas as operações e se existe um canal para resolver divergências.',
          possuievidencia: true,
          exemploevidencia:
            'Contratos de compra e venda ou de parceria; romaneios de abate com classificação e pesagem; notas fiscais de venda; registro de divergências e da solução dada.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda faço negócios só de palavra, sem regras escritas, mas tenho interesse em formalizar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais condições devem ser combinadas por escrito, mas ainda não formalizo as negociações.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a formalizar as negociações principais, com nota fiscal e condições combinadas por escrito.',
            },
            {
              peso: 4,
              descricao:
                'Todas as negociações têm condições claras por escrito, nota fiscal e pagamentos em dia, e há um canal para resolver divergências.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, avalio periodicamente a relação com clientes e fornecedores, faço parcerias de longo prazo com metas de qualidade e sustentabilidade e compartilho informações de mercado e de resultado com eles.',
            },
          ],
          apoio: [FONTES.sebrae, FONTES.consumidor],
        },
        {
          codigo: '5.4.2',
          sequencia: 2,
          titulo: 'Promoção de boas práticas e da rastreabilidade na cadeia',
          categorias: [1, 5],
          possuiorientacao: true,
          orientacao:
            'Para fornecedores de insumos e serviços e para instituições: avalie se a organização usa a sua relação com os produtores e com a cadeia para promover bem-estar animal, rastreabilidade, regularização ambiental e trabalho decente, por exemplo com condições comerciais diferenciadas, crédito, certificação, campanhas ou programas setoriais.',
          possuievidencia: true,
          exemploevidencia:
            'Descrição do programa ou da campanha; número de produtores atendidos; convênios com órgãos públicos e entidades; relatório de resultados.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não promovemos boas práticas na cadeia, mas temos interesse em atuar nisso.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos como poderíamos promover boas práticas junto aos produtores, mas ainda não temos ações.',
            },
            {
              peso: 3,
              descricao: 'Começamos com ações pontuais ou com um grupo pequeno de produtores.',
            },
            {
              peso: 4,
              descricao:
                'Temos programa permanente de promoção de boas práticas e rastreabilidade, com público e metas definidos.',
            },
            {
              peso: 5,
              descricao:
                'Além do programa permanente, medimos a evolução das práticas dos participantes, publicamos os resultados e levamos o programa a novas regiões ou parceiros.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapa, FONTES.cna],
        },
      ],
    },
  ],
};
