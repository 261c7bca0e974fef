import { PRODUTOR, TODAS } from './categorias.ts';
import { FONTES } from './fontes.ts';
import type { PrincipioSeed } from './types.ts';

const SEM_EMPREGADOS =
  'Não se aplica: a unidade não tem empregados nem trabalhadores contratados; o trabalho é feito apenas pelo proprietário e pela família.';

export const TRABALHADORES: PrincipioSeed = {
  codigo: 3,
  titulo: 'Trabalhadores',
  subtitulo: 'Trabalho decente, seguro e saudável',
  descricao:
    'Como a unidade garante os direitos de quem trabalha nela: contratos formais, jornada e pagamento corretos, segurança e saúde, moradia digna e capacitação.',
  icone: 'icn-principio-3',
  orientacao:
    '<p>Registro em carteira, EPI, treinamento e alojamento adequado protegem o trabalhador e também o negócio: trabalho infantil e trabalho análogo ao de escravo bloqueiam vendas e crédito.</p><p>No campo, as regras de segurança e saúde estão na NR-31, publicada pelo <a href="https://www.gov.br/trabalho-e-emprego/pt-br" target="_blank" rel="noopener">Ministério do Trabalho e Emprego</a>. O <a href="https://ead.senar.org.br/" target="_blank" rel="noopener">SENAR</a> oferece cursos gratuitos para trabalhadores e empregadores rurais.</p>',
  criterios: [
    {
      codigo: 1,
      titulo: 'Critério 3.1',
      descricao:
        'Direitos trabalhistas: contratos formais, jornada, remuneração e proibição do trabalho infantil e forçado.',
      indicadores: [
        {
          codigo: '3.1.1',
          sequencia: 1,
          titulo: 'Contratos de trabalho formais, jornada e pagamento em dia',
          categorias: TODAS,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se todos os trabalhadores, inclusive temporários e safristas, têm registro (CTPS digital e eSocial), recebem pelo menos o piso da categoria, em dia e com recibo, e têm jornada, descanso semanal, férias e 13º respeitados. Prestadores de serviço (vaqueiro diarista, empreiteiro de cerca) também devem estar formalizados. No campo de percentual, informe a parte dos trabalhadores da unidade com contrato formal.',
          possuievidencia: true,
          exemploevidencia:
            'Contrato de trabalho registrado na CTPS digital; recibos de pagamento assinados; extrato do eSocial; controle de ponto ou de jornada; contrato com prestador de serviço e nota fiscal do serviço.',
          niveis: [
            { peso: 0, descricao: SEM_EMPREGADOS },
            {
              peso: 1,
              descricao:
                'Ainda não registro os trabalhadores nem controlo a jornada, mas tenho interesse em formalizar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais são as obrigações de registro, jornada e pagamento, mas ainda não formalizei os contratos.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a formalizar: parte dos trabalhadores está registrada, mas ainda há informais ou temporários sem contrato.',
            },
            {
              peso: 4,
              descricao:
                'Todos os trabalhadores têm contrato formal, pagamento em dia com recibo e jornada, descanso e férias respeitados.',
            },
            {
              peso: 5,
              descricao:
                'Além da formalização completa, acompanho os indicadores de rotatividade e de horas extras, ofereço benefícios além do exigido por lei e exijo a formalização dos prestadores de serviço que contrato.',
            },
          ],
          apoio: [FONTES.esocial, { ...FONTES.trabalhoRural, categorias: PRODUTOR }, FONTES.clt],
        },
        {
          codigo: '3.1.2',
          sequencia: 2,
          titulo: 'Nenhum trabalho infantil e proteção do trabalhador adolescente',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'É proibido qualquer trabalho a menores de 16 anos, salvo como aprendiz a partir dos 14. Adolescentes de 16 e 17 anos não podem fazer trabalho noturno, perigoso ou insalubre, como aplicar agrotóxicos, operar máquinas agrícolas ou lidar com gado bravo no curral. Avalie se a unidade conhece essas regras, confere a idade na contratação e exige o mesmo dos prestadores de serviço.',
          possuievidencia: true,
          exemploevidencia:
            'Cópia do documento de identidade arquivada na ficha de cada empregado; contrato de aprendizagem, quando houver; cláusula contratual de proibição do trabalho infantil com prestadores de serviço.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não conheço as regras sobre o trabalho de crianças e adolescentes, mas tenho interesse em conhecer.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as regras, mas ainda não confiro a idade na contratação nem oriento os prestadores de serviço.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a conferir a idade de todos os contratados, mas ainda não exijo o mesmo dos prestadores de serviço.',
            },
            {
              peso: 4,
              descricao:
                'Não há trabalho infantil na unidade: confiro a idade de todos os contratados, adolescentes não fazem atividades proibidas e os prestadores de serviço seguem a mesma regra.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, verifico periodicamente o cumprimento das regras pelos prestadores, registro essas verificações e apoio a permanência na escola dos filhos dos trabalhadores.',
            },
          ],
          apoio: [FONTES.eca, FONTES.mte],
        },
        {
          codigo: '3.1.3',
          sequencia: 3,
          titulo: 'Nenhum trabalho forçado ou em condições degradantes',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Trabalho análogo ao de escravo inclui trabalho forçado, jornada exaustiva, condições degradantes e servidão por dívida, por exemplo cobrar do trabalhador a ferramenta, a comida ou o transporte. Avalie se a unidade garante liberdade de ir e vir, não retém documentos nem salários e verifica as condições oferecidas por empreiteiros (roço de pasto, cerca, aplicação de herbicida).',
          possuievidencia: true,
          exemploevidencia:
            'Recibos de pagamento sem descontos indevidos; contrato com empreiteiro que exige registro e condições adequadas; consulta ao Cadastro de Empregadores do Ministério do Trabalho (lista suja) para os prestadores contratados.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não conheço bem o que caracteriza trabalho forçado ou degradante, mas tenho interesse em entender.',
            },
            {
              peso: 2,
              descricao:
                'Sei o que caracteriza trabalho forçado ou degradante, mas ainda não verifico as condições dos prestadores e empreiteiros.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a verificar as condições de trabalho dos empreiteiros e a incluir regras nos contratos.',
            },
            {
              peso: 4,
              descricao:
                'Garanto condições dignas a todos que trabalham na unidade, inclusive de empreiteiros, sem retenção de documentos ou salários e sem dívidas com o empregador.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, consulto a lista suja antes de contratar, visito as frentes de trabalho de terceiros, registro as verificações e incentivo outros produtores e empresas a fazerem o mesmo.',
            },
          ],
          apoio: [FONTES.mte, FONTES.pactoGlobal],
        },
      ],
    },
    {
      codigo: 2,
      titulo: 'Critério 3.2',
      descricao: 'Saúde e segurança no trabalho, equipamentos de proteção e condições de moradia.',
      indicadores: [
        {
          codigo: '3.2.1',
          sequencia: 1,
          titulo: 'Gestão dos riscos de segurança e saúde no trabalho',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'No meio rural, a NR-31 exige o Programa de Gerenciamento de Riscos no Trabalho Rural (PGRTR), exames médicos, material de primeiros socorros e cuidados com máquinas, animais e produtos químicos. Nas empresas urbanas valem o PGR (NR-1) e as demais NRs. Avalie se os riscos foram identificados (coice e pisoteio no curral, máquinas, cercas elétricas, agrotóxicos, facas, câmaras frias) e se há medidas para controlá-los.',
          possuievidencia: true,
          exemploevidencia:
            'PGRTR ou PGR assinado; Atestados de Saúde Ocupacional (ASO) dos empregados; registro de acidentes e das providências; fotos do kit de primeiros socorros e da sinalização.',
          niveis: [
            { peso: 0, descricao: SEM_EMPREGADOS },
            {
              peso: 1,
              descricao:
                'Ainda não identifiquei os riscos de acidente e de doença no trabalho, mas tenho interesse em fazê-lo.',
            },
            {
              peso: 2,
              descricao:
                'Conheço os riscos e as exigências da NR-31 ou das NRs da minha atividade, mas ainda não tenho programa de gerenciamento de riscos.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: tenho o PGRTR ou o PGR elaborado, mas as medidas de controle e os exames ainda não estão completos.',
            },
            {
              peso: 4,
              descricao:
                'Tenho o programa de gerenciamento de riscos implantado, com exames médicos em dia, primeiros socorros e medidas de controle aplicadas.',
            },
            {
              peso: 5,
              descricao:
                'Além do programa implantado, registro e analiso todos os acidentes e quase acidentes, acompanho indicadores de segurança, presto contas à equipe e compartilho as boas práticas com outras unidades.',
            },
          ],
          apoio: [FONTES.mte, FONTES.senar],
        },
        {
          codigo: '3.2.2',
          sequencia: 2,
          titulo: 'Equipamentos de proteção e manuseio seguro de produtos químicos',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade fornece gratuitamente os EPIs adequados a cada tarefa (botina, luvas, perneira, protetor auricular, vestimenta para aplicação de agrotóxicos), registra a entrega, treina o uso e guarda agrotóxicos, medicamentos veterinários e produtos de limpeza em local próprio, trancado e sinalizado.',
          possuievidencia: true,
          exemploevidencia:
            'Fichas de entrega de EPI assinadas; certificado de curso de aplicação de agrotóxicos (NR-31); fotos do depósito de defensivos e da farmácia veterinária; receituário agronômico das compras.',
          niveis: [
            { peso: 0, descricao: SEM_EMPREGADOS },
            {
              peso: 1,
              descricao:
                'Ainda não forneço EPIs nem tenho local adequado para os produtos químicos, mas tenho interesse em me adequar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais EPIs e cuidados cada tarefa exige, mas ainda não forneço os equipamentos de forma regular.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a fornecer EPIs para as tarefas de maior risco, mas sem registro de entrega ou sem depósito adequado para os produtos.',
            },
            {
              peso: 4,
              descricao:
                'Forneço EPIs adequados a todas as tarefas, com registro de entrega e treinamento, e armazeno os produtos químicos de forma segura.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, fiscalizo o uso dos EPIs no dia a dia, substituo os equipamentos com controle de validade, reviso os procedimentos após qualquer ocorrência e oriento vizinhos e prestadores sobre o manuseio seguro.',
            },
          ],
          apoio: [FONTES.mte, FONTES.agrotoxicos],
        },
        {
          codigo: '3.2.3',
          sequencia: 3,
          titulo: 'Moradia, alojamento e condições sanitárias',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Para fazendas com trabalhadores que moram ou pernoitam na propriedade: avalie se as casas e alojamentos são seguros, limpos, com camas, armários, água potável, instalações sanitárias, local para refeições e separação por sexo, como pede a NR-31. Nas frentes de trabalho também devem existir água potável e instalações sanitárias.',
          possuievidencia: true,
          exemploevidencia:
            'Fotos das casas, do alojamento, do refeitório e dos banheiros; laudo de potabilidade da água; termo de cessão de moradia ao empregado.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: nenhum trabalhador mora ou pernoita na fazenda e não há frentes de trabalho afastadas da sede.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não ofereço moradia ou alojamento em condições adequadas, mas tenho interesse em melhorar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais condições a NR-31 exige para moradia e alojamento, mas ainda não fiz as adequações.',
            },
            {
              peso: 3,
              descricao:
                'Comecei as adequações: parte das moradias ou do alojamento já atende à NR-31 e o restante está em reforma.',
            },
            {
              peso: 4,
              descricao:
                'Todas as moradias, alojamentos e frentes de trabalho têm água potável, instalações sanitárias e condições adequadas.',
            },
            {
              peso: 5,
              descricao:
                'Além de atender plenamente, faço vistorias periódicas com registro, analiso a água todo ano, ouço os moradores sobre melhorias e mantenho um plano de manutenção.',
            },
          ],
          apoio: [FONTES.mte, FONTES.trabalhoRural],
        },
      ],
    },
    {
      codigo: 3,
      titulo: 'Critério 3.3',
      descricao: 'Capacitação, respeito e igualdade de oportunidades.',
      indicadores: [
        {
          codigo: '3.3.1',
          sequencia: 1,
          titulo: 'Capacitação dos trabalhadores',
          categorias: TODAS,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se a unidade oferece treinamentos para as funções exercidas (manejo racional do gado, operação de máquinas, aplicação de agrotóxicos, primeiros socorros, boas práticas de fabricação, atendimento ao cliente) e para o desenvolvimento das pessoas. No campo de percentual, informe a parte dos trabalhadores que recebeu pelo menos um treinamento nos últimos 12 meses.',
          possuievidencia: true,
          exemploevidencia:
            'Certificados de cursos do SENAR ou de outras instituições; listas de presença de treinamentos internos; plano anual de capacitação.',
          niveis: [
            { peso: 0, descricao: SEM_EMPREGADOS },
            {
              peso: 1,
              descricao: 'Ainda não ofereço treinamentos aos trabalhadores, mas tenho interesse em oferecer.',
            },
            {
              peso: 2,
              descricao: 'Sei quais treinamentos cada função precisa, mas ainda não os ofereci.',
            },
            {
              peso: 3,
              descricao: 'Comecei a oferecer treinamentos, de forma pontual e para parte da equipe.',
            },
            {
              peso: 4,
              descricao:
                'Todos os trabalhadores recebem os treinamentos exigidos para as suas funções, com registro e reciclagem periódica.',
            },
            {
              peso: 5,
              descricao:
                'Além dos treinamentos exigidos, tenho um plano anual de capacitação, avalio o efeito dos cursos no trabalho, apoio a formação escolar da equipe e abro vagas de treinamento para a comunidade.',
            },
          ],
          apoio: [FONTES.senar, FONTES.mte],
        },
        {
          codigo: '3.3.2',
          sequencia: 2,
          titulo: 'Respeito, igualdade de oportunidades e prevenção do assédio',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Considere se homens e mulheres recebem o mesmo salário pela mesma função, se não há discriminação por cor, origem, religião, idade ou deficiência na contratação e na promoção, e se há regras e um meio seguro para relatar assédio moral ou sexual.',
          possuievidencia: true,
          exemploevidencia:
            'Política ou regulamento interno contra assédio e discriminação; registro de treinamento sobre o tema; comparativo de salários por função; canal de relato divulgado aos trabalhadores.',
          niveis: [
            { peso: 0, descricao: SEM_EMPREGADOS },
            {
              peso: 1,
              descricao:
                'Ainda não tenho regras sobre igualdade e assédio, mas tenho interesse em adotá-las.',
            },
            {
              peso: 2,
              descricao:
                'Sei o que a lei exige sobre igualdade salarial, discriminação e assédio, mas ainda não adotei regras nem um meio de relato.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: as regras foram combinadas com a equipe, mas ainda não há um meio seguro para relatar problemas.',
            },
            {
              peso: 4,
              descricao:
                'Garanto salário igual para a mesma função, contratação sem discriminação e tenho regras e um meio seguro de relato de assédio.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, acompanho a diversidade da equipe e os casos relatados, trato todos eles com registro, treino as lideranças todo ano e promovo mulheres e outros grupos sub-representados a cargos de liderança.',
            },
          ],
          apoio: [FONTES.clt, FONTES.pactoGlobal],
        },
      ],
    },
  ],
};
