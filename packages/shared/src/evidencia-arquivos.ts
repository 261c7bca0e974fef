/**
 * The evidence files' rules shared by the screen and the API: accepted extensions, sizes, names, messages.
 * No zod here: the answering screen reads these without downloading the schema library (issue 16 §4); the
 * schemas of the calls are in schemas/evidencia.ts.
 */
/** File extensions accepted as evidence (spec §5). */
export const EVIDENCIA_EXTENSOES = [
  'gif',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
] as const;
export type EvidenciaExtensao = (typeof EVIDENCIA_EXTENSOES)[number];

/** Largest evidence file, in bytes (10 MB, spec §5). */
export const EVIDENCIA_TAMANHO_MAXIMO = 10_485_760;

/** Most files in one upload. */
export const EVIDENCIA_MAXIMO_POR_ENVIO = 10;

/** Longest data URL accepted: the base64 of the largest file plus room for its `data:...;base64,` header. */
export const EVIDENCIA_DATA_URL_MAXIMO = Math.ceil(EVIDENCIA_TAMANHO_MAXIMO / 3) * 4 + 256;

/** The evidence texts shared by the screen and the API. */
export const EVIDENCIA_MENSAGENS = {
  enviada: 'Sua evidência foi enviada e salva com sucesso :)',
  tamanhoMaximo: 'Arquivo enviado supera tamanho máximo permitido.',
  removida: 'Evidência removida com sucesso.',
  erroRemover: 'Houve um erro ao tentar remover esta evidência...tente de novo',
  naoEncontrada: 'Evidência não encontrada',
  indicadorNaoEncontrado: 'Indicador não encontrado',
  arquivoInvalido: 'Envie o arquivo como data URL em base64.',
  nenhumArquivo: 'Selecione ao menos um arquivo.',
  muitosArquivos: `Envie no máximo ${EVIDENCIA_MAXIMO_POR_ENVIO} arquivos por vez.`,
  nomeObrigatorio: 'Informe o nome do arquivo.',
  todosIgnorados: 'Nenhum dos arquivos enviados pode ser aceito.',
} as const;

/** The refusal of a file whose extension is not accepted, naming it. */
export function mensagemTipoNaoPermitido(nome: string): string {
  return `O arquivo "${nome}" não é de um tipo permitido. Envie arquivos ${EVIDENCIA_EXTENSOES.join(', ')}.`;
}

/** The refusal of a file whose content is not what its extension says (e.g. a program renamed .pdf). */
export function mensagemConteudoNaoConfere(nome: string): string {
  return `O conteúdo do arquivo "${nome}" não corresponde à sua extensão. Envie o arquivo original.`;
}

/** The last path segment of a file name (a browser may send a folder path). */
export function semPasta(nome: string): string {
  return nome.split(/[\\/]/).pop() ?? nome;
}

const IGNORADOS = /^(thumbs\.db|desktop\.ini|\..*)$|(php|php5|html|htm|js|jsx)$/i;

/** Whether a file is silently skipped by name (spec §5): Thumbs.db, desktop.ini, dot-files, php/html/js endings. */
export function nomeIgnorado(nome: string): boolean {
  return IGNORADOS.test(semPasta(nome.trim()));
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensaoDe(nome: string): string {
  const base = semPasta(nome.trim());
  const ponto = base.lastIndexOf('.');
  return ponto > 0 ? base.slice(ponto + 1).toLowerCase() : '';
}

/** Whether a file name has one of the accepted extensions. */
export function extensaoPermitida(nome: string): boolean {
  return (EVIDENCIA_EXTENSOES as readonly string[]).includes(extensaoDe(nome));
}
