import { EMPRESAS_E_INSTITUICOES, PRODUTOR, TODAS } from './categorias.ts';
import { FONTES } from './fontes.ts';
import type { PrincipioSeed } from './types.ts';

export const MEIO_AMBIENTE: PrincipioSeed = {
  codigo: 4,
  titulo: 'Meio Ambiente',
  subtitulo: 'Solo, água, vegetação nativa e clima',
  descricao:
    'Como a unidade cumpre o Código Florestal, conserva a vegetação nativa, o solo e a água, recupera pastagens e cuida dos resíduos, da energia e das emissões.',
  icone: 'icn-principio-4',
  orientacao:
    '<p>O primeiro passo da regularidade ambiental da fazenda é o Cadastro Ambiental Rural: consulte a situação do seu imóvel no <a href="https://www.car.gov.br/" target="_blank" rel="noopener">SICAR</a> e confira as regras de APP e Reserva Legal no <a href="https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm" target="_blank" rel="noopener">Código Florestal (Lei nº 12.651/2012)</a>.</p><p>Pasto bem manejado produz mais arroba por hectare, protege o solo e a água e reduz as emissões por quilo de carne. A Embrapa reúne as tecnologias de recuperação de pastagens e de integração lavoura-pecuária-floresta.</p>',
  criterios: [
    {
      codigo: 1,
      titulo: 'Critério 4.1',
      descricao: 'Regularidade ambiental e conservação da vegetação nativa.',
      indicadores: [
        {
          codigo: '4.1.1',
          sequencia: 1,
          titulo: 'Cadastro Ambiental Rural (CAR) e regularização ambiental',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'O CAR é obrigatório para todo imóvel rural. Avalie se a fazenda está inscrita, se as informações (perímetro, APP, Reserva Legal, remanescentes de vegetação) estão corretas e atualizadas, se a análise do órgão estadual é acompanhada e se, havendo passivo, a fazenda aderiu ao Programa de Regularização Ambiental (PRA).',
          possuievidencia: true,
          exemploevidencia:
            'Recibo do CAR; demonstrativo da situação do CAR no SICAR; termo de compromisso do PRA; notificação de análise respondida.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não fiz o CAR da fazenda, mas tenho interesse em fazer.',
            },
            {
              peso: 2,
              descricao:
                'Sei como fazer o CAR e quais informações são necessárias, mas ainda não fiz a inscrição.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: a fazenda está inscrita no CAR, mas há informações a corrigir ou pendências sem resposta.',
            },
            {
              peso: 4,
              descricao:
                'O CAR está ativo, com as informações corretas e atualizadas, e as pendências foram respondidas; se havia passivo, aderi ao PRA.',
            },
            {
              peso: 5,
              descricao:
                'Além do CAR ativo e correto, acompanho a análise no SICAR, cumpro o cronograma do PRA quando há, atualizo o cadastro a cada mudança no imóvel e oriento vizinhos a se regularizarem.',
            },
          ],
          apoio: [FONTES.sicar, FONTES.codigoFlorestal],
        },
        {
          codigo: '4.1.2',
          sequencia: 2,
          titulo: 'Conservação das APPs e da Reserva Legal',
          categorias: PRODUTOR,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Avalie se as Áreas de Preservação Permanente (margens de rios, nascentes, veredas, encostas e topos de morro) e a Reserva Legal estão protegidas, cercadas onde o gado tem acesso e, quando degradadas, em recuperação. No campo de percentual, informe a parte da área de APP e de Reserva Legal exigida por lei que está com vegetação nativa conservada ou em recuperação.',
          possuievidencia: true,
          exemploevidencia:
            'Mapa do CAR com APP e Reserva Legal; fotos das cercas de proteção; projeto de recuperação (PRADA); notas fiscais de mudas e de material de cerca; imagens de satélite da área.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não sei quais são as APPs e a Reserva Legal da fazenda nem a situação delas, mas tenho interesse em saber.',
            },
            {
              peso: 2,
              descricao:
                'Sei onde ficam as APPs e a Reserva Legal e o que precisa ser feito, mas ainda não protegi nem recuperei essas áreas.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a proteger e a recuperar: parte das APPs e da Reserva Legal já está cercada ou em recuperação.',
            },
            {
              peso: 4,
              descricao:
                'Todas as APPs e a Reserva Legal estão conservadas ou em recuperação, protegidas do acesso do gado.',
            },
            {
              peso: 5,
              descricao:
                'Além de conservar tudo o que a lei exige, monitoro essas áreas todo ano, mantenho vegetação nativa além do mínimo legal, registro a evolução da recuperação e ajudo a formar corredores com as áreas dos vizinhos.',
            },
          ],
          apoio: [FONTES.codigoFlorestal, FONTES.embrapa],
        },
        {
          codigo: '4.1.3',
          sequencia: 3,
          titulo: 'Nenhuma conversão de vegetação nativa e nenhum uso de fogo sem autorização',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se a fazenda não desmatou nem converteu vegetação nativa (mata, cerrado, campo nativo) para abrir pasto sem autorização do órgão ambiental, não tem área embargada e não usa o fogo para limpar pasto sem autorização. A abertura de área só deve ocorrer com Autorização de Supressão de Vegetação (ASV) e fora da Reserva Legal e das APPs; a prevenção de incêndios inclui aceiros e brigada.',
          possuievidencia: true,
          exemploevidencia:
            'Consulta negativa de embargo no Ibama e no órgão estadual; imagens de satélite da fazenda; Autorização de Supressão de Vegetação, quando houver; fotos dos aceiros; certificado de curso de brigada de incêndio.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não conheço as regras para abertura de área e uso do fogo, mas tenho interesse em conhecer.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as regras e sei que preciso de autorização para suprimir vegetação e usar o fogo, mas ainda não tenho controle sobre isso na fazenda.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: não abro área sem autorização, mas ainda não tenho medidas de prevenção de incêndios, como aceiros.',
            },
            {
              peso: 4,
              descricao:
                'Não há conversão de vegetação nativa sem autorização nem uso de fogo irregular na fazenda, e mantenho aceiros e medidas de prevenção de incêndios.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, assumi compromisso de desmatamento zero mesmo onde a lei permitiria abrir, monitoro a fazenda por imagens de satélite, mantenho brigada treinada e participo de ações de prevenção com os vizinhos.',
            },
          ],
          apoio: [FONTES.ibamaEmbargos, FONTES.mapbiomasAlerta, FONTES.crimesAmbientais],
        },
      ],
    },
    {
      codigo: 2,
      titulo: 'Critério 4.2',
      descricao: 'Solo, pastagens e água: produzir mais na mesma área conservando os recursos naturais.',
      indicadores: [
        {
          codigo: '4.2.1',
          sequencia: 1,
          titulo: 'Recuperação de pastagens degradadas',
          categorias: PRODUTOR,
          possuiorientacao: true,
          possuipercentual: true,
          orientacao:
            'Pastagem degradada tem pouca forragem, solo descoberto, cupins, erosão e plantas invasoras. Avalie se a fazenda conhece a condição dos seus pastos e recupera ou renova as áreas degradadas (correção do solo, adubação, replantio, integração com lavoura). No campo de percentual, informe a parte da área de pasto que está em boas condições ou foi recuperada.',
          possuievidencia: true,
          exemploevidencia:
            'Mapa ou planilha da condição dos pastos; análises de solo; notas fiscais de calcário, adubo e sementes; fotos antes e depois da recuperação; contrato de financiamento do Programa ABC / RenovAgro.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade não tem área de pasto (por exemplo, confinamento sem pastagem).',
            },
            {
              peso: 1,
              descricao:
                'Ainda não avaliei a condição dos meus pastos, mas tenho interesse em recuperar as áreas degradadas.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais pastos estão degradados e como recuperá-los, mas ainda não comecei a recuperação.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a recuperar: parte dos pastos degradados já está em recuperação ou foi recuperada.',
            },
            {
              peso: 4,
              descricao:
                'Todos os pastos estão em boas condições ou em recuperação planejada, com correção e adubação do solo.',
            },
            {
              peso: 5,
              descricao:
                'Além dos pastos em boas condições, monitoro a produção de forragem e a lotação por piquete, registro a evolução da produtividade em arrobas por hectare e mostro os resultados a outros produtores.',
            },
          ],
          apoio: [FONTES.embrapaGadoDeCorte, FONTES.mapa],
        },
        {
          codigo: '4.2.2',
          sequencia: 2,
          titulo: 'Manejo do pastejo e conservação do solo',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se a fazenda faz análise de solo e corrige conforme a recomendação técnica, ajusta a lotação à oferta de forragem (pastejo rotacionado, respeito à altura de entrada e saída dos animais) e evita erosão com curvas de nível, terraços, bacias de contenção e estradas bem drenadas.',
          possuievidencia: true,
          exemploevidencia:
            'Laudos de análise de solo com recomendação técnica; croqui dos piquetes e calendário de pastejo; fotos de terraços e bacias de contenção; planilha de lotação por piquete.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade não tem área de pasto (por exemplo, confinamento sem pastagem).',
            },
            {
              peso: 1,
              descricao:
                'Ainda não faço análise de solo nem controlo a lotação dos pastos, mas tenho interesse em aprender.',
            },
            {
              peso: 2,
              descricao:
                'Sei como fazer análise de solo, ajustar a lotação e controlar a erosão, mas ainda não adotei essas práticas.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: faço análise de solo ou pastejo rotacionado em parte da fazenda, mas ainda há áreas com erosão ou superlotação.',
            },
            {
              peso: 4,
              descricao:
                'Faço análise e correção do solo, ajusto a lotação à oferta de forragem e controlo a erosão em toda a fazenda.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, monitoro a fertilidade do solo e a altura do pasto com registros periódicos, ajusto o manejo a cada estação com apoio técnico e abro a fazenda para dias de campo sobre as práticas.',
            },
          ],
          apoio: [FONTES.embrapaGadoDeCorte, FONTES.senar],
        },
        {
          codigo: '4.2.3',
          sequencia: 3,
          titulo: 'Sistemas integrados e árvores no pasto',
          categorias: PRODUTOR,
          possuiorientacao: true,
          possuigee: true,
          orientacao:
            'Sistemas de integração lavoura-pecuária (ILP), pecuária-floresta (IPF) ou lavoura-pecuária-floresta (ILPF) e a manutenção de árvores no pasto recuperam o solo, dão sombra ao gado, diversificam a renda e acumulam carbono. Avalie se a fazenda adota ou planeja adotar algum desses sistemas.',
          possuievidencia: true,
          exemploevidencia:
            'Projeto técnico de ILP ou ILPF; notas fiscais de mudas de eucalipto ou de espécies nativas; fotos das áreas integradas; contrato de parceria agrícola para lavoura em área de pasto.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não uso sistemas integrados nem mantenho árvores no pasto, mas tenho interesse em conhecer.',
            },
            {
              peso: 2,
              descricao:
                'Conheço os sistemas de integração e sei qual se adapta à minha fazenda, mas ainda não implantei.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: tenho uma área piloto de integração ou estou plantando árvores em parte dos pastos.',
            },
            {
              peso: 4,
              descricao:
                'Adoto sistemas integrados ou árvores no pasto de forma planejada, em parte relevante da área de pastagem.',
            },
            {
              peso: 5,
              descricao:
                'Além de adotar, monitoro a produção e o carbono do sistema, comparo os resultados com as áreas sem integração, amplio a área integrada a cada ano e recebo outros produtores para conhecer a experiência.',
            },
          ],
          apoio: [FONTES.embrapaIlpf, FONTES.mapa],
        },
        {
          codigo: '4.2.4',
          sequencia: 4,
          titulo: 'Proteção de nascentes e cursos d’água',
          categorias: PRODUTOR,
          possuiorientacao: true,
          orientacao:
            'Avalie se as nascentes, córregos, rios e represas estão protegidos do pisoteio do gado, se os animais bebem em bebedouros (e não diretamente na margem), se a captação de água tem outorga ou dispensa e se há controle da erosão que assoreia os cursos d’água.',
          possuievidencia: true,
          exemploevidencia:
            'Fotos das nascentes cercadas e dos bebedouros; outorga ou certidão de dispensa de uso da água; projeto de recuperação de nascente; notas fiscais de bebedouros, bombas e canos.',
          niveis: [
            {
              peso: 0,
              descricao: 'Não se aplica: não há nascentes, córregos, rios ou represas na fazenda.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não protejo as nascentes e os cursos d’água da fazenda, mas tenho interesse em proteger.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais nascentes e trechos precisam de proteção e como fazer, mas ainda não comecei.',
            },
            {
              peso: 3,
              descricao:
                'Comecei: parte das nascentes e margens está cercada e alguns pastos já têm bebedouros.',
            },
            {
              peso: 4,
              descricao:
                'Todas as nascentes e margens estão protegidas do gado, os animais bebem em bebedouros e a captação está regularizada.',
            },
            {
              peso: 5,
              descricao:
                'Além da proteção completa, acompanho a vazão e a qualidade da água ao longo do ano, registro os resultados e participo de ações da bacia hidrográfica com vizinhos e o comitê de bacia.',
            },
          ],
          apoio: [FONTES.codigoFlorestal, FONTES.ana, FONTES.recursosHidricos],
        },
        {
          codigo: '4.2.5',
          sequencia: 5,
          titulo: 'Uso eficiente da água',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade mede o consumo de água, conhece os maiores usos (bebedouros e irrigação na fazenda; lavagem, processo e câmaras frias na indústria e no varejo), corrige vazamentos e adota medidas de economia e de reúso.',
          possuievidencia: true,
          exemploevidencia:
            'Leituras de hidrômetro ou planilha de consumo; contas de água; relatório de indicador de consumo por cabeça abatida ou por tonelada produzida; fotos de boias e de sistemas de reúso.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não sei quanta água a unidade consome, mas tenho interesse em controlar.',
            },
            {
              peso: 2,
              descricao:
                'Sei onde a água é mais usada e como economizar, mas ainda não medi o consumo nem adotei medidas.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a medir o consumo e a corrigir vazamentos e desperdícios, mas ainda sem meta de redução.',
            },
            {
              peso: 4,
              descricao:
                'Meço o consumo de água regularmente e adoto medidas de economia em todos os usos principais.',
            },
            {
              peso: 5,
              descricao:
                'Além de medir e economizar, tenho metas de consumo por unidade produzida, reaproveito água onde possível, relato a evolução dos resultados e compartilho as soluções com parceiros.',
            },
          ],
          apoio: [FONTES.ana, FONTES.recursosHidricos],
        },
      ],
    },
    {
      codigo: 3,
      titulo: 'Critério 4.3',
      descricao: 'Resíduos, embalagens, energia e emissões de gases de efeito estufa.',
      indicadores: [
        {
          codigo: '4.3.1',
          sequencia: 1,
          titulo: 'Devolução de embalagens de agrotóxicos e descarte de resíduos veterinários',
          categorias: [1, 6],
          possuiorientacao: true,
          orientacao:
            'O produtor deve fazer a tríplice lavagem e devolver as embalagens vazias de agrotóxicos no local indicado na nota fiscal, guardando o comprovante; o revendedor deve receber essas embalagens. Seringas, agulhas e frascos de vacinas e medicamentos também exigem destino adequado. Avalie se a unidade cumpre a logística reversa.',
          possuievidencia: true,
          exemploevidencia:
            'Comprovantes de devolução de embalagens vazias emitidos pela central ou posto de recebimento; notas fiscais de compra de vacinas e defensivos com o local de devolução; fotos do depósito temporário de embalagens; contrato com empresa de coleta de resíduos de serviço de saúde.',
          niveis: [
            {
              peso: 0,
              descricao:
                'Não se aplica: a unidade não usa nem comercializa agrotóxicos, vacinas ou medicamentos veterinários.',
            },
            {
              peso: 1,
              descricao:
                'Ainda não devolvo as embalagens nem dou destino adequado aos resíduos veterinários, mas tenho interesse em fazer.',
            },
            {
              peso: 2,
              descricao:
                'Sei como fazer a tríplice lavagem e onde devolver as embalagens, mas ainda não faço a devolução.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a devolver as embalagens de agrotóxicos, mas ainda não tenho destino adequado para seringas, agulhas e frascos veterinários.',
            },
            {
              peso: 4,
              descricao:
                'Devolvo todas as embalagens vazias com comprovante e dou destino adequado a todos os resíduos veterinários (ou, na revenda, recebo as embalagens dos clientes).',
            },
            {
              peso: 5,
              descricao:
                'Além disso, controlo o estoque de embalagens até a devolução, confiro os comprovantes com as notas de compra, reduzo a geração usando embalagens maiores ou retornáveis e oriento vizinhos e clientes sobre a logística reversa.',
            },
          ],
          apoio: [FONTES.inpev, FONTES.agrotoxicos, FONTES.residuosSolidos],
        },
        {
          codigo: '4.3.2',
          sequencia: 2,
          titulo: 'Gestão de resíduos sólidos e efluentes',
          categorias: TODAS,
          possuiorientacao: true,
          orientacao:
            'Avalie se a unidade separa e dá destino adequado aos seus resíduos (lixo doméstico, sucata, pneus, óleo lubrificante usado, carcaças de animais mortos, esterco e, na indústria, sangue, vísceras, efluentes líquidos e lodo), sem queimar nem enterrar de forma irregular, e se trata os efluentes antes de lançá-los.',
          possuievidencia: true,
          exemploevidencia:
            'Manifestos de Transporte de Resíduos (MTR); certificados de destinação final; comprovante de coleta de óleo lubrificante usado; laudos de análise de efluentes; fotos da composteira ou da vala sanitária de carcaças.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não separo nem controlo o destino dos resíduos e efluentes, mas tenho interesse em melhorar.',
            },
            {
              peso: 2,
              descricao:
                'Sei quais resíduos a unidade gera e qual o destino correto de cada um, mas ainda não adotei a separação e o destino adequado.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a separar os resíduos e a dar destino adequado a parte deles, mas ainda queimo, enterro ou descarto alguns de forma irregular.',
            },
            {
              peso: 4,
              descricao:
                'Separo todos os resíduos, dou destino adequado a cada tipo e trato os efluentes conforme a licença, com comprovantes.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, meço a quantidade de resíduos gerados, tenho metas de redução e de reaproveitamento (compostagem, reciclagem, biogás), relato os resultados e compartilho as soluções com outras unidades.',
            },
          ],
          apoio: [FONTES.residuosSolidos, FONTES.embrapa],
        },
        {
          codigo: '4.3.3',
          sequencia: 3,
          titulo: 'Emissões de gases de efeito estufa',
          categorias: TODAS,
          possuiorientacao: true,
          possuigee: true,
          orientacao:
            'Na pecuária, as principais emissões vêm da fermentação entérica, do esterco, da adubação nitrogenada e da conversão de vegetação; pasto bem manejado, terminação mais precoce e integração com árvores reduzem a emissão por quilo de carne e podem fixar carbono no solo. Nas empresas, contam também energia, combustíveis, refrigeração e transporte. Avalie se a unidade conhece e reduz as suas emissões.',
          possuievidencia: true,
          exemploevidencia:
            'Inventário de emissões (por exemplo, pelo Programa Brasileiro GHG Protocol) ou relatório de calculadora de carbono da fazenda; plano de redução de emissões; registro de práticas do Plano ABC+ adotadas.',
          niveis: [
            {
              peso: 1,
              descricao:
                'Ainda não sei de onde vêm as emissões da minha unidade, mas tenho interesse em entender.',
            },
            {
              peso: 2,
              descricao:
                'Conheço as principais fontes de emissão e as práticas que as reduzem, mas ainda não adotei nenhuma com esse objetivo.',
            },
            {
              peso: 3,
              descricao:
                'Comecei a adotar práticas que reduzem as emissões, mas ainda não calculo as emissões da unidade.',
            },
            {
              peso: 4,
              descricao:
                'Calculo as emissões da unidade e adoto práticas de redução, como recuperação de pastagens, abate mais precoce ou eficiência energética.',
            },
            {
              peso: 5,
              descricao:
                'Além de calcular e reduzir, faço o inventário todos os anos, tenho metas de redução por unidade produzida, relato os resultados publicamente ou aos compradores e apoio fornecedores e clientes a medir as suas emissões.',
            },
          ],
          apoio: [FONTES.mapa, FONTES.embrapaGadoDeCorte, FONTES.pactoGlobal],
        },
        {
          codigo: '4.3.4',
          sequencia: 4,
          titulo: 'Eficiência energética e energia renovável',
          categorias: EMPRESAS_E_INSTITUICOES,
          possuiorientacao: true,
          possuigee: true,
          orientacao:
            'Avalie se a organização acompanha o consumo de energia elétrica e de combustíveis, adota medidas de eficiência (manutenção de câmaras frias e compressores, iluminação LED, isolamento, gestão da frota) e usa fontes renováveis, como solar, biomassa ou biogás.',
          possuievidencia: true,
          exemploevidencia:
            'Contas de energia e planilha de consumo; relatório de diagnóstico energético; contrato de energia renovável ou fotos do sistema fotovoltaico; controle de consumo de combustível da frota.',
          niveis: [
            {
              peso: 1,
              descricao: 'Ainda não acompanhamos o consumo de energia, mas temos interesse em reduzi-lo.',
            },
            {
              peso: 2,
              descricao:
                'Sabemos onde a energia é mais consumida e quais medidas ajudariam, mas ainda não adotamos nenhuma.',
            },
            {
              peso: 3,
              descricao:
                'Começamos a adotar medidas de eficiência ou a usar energia renovável em parte da operação.',
            },
            {
              peso: 4,
              descricao:
                'Acompanhamos o consumo de energia, adotamos medidas de eficiência em toda a operação e usamos fontes renováveis.',
            },
            {
              peso: 5,
              descricao:
                'Além disso, temos metas de consumo por unidade produzida ou vendida, relatamos a evolução e apoiamos fornecedores e parceiros a adotar eficiência e energia renovável.',
            },
          ],
          apoio: [FONTES.pactoGlobal, FONTES.sebrae],
        },
      ],
    },
  ],
};
