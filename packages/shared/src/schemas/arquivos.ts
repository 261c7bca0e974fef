import { EVIDENCIA_EXTENSOES, extensaoDe } from '../evidencia-arquivos.ts';

/** Largest uploaded file, in bytes (10 MB, admin spec §5 and §9). */
export const UPLOAD_TAMANHO_MAXIMO = 10_485_760;

/**
 * The file kinds each upload purpose accepts: an image where the spec asks for one (onboarding
 * slides), the document kinds evidence accepts for a support material.
 */
export const EXTENSOES_POR_FINALIDADE = {
  imagem: ['gif', 'jpg', 'jpeg', 'png'],
  material: EVIDENCIA_EXTENSOES,
  /** The evidence of an action plan's progress (issue 17): the evidence upload's kinds. */
  evidencia: EVIDENCIA_EXTENSOES,
} as const;
export type FinalidadeDeUpload = keyof typeof EXTENSOES_POR_FINALIDADE;
export type ExtensaoDeUpload = (typeof EXTENSOES_POR_FINALIDADE)[FinalidadeDeUpload][number];

/** The upload texts shared by the screens and the API. */
export const ARQUIVO_MENSAGENS = {
  tamanhoMaximo: 'Arquivo enviado supera tamanho máximo permitido.',
  arquivoObrigatorio: 'Selecione um arquivo.',
  umArquivo: 'Envie um único arquivo.',
  formularioInvalido: 'Envie o formulário como multipart/form-data.',
  formularioIlegivel: 'O formulário enviado não pôde ser lido. Envie de novo.',
  campoLongo: 'Um dos campos do formulário é longo demais.',
  nomeLongo: 'O nome do arquivo deve ter no máximo 255 caracteres.',
} as const;

/** Whether a file name has an extension the purpose accepts. */
export function extensaoAceita(finalidade: FinalidadeDeUpload, nome: string): boolean {
  return (EXTENSOES_POR_FINALIDADE[finalidade] as readonly string[]).includes(extensaoDe(nome));
}

/** The refusal of a file whose extension the purpose does not accept, naming it and the accepted kinds. */
export function mensagemExtensaoNaoAceita(finalidade: FinalidadeDeUpload, nome: string): string {
  return `O arquivo "${nome}" não é de um tipo permitido. Envie arquivos ${EXTENSOES_POR_FINALIDADE[finalidade].join(', ')}.`;
}

/** The `accept` attribute of a file input for a purpose (`.gif,.jpg,...`). */
export function acceptDaFinalidade(finalidade: FinalidadeDeUpload): string {
  return EXTENSOES_POR_FINALIDADE[finalidade].map((e) => `.${e}`).join(',');
}
