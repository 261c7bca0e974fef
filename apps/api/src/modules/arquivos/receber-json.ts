import { DATA_URL_BASE64, type EvidenciaExtensao } from '@guia/shared';
import { AppError, badRequest, payloadTooLarge, serviceUnavailable } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { ArquivoEmRecepcao } from './arquivo-em-recepcao.ts';
import { Base64EmPartes } from './base64-em-partes.ts';
import { type JsonHandler, JsonSyntaxError, JsonTokenizer } from './json-tokenizer.ts';
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

/** Longest text field of a form (descriptions included), as in the multipart door. */
export const CAMPO_MAXIMO = 20_000;
/** The head of a data URL is read within this many characters, as the contract says. */
const CABECALHO_MAXIMO = 300;
/** A name is kept up to this length; anything longer is refused by the name rule anyway. */
const NOME_MAXIMO = 1024;
interface Arquivo {
  indice: number;
  nome?: string;
  /** Set once the name is judged: the accepted extension, or null when the name rule skips the file. */
  ext?: EvidenciaExtensao | null;
  temDados: boolean;
  recepcao: ArquivoEmRecepcao;
}

type Quadro =
  | { tipo: 'raiz'; chave: string | null; arquivo: Arquivo | null }
  | { tipo: 'lista'; chave: null }
  | { tipo: 'arquivo'; chave: string | null; arquivo: Arquivo }
  | { tipo: 'ignorado'; chave: string | null };

type Papel =
  | { tipo: 'nome'; arquivo: Arquivo; texto: string }
  | { tipo: 'campo'; chave: string; texto: string }
  | { tipo: 'dados'; arquivo: Arquivo; cabecalho: string | null; base64: Base64EmPartes; gravar: boolean }
  | { tipo: 'ignorado' };

