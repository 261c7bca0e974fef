/** The spec's route names mapped to their paths: the one registry every link is built from. */
export const routes = {
  Landing: '/',
  Acessar: '/acessar',
  'Registre-se': '/registro',
  EsqueciSenha: '/esqueci-senha',
  RecuperarSenha: '/recuperar-senha',
  FiqueTranquilo: '/fique-tranquilo',
  Termos: '/termos-de-uso',
  'Termos.Privacidade': '/politica-de-privacidade',
  'Comprovante.Verificar': '/comprovante',
  Comprovante: '/comprovante/:codigo',
  BemVindo: '/bem-vindo',
  Resumo: '/resumo',
  'Cadastrar-Objeto': '/cadastrar-unidade',
  'Cadastrar-Objeto.Sucesso': '/cadastrar-objeto/sucesso',
  'Editar-Objeto': '/editar-unidade/:objectId',
  'Excluir-Objeto': '/excluir-objeto/:objectId',
  'Objetos.List': '/unidades',
  'Objeto.Single': '/unidades/:objectId',
  'Guia.Single': '/unidades/:objectId/:productId/:questionarioId',
  'Guia.Finalizar': '/unidades/:objectId/:productId/:questionarioId/finalizar',
  'Principio.Single': '/unidades/:objectId/:productId/:questionarioId/:principioId',
  'Principio.BomTrabalho': '/objetos/:objectId/:productId/:principioId/bom-trabalho',
  'Guia.Concluido': '/objetos/:objectId/:productId/finalizar',
  'Guia.Encerrado': '/objetos/:objectId/:productId/encerrado',
  Desempenho: '/desempenho',
  'Desempenho.Objeto.Single': '/desempenho/objetos/:objectId',
  'Desempenho.Single': '/desempenho/:objectId/:productId',
  'Desempenho.Completo': '/desempenho/:objectId/:productId/:questionarioId/completo',
  'Desempenho.Prioridades': '/desempenho/:objectId/:productId/:questionarioId/prioridades',
  'Desempenho.Comparativo': '/desempenho/:objectId/:productId/:questionarioId/comparativo',
  'Desempenho.Relatorio': '/desempenho/:objectId/:productId/:questionarioId/relatorio',
  Materiais: '/materiais',
  'Materiais.Tipo': '/materiais/:temaId',
  'Materiais.Files': '/materiais/:temaId/:tipoMaterialId',
  NewMateriais: '/newmateriais',
  Ajuda: '/ajuda',
  Notificacoes: '/notificacoes',
  Configuracoes: '/configuracoes',
  'Configuracoes.ExcluirConta': '/configuracoes/excluir-conta',
  Sair: '/sair',
  Admin: '/admin',
  'Admin.Estatisticas': '/admin/estatisticas',
  'Admin.Objetos': '/admin/objetos',
  'Admin.Objeto.Single': '/admin/objetos/:objectId',
  'Admin.Objeto.Desempenho': '/admin/objetos/:objectId/:productId',
  'Admin.Usuarios': '/admin/usuarios',
  'Admin.Usuarios.Single': '/admin/usuarios/:userId',
  'Admin.Usuario.Objeto.Single': '/admin/usuarios/:userId/:objectId',
  'Admin.Usuario.Objeto.Desempenho': '/admin/usuarios/:userId/:objectId/:productId',
  'Admin.Materiais': '/admin/materiais',
  'Admin.Materiais.Categorias': '/admin/materiais/:temaId',
  'Admin.Materiais.Tipo': '/admin/materiais/:temaId/:tipoId',
  'Admin.Guia': '/admin/guia',
  'Admin.Guia.Principios': '/admin/guia/:productId',
  'Admin.Guia.Principio.Single': '/admin/guia/:productId/:principioId',
  'Admin.Guia.Principio.Edit': '/admin/guia/edit/:productId/:principioId',
  'Admin.Onboardings': '/admin/onboardings',
  'Admin.Ajuda': '/admin/ajuda',
  'Admin.Ajuda.Single': '/admin/ajuda/:faqId',
  'Admin.TermosPrivacidade': '/admin/termos-privacidade',
} as const;

export type RouteName = keyof typeof routes;

/** Builds the path of a named route, filling its `:params`. */
export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route param ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
