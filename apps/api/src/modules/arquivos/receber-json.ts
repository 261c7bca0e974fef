import type { EvidenciaExtensao } from '@guia/shared';
import { AppError, badRequest, payloadTooLarge, serviceUnavailable } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { JsonSyntaxError, JsonTokenizer } from './json-tokenizer.ts';
import { LeitorDeEnvio } from './leitor-json.ts';
import type { Reserva, RitmoDeUploads } from './orcamento-de-uploads.ts';

/** A file of the upload that passed every check, still under its temporary key. */
export interface ArquivoDoEnvio {
  /** Its position in the list (0 for the single file of a form). */
  indice: number;
  nome: string;
  ext: EvidenciaExtensao;
  /** The content type read from the bytes. */
  mime: string;
  tamanho: number;
  tempKey: string;
}

/** A received JSON upload: its form fields, its accepted files and the names the name rule skipped. */
export interface EnvioJson {
  campos: Record<string, unknown>;
  aceitos: ArquivoDoEnvio[];
  ignorados: string[];
}

/** What the name rule says about a file, and on which of its fields a refusal is shown. */
export type JulgamentoDoNome =
  | { decisao: 'ignorado'; nome: string }
  | { decisao: 'recusado'; mensagem: string; campo: 'nome' | 'dados' }
  | { decisao: 'aceito'; nome: string; ext: EvidenciaExtensao };

/**
 * Where the files of a JSON upload are and which rules judge them. Evidence sends a list of
 * `{ nome, evidencia }` under `evidencias`; the administrators' forms (materials, slides) are one
 * object whose `nomearquivo` and `imagem` are its single file, beside its text fields.
 */
export interface FormaDoEnvio {
  /** The root key of the list of files; null when the root object itself carries the one file. */
  lista: string | null;
  chaveNome: string;
  chaveDados: string;
  maximo: number;
  /** Root keys kept as form fields (texts of up to `CAMPO_MAXIMO` characters, numbers, booleans, null). */
  campos: readonly string[];
  /** Decoded bytes of one file, at most. */
  tamanhoMaximo: number;
  /** The key of a file's name or data in an error's `fields`. */
  campo(indice: number, qual: 'nome' | 'dados'): string;
  julgarNome(nome: string): JulgamentoDoNome;
  mensagens: {
    nenhumArquivo: string;
    muitosArquivos: string;
    arquivoInvalido: string;
    nomeObrigatorio: string;
    tamanhoMaximo: string;
    campoLongo: string;
    conteudoNaoConfere(nome: string): string;
  };
}

export const MENSAGENS_ENVIO = {
  ocupado:
    'O servidor está recebendo muitos arquivos neste momento. Aguarde alguns instantes e envie de novo.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  interrompido: 'O envio foi interrompido antes do fim. Envie os arquivos de novo.',
} as const;

/** Seconds a refused upload is told to wait (`Retry-After`). */
export const ESPERA_QUANDO_OCUPADO = 10;

/**
 * Reads a JSON upload whose files are base64 data URLs as it arrives: the JSON is tokenized in
 * pieces, each file's base64 is decoded piece by piece straight into a temporary file, and every
 * rule (count, name, extension, size, base64, the real type from the bytes) is checked on the way,
 * so a bad upload stops at its first bad byte and no string of the body is ever held whole. Every
 * body byte counts against the process's upload budget (`reserva`: the JSON around the files and
 * the skipped files' data too), and the body is read no faster than the process's pace (`ritmo`).
 * On any error every temporary file written is deleted; on success the caller owns the accepted ones.
 */
export async function receberJson(
  corpo: AsyncIterable<Buffer>,
  forma: FormaDoEnvio,
  opcoes: { fileStore: FileStore; reserva: Reserva; limiteDoCorpo: number; ritmo?: RitmoDeUploads },
): Promise<EnvioJson> {
  const leitor = new LeitorDeEnvio(forma, opcoes.fileStore);
  const tokenizer = new JsonTokenizer(leitor);
  let recebidos = 0;
  try {
    try {
      for await (const chunk of corpo) {
        recebidos += chunk.length;
        if (recebidos > opcoes.limiteDoCorpo) throw payloadTooLarge();
        // Every byte of the body, not only the decoded files: the JSON around them costs reading too.
        if (!opcoes.reserva.usar(chunk.length))
          throw serviceUnavailable(MENSAGENS_ENVIO.ocupado, ESPERA_QUANDO_OCUPADO);
        await opcoes.ritmo?.aguardar(chunk.length);
        tokenizer.write(chunk);
        await leitor.executarTarefas();
      }
      tokenizer.end();
    } catch (error) {
      throw erroDeLeitura(error);
    }
    await leitor.executarTarefas();
    return leitor.resultado();
  } catch (error) {
    for (const r of leitor.recebendo) await r.descartar();
    throw error;
  }
}

/** A broken JSON or an interrupted body as the client's error; any other error as it came. */
function erroDeLeitura(error: unknown): unknown {
  if (error instanceof JsonSyntaxError)
    return badRequest(MENSAGENS_ENVIO.jsonInvalido, undefined, 'invalid_json');
  if (error instanceof AppError) return error;
  if ((error as NodeJS.ErrnoException)?.code === 'ECONNRESET' || (error as Error)?.message === 'aborted') {
    return badRequest(MENSAGENS_ENVIO.interrompido, undefined, 'aborted');
  }
  return error;
}
