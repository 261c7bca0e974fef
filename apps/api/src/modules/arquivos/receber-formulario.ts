import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  ARQUIVO_MENSAGENS,
  type EvidenciaExtensao,
  type FinalidadeDeUpload,
  mensagemConteudoNaoConfere,
  UPLOAD_TAMANHO_MAXIMO,
} from '@guia/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { ArquivoEmRecepcao } from './arquivo-em-recepcao.ts';
import type { RitmoDeUploads } from './orcamento-de-uploads.ts';
import { avaliarNome, CAMPO_MAXIMO } from './regras-de-upload.ts';

/** The one file of a form that passed every check, still under its temporary key. */
export interface ArquivoRecebido {
  nome: string;
  ext: EvidenciaExtensao;
  /** The content type read from the bytes. */
  mime: string;
  tamanho: number;
  tempKey: string;
}

/** A received form: its text fields, its file (if one was sent) and the names the name rule skipped. */
export interface FormularioRecebido {
  campos: Record<string, string>;
  arquivo: ArquivoRecebido | null;
  ignorados: string[];
}

/**
 * Reads a multipart/form-data request as it arrives: text fields are kept (first value of each
 * name), the single file of field `campoDoArquivo` goes straight into a temporary file of the
 * store while its size is counted, and the upload rules are applied on the way (name skipped or
 * refused by the purpose's kinds, 10 MB, one file, the real type read from the bytes). On any
 * refusal the temporary file is deleted; on success the caller owns it (`guardarArquivo` or
 * `descartarArquivo`). The file's bytes are read no faster than the process's pace (`ritmo`).
 * Requires `@fastify/multipart` registered in the route's scope; `receberUpload` is the door
 * that admits the body first.
 */
export async function receberFormulario(
  request: FastifyRequest,
  opcoes: {
    fileStore: FileStore;
    finalidade: FinalidadeDeUpload;
    campoDoArquivo?: string;
    ritmo?: RitmoDeUploads;
  },
): Promise<FormularioRecebido> {
  const { fileStore, finalidade } = opcoes;
  const campoDoArquivo = opcoes.campoDoArquivo ?? 'arquivo';
  if (!request.isMultipart()) {
    throw badRequest(ARQUIVO_MENSAGENS.formularioInvalido, undefined, 'multipart_required');
  }
  const campos: Record<string, string> = {};
  const ignorados: string[] = [];
  let arquivo: ArquivoRecebido | null = null;
  let recepcao: ArquivoEmRecepcao | null = null;
  const recusa = (mensagem: string) => badRequest(mensagem, { [campoDoArquivo]: mensagem });

  try {
    const partes = request.parts({
      limits: {
        fileSize: UPLOAD_TAMANHO_MAXIMO,
        files: 10,
        fields: 20,
        parts: 30,
        fieldSize: CAMPO_MAXIMO,
        fieldNameSize: 100,
        headerPairs: 50,
      },
    });
    for await (const parte of partes) {
      if (parte.type === 'field') {
        if (parte.valueTruncated || parte.fieldnameTruncated) {
          throw badRequest(ARQUIVO_MENSAGENS.campoLongo, { [parte.fieldname]: ARQUIVO_MENSAGENS.campoLongo });
        }
        if (typeof parte.value === 'string' && !(parte.fieldname in campos)) {
          campos[parte.fieldname] = parte.value;
        }
        continue;
      }
      const nome = avaliarNome(finalidade, parte.filename ?? '');
      if (parte.fieldname !== campoDoArquivo || nome.decisao === 'ignorado') {
        if (parte.fieldname === campoDoArquivo) ignorados.push(nome.nome);
        await descartarBytes(parte);
        continue;
      }
      if (nome.decisao === 'recusado') throw recusa(nome.mensagem);
      if (arquivo) throw recusa(ARQUIVO_MENSAGENS.umArquivo);
      recepcao = new ArquivoEmRecepcao(fileStore, UPLOAD_TAMANHO_MAXIMO);
      const dentro = await gravar(parte, recepcao, opcoes.ritmo);
      if (!dentro || parte.file.truncated) throw recusa(ARQUIVO_MENSAGENS.tamanhoMaximo);
      const mime = await recepcao.tipo(nome.ext);
      if (!mime) throw recusa(mensagemConteudoNaoConfere(nome.nome));
      const tempKey = await recepcao.abrir();
      arquivo = { nome: nome.nome, ext: nome.ext, mime, tamanho: recepcao.tamanho, tempKey };
    }
    return { campos, arquivo, ignorados };
  } catch (error) {
    await recepcao?.descartar();
    throw traduzir(error, recusa);
  }
}

/** Writes a file part through the upload sink (size, first bytes, temporary file); false when over the limit. */
async function gravar(parte: MultipartFile, recepcao: ArquivoEmRecepcao, ritmo?: RitmoDeUploads) {
  try {
    for await (const chunk of parte.file as AsyncIterable<Buffer>) {
      await ritmo?.aguardar(chunk.length);
      if (!recepcao.contar(chunk)) return false;
      await recepcao.escrever(chunk);
    }
    return true;
  } finally {
    await recepcao.fechar();
  }
}

async function descartarBytes(parte: MultipartFile) {
  for await (const _ of parte.file) {
    // Only drained: the next part comes after this one's bytes.
  }
}

/** The multipart library's refusals (English, 413/406/500) as the Portuguese envelope. */
function traduzir(error: unknown, recusa: (mensagem: string) => AppError): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return recusa(ARQUIVO_MENSAGENS.tamanhoMaximo);
  if (code === 'FST_FILES_LIMIT') return recusa(ARQUIVO_MENSAGENS.umArquivo);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(ARQUIVO_MENSAGENS.formularioIlegivel, undefined, 'multipart_invalid');
  }
  const status = (error as { statusCode?: number } | null)?.statusCode;
  const mensagem = (error as Error | null)?.message ?? '';
  // busboy's parse failures (a broken boundary, a cut body) are the client's.
  if (
    (status && status >= 400 && status < 500) ||
    /Unexpected end|Malformed|boundary|aborted/i.test(mensagem)
  ) {
    return badRequest(ARQUIVO_MENSAGENS.formularioIlegivel, undefined, 'multipart_invalid');
  }
  return error;
}

/**
 * Moves a received file to its place in the store: `<prefixo>/<uuid>.<ext>`, a key that never
 * comes from the uploaded name. Returns the key.
 */
export async function guardarArquivo(fileStore: FileStore, arquivo: ArquivoRecebido, prefixo: string) {
  const chave = `${prefixo}/${randomUUID()}.${arquivo.ext}`;
  await fileStore.move(arquivo.tempKey, chave);
  return chave;
}

/** Drops a received file that will not be kept (the act that needed it was refused). */
export async function descartarArquivo(fileStore: FileStore, arquivo: ArquivoRecebido | null) {
  if (arquivo) await fileStore.delete(arquivo.tempKey).catch(() => {});
}
