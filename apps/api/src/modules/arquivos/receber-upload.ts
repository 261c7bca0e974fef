import { Readable } from 'node:stream';
import {
  ARQUIVO_MENSAGENS,
  EVIDENCIA_MENSAGENS,
  type FinalidadeDeUpload,
  mensagemConteudoNaoConfere,
  UPLOAD_TAMANHO_MAXIMO,
} from '@guia/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { type FormularioRecebido, receberFormulario } from './receber-formulario.ts';
import { type FormaDoEnvio, receberJson } from './receber-json.ts';
import { avaliarNome, CAMPO_MAXIMO } from './regras-de-upload.ts';
import { admitirUpload, type Uploads } from './uploads.plugin.ts';

/**
 * The largest body of an administrator's form: its file as a base64 data URL (a third more than
 * the 10 MB) plus the text fields. The multipart door's body is smaller for the same file.
 */
export const LIMITE_DO_FORMULARIO = Math.ceil(UPLOAD_TAMANHO_MAXIMO / 3) * 4 + 20 * CAMPO_MAXIMO + 64 * 1024;

/** The JSON form of the spec (admin §7): text fields beside one file, `nomearquivo` + `imagem` (data URL). */
export function formaDoFormulario(finalidade: FinalidadeDeUpload, campos: readonly string[]): FormaDoEnvio {
  return {
    lista: null,
    chaveNome: 'nomearquivo',
    chaveDados: 'imagem',
    maximo: 1,
    campos,
    tamanhoMaximo: UPLOAD_TAMANHO_MAXIMO,
    campo: (_indice, qual) => (qual === 'nome' ? 'nomearquivo' : 'imagem'),
    julgarNome: (nome) => {
      const decisao = avaliarNome(finalidade, nome);
      if (decisao.decisao !== 'recusado') return decisao;
      const doNome = decisao.mensagem === ARQUIVO_MENSAGENS.nomeLongo;
      return { decisao: 'recusado', mensagem: decisao.mensagem, campo: doNome ? 'nome' : 'dados' };
    },
    mensagens: {
      nenhumArquivo: ARQUIVO_MENSAGENS.arquivoObrigatorio,
      muitosArquivos: ARQUIVO_MENSAGENS.umArquivo,
      arquivoInvalido: EVIDENCIA_MENSAGENS.arquivoInvalido,
      nomeObrigatorio: EVIDENCIA_MENSAGENS.nomeObrigatorio,
      tamanhoMaximo: ARQUIVO_MENSAGENS.tamanhoMaximo,
      campoLongo: ARQUIVO_MENSAGENS.campoLongo,
      conteudoNaoConfere: mensagemConteudoNaoConfere,
    },
  };
}

/**
 * An administrator's upload form through either door, with the same rules and the same budget:
 * multipart/form-data (the file in `campoDoArquivo`), or the spec's JSON with the file as a data
 * URL in `imagem` and its name in `nomearquivo`, streamed through the same JSON receiver as
 * evidence. The body is admitted first (declared length, budget) and its budget share is given
 * back once it has been read. On any refusal nothing stays in the store. `campoDoArquivo` of the
 * answer names the file's field of the door used, for the route's own refusals.
 */
export async function receberUpload(
  request: FastifyRequest,
  opcoes: {
    fileStore: FileStore;
    uploads: Uploads;
    finalidade: FinalidadeDeUpload;
    campoDoArquivo: string;
    /** The text fields the JSON door keeps (the multipart door keeps every field). */
    campos: readonly string[];
  },
): Promise<FormularioRecebido & { campoDoArquivo: string }> {
  const { fileStore, uploads, finalidade, campoDoArquivo } = opcoes;
  const multipart = request.isMultipart();
  const reserva = admitirUpload(request, uploads, LIMITE_DO_FORMULARIO, { exigirTamanho: multipart });
  try {
    if (multipart) {
      const recebido = await receberFormulario(request, {
        fileStore,
        finalidade,
        campoDoArquivo,
        ritmo: uploads.ritmo,
      });
      return { ...recebido, campoDoArquivo };
    }
    const corpo: unknown = request.body;
    if (!(corpo instanceof Readable)) {
      throw badRequest(ARQUIVO_MENSAGENS.formularioIlegivel, undefined, 'invalid_body');
    }
    const envio = await receberJson(corpo, formaDoFormulario(finalidade, opcoes.campos), {
      fileStore,
      reserva,
      limiteDoCorpo: LIMITE_DO_FORMULARIO,
      ritmo: uploads.ritmo,
    });
    const aceito = envio.aceitos[0];
    const campos: Record<string, string> = {};
    for (const [chave, valor] of Object.entries(envio.campos)) {
      // null is a field left out (`"link": null`). Numbers are the spec's `ordem`; a list or object stays what it is for the form's schema to refuse.
      if (valor === null) continue;
      campos[chave] = typeof valor === 'number' ? String(valor) : (valor as string);
    }
    return {
      campos,
      arquivo: aceito
        ? {
            nome: aceito.nome,
            ext: aceito.ext,
            mime: aceito.mime,
            tamanho: aceito.tamanho,
            tempKey: aceito.tempKey,
          }
        : null,
      ignorados: envio.ignorados,
      campoDoArquivo: 'imagem',
    };
  } finally {
    reserva.liberar();
  }
}
