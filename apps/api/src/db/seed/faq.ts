import { count } from 'drizzle-orm';
import { type Database, schema } from '../client.ts';

/** The help topics of a fresh installation, with the questions producers ask most; administrators edit them afterwards. */
export const FAQ_TOPICOS: {
  titulo: string;
  descricao: string;
  items: [pergunta: string, resposta: string][];
}[] = [
  {
    titulo: 'Sobre o Guia',
    descricao: 'O que é a autoavaliação e como ela funciona.',
    items: [
      [
        'O que é o Guia?',
        'É uma autoavaliação de sustentabilidade para a cadeia da pecuária de corte: voluntária, autodeclaratória, gratuita e confidencial. Ela mostra como está a gestão e a produção da sua unidade, compara o seu desempenho com o de outras unidades e aponta o que melhorar primeiro.',
      ],
      [
        'Como o Guia é organizado?',
        'Em cinco princípios: Gestão, Comunidades, Trabalhadores, Meio Ambiente e Cadeia de Valor. Cada princípio tem critérios e indicadores, e cada indicador tem até cinco níveis, do mais básico ao mais avançado.',
      ],
      [
        'Quanto custa participar?',
        'Nada. A participação é gratuita e voluntária, e você pode deixar de participar quando quiser.',
      ],
      [
        'Com que frequência devo preencher?',
        'Uma vez por ano, para cada unidade. Preenchendo todos os anos você acompanha a evolução da unidade no relatório comparativo.',
      ],
    ],
  },
  {
    titulo: 'Cadastro e unidades',
    descricao: 'Cadastro da fazenda e dos demais estabelecimentos.',
    items: [
      [
        'O que é uma unidade?',
        'É cada fazenda, indústria, loja ou outro estabelecimento que você cadastra. Cada unidade preenche o seu próprio Guia a cada ano.',
      ],
      [
        'Tenho mais de uma fazenda. Cadastro todas juntas?',
        'Não. Cadastre cada fazenda como uma unidade separada, com o seu próprio CAR, área e rebanho: assim cada uma recebe um relatório que reflete a sua realidade.',
      ],
      [
        'Onde encontro o número do CAR?',
        'No recibo de inscrição do imóvel no Cadastro Ambiental Rural (CAR), emitido pelo sistema do seu estado ou pelo SICAR. O número começa pela sigla da UF.',
      ],
      [
        'Posso alterar os dados de uma unidade?',
        'Sim, pelo botão Editar da unidade. Categoria, nome, estado e município não podem ser alterados depois do cadastro.',
      ],
    ],
  },
  {
    titulo: 'Preenchimento',
    descricao: 'Como responder aos indicadores e anexar evidências.',
    items: [
      [
        'Preciso responder tudo de uma vez?',
        'Não. Cada resposta é salva na hora e você pode continuar o preenchimento quando quiser, até finalizar o Guia.',
      ],
      [
        'Como escolho o nível de um indicador?',
        'Leia os níveis do mais básico ao mais avançado e marque aquele que descreve a prática da sua unidade hoje, não a que você pretende adotar. Em caso de dúvida, abra o material de apoio do indicador.',
      ],
      [
        'Um indicador não se aplica à minha fazenda. O que faço?',
        'O Guia mostra a cada unidade só os indicadores da sua categoria. Se um indicador tiver uma condição (por exemplo, ter trabalhadores contratados) e a sua unidade não a cumprir, marque a opção que diz que ele não se aplica.',
      ],
      [
        'O que são evidências e sou obrigado a enviá-las?',
        'São documentos, fotos ou planilhas que comprovam a prática informada, como a outorga de água ou o registro dos trabalhadores. O envio é opcional, mas ajuda a verificar as respostas e a lembrar do que foi feito.',
      ],
      [
        'Posso mudar uma resposta depois de finalizar?',
        'Não. Ao finalizar, as respostas ficam registradas e o relatório é gerado. Você poderá responder de novo no Guia do ano seguinte.',
      ],
    ],
  },
  {
    titulo: 'Relatórios',
    descricao: 'Desempenho, prioridades e comparativos.',
    items: [
      [
        'Quando recebo o relatório?',
        'Assim que você finaliza o Guia de uma unidade. Os relatórios ficam no menu Desempenho e em RELATÓRIOS.',
      ],
      [
        'Quais relatórios existem?',
        'O relatório completo, com todos os indicadores por princípio; o de prioridades, com os cinco indicadores mais críticos; e o comparativo, com a sua região, o país ou o Guia anterior da unidade. Todos podem ser exportados em PDF.',
      ],
      [
        'Como uso o relatório de prioridades?',
        'Comece pelos indicadores marcados como MUITO IMPORTANTE: são os que mais elevam o seu desempenho. Cada um traz o material de apoio que mostra como alcançar o próximo nível.',
      ],
      [
        'O que é o comprovante de participação?',
        'É um documento com código de verificação que atesta que a unidade finalizou o Guia do ano. Qualquer pessoa pode conferir o código na página do comprovante.',
      ],
    ],
  },
  {
    titulo: 'Conta e privacidade',
    descricao: 'Acesso, senha e proteção dos seus dados.',
    items: [
      [
        'Quem vê as minhas respostas?',
        'Você e os administradores do programa, que as leem só para conduzir o programa; cada leitura de um administrador fica registrada. As respostas são confidenciais e os comparativos usam apenas médias de grupos, sem identificar nenhuma unidade.',
      ],
      [
        'Esqueci a minha senha. Como recupero?',
        'Na tela de acesso, clique em Recuperar senha e informe o seu e-mail: você receberá um link para criar uma nova senha.',
      ],
      [
        'Como altero a minha senha?',
        'Em CONFIGURAÇÕES, Configurações, na parte Alterar senha: informe a senha antiga e a nova duas vezes.',
      ],
      [
        'Como excluo a minha conta?',
        'Em Configurações, use o botão Excluir conta. A exclusão é permanente e apaga todas as suas unidades e relatórios.',
      ],
    ],
  },
];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts the FAQ when there is no topic at all (like the onboarding slides: a FAQ emptied by hand comes back on the next start). */
export async function seedFaq(tx: Transaction): Promise<void> {
  const [existing] = await tx.select({ total: count() }).from(schema.faqCategoria);
  if ((existing?.total ?? 0) > 0) return;
  const topicos = await tx
    .insert(schema.faqCategoria)
    .values(FAQ_TOPICOS.map((t, i) => ({ titulo: t.titulo, descricao: t.descricao, ordem: i + 1 })))
    .returning({ id: schema.faqCategoria.id, ordem: schema.faqCategoria.ordem });
  const rows = topicos.flatMap(({ id, ordem }) =>
    FAQ_TOPICOS[ordem - 1]!.items.map(([titulo, descricao], i) => ({
      categoriaId: id,
      titulo,
      descricao,
      ordem: i + 1,
    })),
  );
  await tx.insert(schema.faqItem).values(rows);
}
