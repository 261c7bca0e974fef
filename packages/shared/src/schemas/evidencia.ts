import { z } from 'zod';
import {
  EVIDENCIA_DATA_URL_MAXIMO,
  EVIDENCIA_MAXIMO_POR_ENVIO,
  EVIDENCIA_MENSAGENS,
} from '../evidencia-arquivos.ts';
import { idField, textField } from './common.ts';

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
