// The producer's consent to a technician's access (issue 18 §1, LGPD art. 7 I and 8): the text the
// grant screen highlights and the version each grant keeps. A change of the text is a new version;
// the server refuses a grant that names another version than the current one (422).

/** The consent text a producer reads before granting a technician access, and its version. */
export const CONSENTIMENTO_AUTORIZACAO = {
  versao: '2026-11',
  titulo: 'Autorização de acesso para um técnico',
  paragrafos: [
    'Ao confirmar, você autoriza o técnico escolhido a acessar, na plataforma, somente as unidades que você marcou, até a data indicada. Ele age sempre com o nome dele, nunca como você.',
    'Ele poderá ver o cadastro dessas unidades, os questionários e os relatórios. Além disso, fará apenas o que você permitir: responder o Guia, enviar e baixar evidências, cuidar do plano de ação e, só se você marcar, finalizar o questionário.',
    'Ele não verá as suas outras unidades nem os dados da sua conta, como e-mail e telefone, e nunca poderá alterar o cadastro da unidade nem excluir nada.',
    "Cada acesso e cada ação do técnico ficam registrados com o nome dele, a data e a hora, e aparecem para você em 'Quem acessou meus dados'.",
    'Você pode revogar esta autorização a qualquer momento, em Autorizações: ela deixa de valer na hora. Se o técnico for suspenso pela administração do programa, ela também deixa de valer.',
    'Esta autorização segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).',
  ],
} as const;

/** The consent text as one string, paragraphs separated by a blank line (e-mail, PDF, logs). */
export const textoDoConsentimento = (): string => CONSENTIMENTO_AUTORIZACAO.paragrafos.join('\n\n');

/** How long a grant lasts when the producer does not choose (months). */
export const AUTORIZACAO_MESES_PADRAO = 12;
/** The longest a grant may last (months). */
export const AUTORIZACAO_MESES_MAX = 36;

/** The answer to every request a technician sends, whether or not the CPF has an account (no enumeration). */
export const MENSAGEM_SOLICITACAO_ENVIADA = 'Se houver uma conta com esse CPF, o produtor receberá o pedido';

/** The web app's paths the delegation notices open (the web's route registry uses the same). */
export const LINKS_DELEGACAO = {
  /** The producer's grants and the requests waiting for him. */
  autorizacoes: '/configuracoes/autorizacoes',
  /** 'Produtores que atendo'. */
  produtoresQueAtendo: '/tecnico/produtores',
  /** The technician's accreditation. */
  credenciamento: '/tecnico/credenciamento',
} as const;