function recusa(message: string, field: string): AppError {
  return badRequest(message, { [field]: message });
}

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
  const { fileStore } = opcoes;
  const M = forma.mensagens;
  const campos: Record<string, unknown> = {};
  const aceitos: ArquivoDoEnvio[] = [];
  const ignorados: string[] = [];
  const recebendo: ArquivoEmRecepcao[] = [];
  // Disk work for the bytes of one network chunk, run in order before the next chunk is read.
  let tarefas: (() => Promise<void>)[] = [];
  const pilha: Quadro[] = [];
  let papel: Papel | null = null;
  let arquivos = 0;
  let listaVista = false;

  const topo = () => pilha[pilha.length - 1];
  const nenhumArquivo = () =>
    badRequest(M.nenhumArquivo, { [forma.lista ?? forma.chaveDados]: M.nenhumArquivo });

  function novoArquivo(): Arquivo {
    if (arquivos >= forma.maximo) {
      throw badRequest(M.muitosArquivos, { [forma.lista ?? forma.chaveDados]: M.muitosArquivos });
    }
    const recepcao = new ArquivoEmRecepcao(fileStore, forma.tamanhoMaximo);
    recebendo.push(recepcao);
    return { indice: arquivos++, temDados: false, recepcao };
  }

  /** The name rule, once the name is known: skips or refuses before any byte is stored. */
  function julgar(a: Arquivo) {
    const julgamento = forma.julgarNome(a.nome ?? '');
    if (julgamento.decisao === 'recusado')
      throw recusa(julgamento.mensagem, forma.campo(a.indice, julgamento.campo));
    a.nome = julgamento.nome;
    a.ext = julgamento.decisao === 'aceito' ? julgamento.ext : null;
  }

  function valorInesperado(): never {
    const q = topo();
    if (!q || (q.tipo === 'raiz' && q.chave === forma.lista)) throw nenhumArquivo();
    if (q.tipo === 'lista') throw recusa(M.arquivoInvalido, `${forma.lista}.${arquivos}`);
    const a = q.tipo === 'arquivo' || q.tipo === 'raiz' ? q.arquivo : null;
    const indice = a?.indice ?? arquivos;
    if (q.chave === forma.chaveNome) throw recusa(M.nomeObrigatorio, forma.campo(indice, 'nome'));
    throw recusa(M.arquivoInvalido, forma.campo(indice, 'dados'));
  }

  /** The file whose name or data sits at the current place, if any. */
  function arquivoAqui(): Arquivo | null {
    const q = topo();
    if (q?.tipo === 'arquivo') return q.arquivo;
    if (q?.tipo === 'raiz' && forma.lista === null) {
      q.arquivo ??= novoArquivo();
      return q.arquivo;
    }
    return null;
  }

  /** What the value at the current place is to the reader. */
  function lugar(): 'raiz' | 'lista' | 'item' | 'nome' | 'dados' | 'campo' | 'outro' {
    const q = topo();
    if (!q) return 'raiz';
    if (q.tipo === 'lista') return 'item';
    if (q.tipo === 'ignorado') return 'outro';
    if (q.tipo === 'raiz' && forma.lista !== null) {
      if (q.chave === forma.lista) return 'lista';
    } else if (q.chave === forma.chaveNome) return 'nome';
    else if (q.chave === forma.chaveDados) return 'dados';
    if (q.tipo === 'raiz' && q.chave !== null && forma.campos.includes(q.chave)) return 'campo';
    return 'outro';
  }

  function abrir(tipo: 'objeto' | 'lista') {
    const onde = lugar();
    const q = topo();
    if (onde === 'outro') return void pilha.push({ tipo: 'ignorado', chave: null });
    if (onde === 'campo' && q?.chave) {
      // A list or object where a text belongs: the form's schema refuses it by the field's own message.
      campos[q.chave] = tipo === 'lista' ? [] : {};
      return void pilha.push({ tipo: 'ignorado', chave: null });
    }
    if (onde === 'raiz' && tipo === 'objeto')
      return void pilha.push({ tipo: 'raiz', chave: null, arquivo: null });
    if (onde === 'lista' && tipo === 'lista' && !listaVista) {
      listaVista = true;
      return void pilha.push({ tipo: 'lista', chave: null });
    }
    if (onde === 'item' && tipo === 'objeto')
      return void pilha.push({ tipo: 'arquivo', chave: null, arquivo: novoArquivo() });
    valorInesperado();
  }

  function fecharArquivo(a: Arquivo, exigido: boolean) {
    if (!a.temDados) {
      if (!exigido) return;
      if (a.nome === undefined) throw recusa(M.nomeObrigatorio, forma.campo(a.indice, 'nome'));
      throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
    }
    if (a.nome === undefined) throw recusa(M.nomeObrigatorio, forma.campo(a.indice, 'nome'));
    if (a.ext === undefined) julgar(a);
    tarefas.push(async () => {
      const nome = a.nome!;
      if (!a.ext) {
        ignorados.push(nome);
        await a.recepcao.descartar();
        return;
      }
      const mime = await a.recepcao.tipo(a.ext);
      if (!mime) throw recusa(M.conteudoNaoConfere(nome), forma.campo(a.indice, 'dados'));
      const tempKey = await a.recepcao.abrir();
      aceitos.push({ indice: a.indice, nome, ext: a.ext, mime, tamanho: a.recepcao.tamanho, tempKey });
    });
  }

  /** Decoded bytes: written when the file is kept, only measured when the name rule skips it. */
  function contar(p: Extract<Papel, { tipo: 'dados' }>, bytes: Buffer) {
    if (bytes.length === 0) return;
    const a = p.arquivo;
    if (!a.recepcao.contar(bytes)) throw recusa(M.tamanhoMaximo, forma.campo(a.indice, 'dados'));
    if (p.gravar) tarefas.push(() => a.recepcao.escrever(bytes));
  }

  function dados(p: Extract<Papel, { tipo: 'dados' }>, texto: string) {
    const a = p.arquivo;
    if (p.cabecalho !== null) {
      const virgula = texto.indexOf(',');
      p.cabecalho += virgula === -1 ? texto : texto.slice(0, virgula + 1);
      if (virgula === -1) {
        if (p.cabecalho.length > CABECALHO_MAXIMO)
          throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
        return;
      }
      if (!DATA_URL_BASE64.test(p.cabecalho)) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
      p.cabecalho = null;
      texto = texto.slice(virgula + 1);
    }
    const bytes = p.base64.parte(texto);
    if (!bytes) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
    contar(p, bytes);
  }

  const handler: JsonHandler = {
    openObject: () => abrir('objeto'),
    openArray: () => abrir('lista'),
    closeObject: () => {
      const q = pilha.pop();
      if (q?.tipo === 'arquivo') fecharArquivo(q.arquivo, true);
      if (q?.tipo === 'raiz' && q.arquivo) fecharArquivo(q.arquivo, false);
    },
    closeArray: () => {
      const q = pilha.pop();
      if (q?.tipo === 'lista' && arquivos === 0) throw nenhumArquivo();
    },
    key: (chave) => {
      const q = topo();
      if (q) q.chave = chave;
    },
    startString: () => {
      const onde = lugar();
      if (onde === 'outro') {
        papel = { tipo: 'ignorado' };
        return;
      }
      if (onde === 'campo') {
        papel = { tipo: 'campo', chave: topo()!.chave!, texto: '' };
        return;
      }
      const a = onde === 'nome' || onde === 'dados' ? arquivoAqui() : null;
      if (!a) valorInesperado();
      if (onde === 'nome') {
        if (a.nome !== undefined) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'nome'));
        papel = { tipo: 'nome', arquivo: a, texto: '' };
        return;
      }
      if (a.temDados) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
      a.temDados = true;
      // A name read before the data decides at once: a skipped file is not stored, a refused one stops here.
      if (a.nome !== undefined && a.ext === undefined) julgar(a);
      papel = {
        tipo: 'dados',
        arquivo: a,
        cabecalho: '',
        base64: new Base64EmPartes(),
        gravar: a.ext !== null,
      };
    },
    stringChunk: (texto) => {
      const p = papel;
      if (!p || p.tipo === 'ignorado') return;
      if (p.tipo === 'nome') {
        if (p.texto.length < NOME_MAXIMO) p.texto += texto.slice(0, NOME_MAXIMO - p.texto.length + 1);
        return;
      }
      if (p.tipo === 'campo') {
        p.texto += texto;
        if (p.texto.length > CAMPO_MAXIMO) throw recusa(M.campoLongo, p.chave);
        return;
      }
      dados(p, texto);
    },
    endString: () => {
      const p = papel;
      papel = null;
      if (!p || p.tipo === 'ignorado') return;
      if (p.tipo === 'nome') {
        p.arquivo.nome = p.texto;
        return;
      }
      if (p.tipo === 'campo') {
        campos[p.chave] = p.texto;
        return;
      }
      const a = p.arquivo;
      // A form's empty data (`"imagem": ""`) sends no file, as a missing key does.
      if (forma.lista === null && p.cabecalho === '') {
        a.temDados = false;
        return;
      }
      if (p.cabecalho !== null) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
      const fim = p.base64.fim();
      if (!fim) throw recusa(M.arquivoInvalido, forma.campo(a.indice, 'dados'));
      contar(p, fim);
      if (p.gravar) tarefas.push(() => a.recepcao.fechar());
    },
    primitive: (valor) => {
      const onde = lugar();
      if (onde === 'campo') campos[topo()!.chave!] = valor;
      // A form may send `"imagem": null` (no new file) and a null name with it.
      else if (forma.lista === null && valor === null && (onde === 'nome' || onde === 'dados')) return;
      else if (onde !== 'outro') valorInesperado();
    },
  };

  async function executarTarefas() {
    const lote = tarefas;
    tarefas = [];
    for (const tarefa of lote) await tarefa();
  }

  const tokenizer = new JsonTokenizer(handler);
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
        await executarTarefas();
      }
      tokenizer.end();
    } catch (error) {
      if (error instanceof JsonSyntaxError)
        throw badRequest(MENSAGENS_ENVIO.jsonInvalido, undefined, 'invalid_json');
      if (error instanceof AppError) throw error;
      if (
        (error as NodeJS.ErrnoException)?.code === 'ECONNRESET' ||
        (error as Error)?.message === 'aborted'
      ) {
        throw badRequest(MENSAGENS_ENVIO.interrompido, undefined, 'aborted');
      }
      throw error;
    }
    await executarTarefas();
    if (forma.lista !== null && !listaVista) throw nenhumArquivo();
    return { campos, aceitos, ignorados };
  } catch (error) {
    for (const r of recebendo) await r.descartar();
    throw error;
  }
}
