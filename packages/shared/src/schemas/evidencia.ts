import { z } from 'zod';
import { idField, textField } from './common.ts';

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

/** POST Evidencia/Arquivo/{indicadorId}/{questionarioId}. */
export const evidenciaUploadParams = z.object({
  indicadorId: idField('Indicador inválido'),
  questionarioId: idField('Questionário inválido'),
});

/** GET Evidencia/{questionarioId}. */
export const evidenciaListParams = z.object({ questionarioId: idField('Questionário inválido') });

/** The head of a base64 data URL (`data:<type>[;param=value]*;base64,`), read within its first 300 characters. */
export const DATA_URL_BASE64 = /^data:[a-z0-9.+/-]*(;[a-z0-9-]+=[^;,]*)*;base64,/i;

/** One file of the upload: its bytes as a base64 data URL and its original name. */
export const evidenciaArquivo = z.object({
  evidencia: textField({ error: EVIDENCIA_MENSAGENS.arquivoInvalido })
    .max(EVIDENCIA_DATA_URL_MAXIMO, EVIDENCIA_MENSAGENS.tamanhoMaximo)
    .refine((v) => DATA_URL_BASE64.test(v.slice(0, 300)), EVIDENCIA_MENSAGENS.arquivoInvalido),
  nome: textField({ error: EVIDENCIA_MENSAGENS.nomeObrigatorio })
    .trim()
    .min(1, EVIDENCIA_MENSAGENS.nomeObrigatorio)
    .max(255, 'O nome do arquivo deve ter no máximo 255 caracteres.'),
});

/** The upload body: one to ten files. */
export const evidenciaUploadBody = z.object({
  evidencias: z
    .array(evidenciaArquivo, { error: EVIDENCIA_MENSAGENS.nenhumArquivo })
    .min(1, EVIDENCIA_MENSAGENS.nenhumArquivo)
    .max(EVIDENCIA_MAXIMO_POR_ENVIO, EVIDENCIA_MENSAGENS.muitosArquivos),
});
export type EvidenciaUploadBody = z.input<typeof evidenciaUploadBody>;

/** A stored evidence file; `titulo` is the original name, `nomearquivo` the stored file's name. */
export const evidenciaSalva = z.object({
  id: z.number(),
  titulo: z.string(),
  nomearquivo: z.string(),
  indicador_id: z.number(),
  criadoem: z.string(),
});
export type EvidenciaSalva = z.infer<typeof evidenciaSalva>;

/** The upload answer: the stored files and the names skipped by the name rule. */
export const evidenciaUploadResponse = z.object({
  data: z.array(evidenciaSalva),
  ignorados: z.array(z.string()),
  message: z.string(),
});
export type EvidenciaUploadResponse = z.infer<typeof evidenciaUploadResponse>;

/** POST Evidencia/Remover/Delete. */
export const evidenciaRemoveBody = z.object({ id: idField('Evidência inválida') });
export type EvidenciaRemoveBody = z.input<typeof evidenciaRemoveBody>;
