import {
  DATA_URL_BASE64,
  EVIDENCIA_MAXIMO_POR_ENVIO,
  EVIDENCIA_MENSAGENS,
  EVIDENCIA_TAMANHO_MAXIMO,
  type EvidenciaExtensao,
  evidenciaArquivo,
  extensaoDe,
  extensaoPermitida,
  mensagemConteudoNaoConfere,
  mensagemTipoNaoPermitido,
  nomeIgnorado,
} from '@guia/shared';
import { AppError, badRequest, payloadTooLarge, serviceUnavailable } from '../../errors.ts';
import type { FileStore, TempFile } from '../../plugins/file-store.ts';
import { type JsonHandler, JsonSyntaxError, JsonTokenizer } from '../arquivos/json-tokenizer.ts';
import type { Reserva, RitmoDeUploads } from '../arquivos/orcamento-de-uploads.ts';
import { BYTES_DO_INICIO, tipoConfirmado } from '../arquivos/tipo-do-arquivo.ts';

/** A file of the upload that passed every check, still under its temporary key. */
export interface ArquivoRecebido {
  titulo: string;
  ext: EvidenciaExtensao;
  mime: string;
  tamanho: number;
  tempKey: string;
}

export interface EnvioRecebido {
  aceitos: ArquivoRecebido[];
  ignorados: string[];
}

export const MENSAGENS_ENVIO = {
  ocupado:
    'O servidor está recebendo muitos arquivos neste momento. Aguarde alguns instantes e envie de novo.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  interrompido: 'O envio foi interrompido antes do fim. Envie os arquivos de novo.',
} as const;

/** Seconds a refused upload is told to wait (`Retry-After`). */
export const ESPERA_QUANDO_OCUPADO = 10;

/** The head of a data URL is read within this many characters, as the contract says. */
const CABECALHO_MAXIMO = 300;
/** A name is kept up to this length; anything longer is refused by the contract's rule anyway. */
const NOME_MAXIMO = 1024;
const BASE64 = /^[A-Za-z0-9+/]*$/;
const PADDING = /^=*$/;

/** Decodes base64 as it arrives, strictly (no whitespace, at most two `=` at the very end). */
class Base64EmPartes {
  private resto = '';
  private caracteres = 0;
  private padding = 0;

  /** The bytes of the whole quartets seen so far; null when the text is not base64. */
  parte(texto: string): Buffer | null {
    this.caracteres += texto.length;
    if (this.padding > 0) {
      this.padding += texto.length;
      return PADDING.test(texto) && this.padding <= 2 ? Buffer.alloc(0) : null;
    }
    const igual = texto.indexOf('=');
    const dados = igual === -1 ? texto : texto.slice(0, igual);
    if (!BASE64.test(dados)) return null;
    if (igual !== -1) {
      this.padding = texto.length - igual;
      if (this.padding > 2 || !PADDING.test(texto.slice(igual))) return null;
    }
    const s = this.resto + dados;
    const inteiros = s.length - (s.length % 4);
    this.resto = s.slice(inteiros);
    return Buffer.from(s.slice(0, inteiros), 'base64');
  }

  /** The last bytes; null when the length cannot be base64. */
  fim(): Buffer | null {
    if (this.caracteres % 4 === 1) return null;
    return Buffer.from(this.resto, 'base64');
  }
}

interface Arquivo {
  indice: number;
  nome?: string;
  /** Set once the name is known and valid: whether the name rule skips the file. */
  ignorado?: boolean;
  temDados: boolean;
  temp?: TempFile;
  tamanho: number;
  inicio: Buffer[];
  bytesDoInicio: number;
}

type Quadro =
  | { tipo: 'raiz'; chave: string | null }
  | { tipo: 'lista'; chave: null }
  | { tipo: 'arquivo'; chave: string | null; arquivo: Arquivo }
  | { tipo: 'ignorado'; chave: string | null };

type Papel =
  | { tipo: 'nome'; arquivo: Arquivo; texto: string }
  | {
      tipo: 'dados';
      arquivo: Arquivo;
      cabecalho: string | null;
      base64: Base64EmPartes;
      gravar: boolean;
    }
  | { tipo: 'ignorado' };

const campo = (i: number, nome: 'evidencia' | 'nome') => `evidencias.${i}.${nome}`;

function recusa(message: string, field: string): AppError {
  return badRequest(message, { [field]: message });
}

/**
 * Reads an evidence upload (`{ "evidencias": [{ "nome", "evidencia": <base64 data URL> }] }`) as
 * it arrives: the JSON is tokenized in pieces, each file's base64 is decoded piece by piece
 * straight into a temporary file, and every rule of the contract (count, name, extension, size,
 * base64, the real type from the bytes) is checked on the way, so a bad upload stops at its first
 * bad byte. The decoded bytes count against the process's upload budget (`reserva`), and the body
 * is read no faster than the process's upload pace (`ritmo`). On any error
 * every temporary file written is deleted; on success the caller owns the accepted ones.
 */
export async function receberEnvio(
  corpo: AsyncIterable<Buffer>,
  opcoes: { fileStore: FileStore; reserva: Reserva; limiteDoCorpo: number; ritmo?: RitmoDeUploads },
): Promise<EnvioRecebido> {
  const { fileStore, reserva } = opcoes;
  const aceitos: ArquivoRecebido[] = [];
  const ignorados: string[] = [];
  const temporarios: TempFile[] = [];
  // Disk work for the bytes of one network chunk, run in order before the next chunk is read.
  let tarefas: (() => Promise<void>)[] = [];
  const pilha: Quadro[] = [];
  let papel: Papel | null = null;
  let arquivos = 0;
  let listaVista = false;

  const topo = () => pilha[pilha.length - 1];

  /** The name rule, once the name is known: trims, bounds, skips or refuses by extension. */
  function avaliarNome(a: Arquivo) {
    const nome = evidenciaArquivo.shape.nome.safeParse(a.nome);
    if (!nome.success) {
      throw recusa(
        nome.error.issues[0]?.message ?? EVIDENCIA_MENSAGENS.nomeObrigatorio,
        campo(a.indice, 'nome'),
      );
    }
    a.nome = nome.data;
    a.ignorado = nomeIgnorado(a.nome);
    if (!a.ignorado && !extensaoPermitida(a.nome)) {
      throw recusa(mensagemTipoNaoPermitido(a.nome), campo(a.indice, 'evidencia'));
    }
  }

  function valorInesperado(): never {
    const q = topo();
    if (!q)
      throw badRequest(EVIDENCIA_MENSAGENS.nenhumArquivo, { evidencias: EVIDENCIA_MENSAGENS.nenhumArquivo });
    if (q.tipo === 'raiz' && q.chave === 'evidencias') {
      throw badRequest(EVIDENCIA_MENSAGENS.nenhumArquivo, { evidencias: EVIDENCIA_MENSAGENS.nenhumArquivo });
    }
    if (q.tipo === 'lista') throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, `evidencias.${arquivos}`);
    if (q.tipo === 'arquivo' && q.chave === 'nome') {
      throw recusa(EVIDENCIA_MENSAGENS.nomeObrigatorio, campo(q.arquivo.indice, 'nome'));
    }
    const indice = q.tipo === 'arquivo' ? q.arquivo.indice : arquivos;
    throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(indice, 'evidencia'));
  }

  /** Whether a value at the current place is one the reader keeps (else it is skipped). */
  function lugarConhecido(): boolean {
    const q = topo();
    if (!q) return true;
    if (q.tipo === 'raiz') return q.chave === 'evidencias';
    if (q.tipo === 'lista') return true;
    if (q.tipo === 'arquivo') return q.chave === 'nome' || q.chave === 'evidencia';
    return false;
  }

  function abrir(tipo: 'objeto' | 'lista') {
    const q = topo();
    if (!lugarConhecido()) {
      pilha.push({ tipo: 'ignorado', chave: null });
      return;
    }
    if (!q && tipo === 'objeto') {
      pilha.push({ tipo: 'raiz', chave: null });
      return;
    }
    if (q?.tipo === 'raiz' && tipo === 'lista' && !listaVista) {
      listaVista = true;
      pilha.push({ tipo: 'lista', chave: null });
      return;
    }
    if (q?.tipo === 'lista' && tipo === 'objeto') {
      if (arquivos >= EVIDENCIA_MAXIMO_POR_ENVIO) {
        throw badRequest(EVIDENCIA_MENSAGENS.muitosArquivos, {
          evidencias: EVIDENCIA_MENSAGENS.muitosArquivos,
        });
      }
      const arquivo: Arquivo = {
        indice: arquivos,
        temDados: false,
        tamanho: 0,
        inicio: [],
        bytesDoInicio: 0,
      };
      arquivos += 1;
      pilha.push({ tipo: 'arquivo', chave: null, arquivo });
      return;
    }
    valorInesperado();
  }

  function fecharArquivo(a: Arquivo) {
    if (a.nome === undefined) throw recusa(EVIDENCIA_MENSAGENS.nomeObrigatorio, campo(a.indice, 'nome'));
    if (!a.temDados) throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
    if (a.ignorado === undefined) avaliarNome(a);
    tarefas.push(async () => {
      const nome = a.nome!;
      if (a.ignorado) {
        ignorados.push(nome);
        if (a.temp) await descartar(a.temp);
        return;
      }
      const ext = extensaoDe(nome) as EvidenciaExtensao;
      const inicio = Buffer.concat(a.inicio);
      const temp = a.temp!;
      const mime = await tipoConfirmado(ext, inicio, a.tamanho, () => fileStore.get(temp.key));
      if (!mime) throw recusa(mensagemConteudoNaoConfere(nome), campo(a.indice, 'evidencia'));
      aceitos.push({ titulo: nome, ext, mime, tamanho: a.tamanho, tempKey: temp.key });
    });
  }

  function gravar(a: Arquivo, bytes: Buffer) {
    if (bytes.length === 0) return;
    a.tamanho += bytes.length;
    if (a.tamanho > EVIDENCIA_TAMANHO_MAXIMO) {
      throw recusa(EVIDENCIA_MENSAGENS.tamanhoMaximo, campo(a.indice, 'evidencia'));
    }
    if (!reserva.usar(bytes.length)) throw serviceUnavailable(MENSAGENS_ENVIO.ocupado, ESPERA_QUANDO_OCUPADO);
    if (a.bytesDoInicio < BYTES_DO_INICIO) {
      const parte = bytes.subarray(0, BYTES_DO_INICIO - a.bytesDoInicio);
      a.inicio.push(Buffer.from(parte));
      a.bytesDoInicio += parte.length;
    }
    tarefas.push(() => a.temp!.write(bytes));
  }

  function dados(p: Extract<Papel, { tipo: 'dados' }>, texto: string) {
    const a = p.arquivo;
    if (p.cabecalho !== null) {
      const virgula = texto.indexOf(',');
      p.cabecalho += virgula === -1 ? texto : texto.slice(0, virgula + 1);
      if (virgula === -1) {
        if (p.cabecalho.length > CABECALHO_MAXIMO) {
          throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
        }
        return;
      }
      if (!DATA_URL_BASE64.test(p.cabecalho)) {
        throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
      }
      p.cabecalho = null;
      texto = texto.slice(virgula + 1);
    }
    const bytes = p.base64.parte(texto);
    if (!bytes) throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
    contar(p, bytes);
  }

  /** Decoded bytes: written when the file is kept, only measured when the name rule skips it. */
  function contar(p: Extract<Papel, { tipo: 'dados' }>, bytes: Buffer) {
    const a = p.arquivo;
    if (p.gravar) return gravar(a, bytes);
    a.tamanho += bytes.length;
    if (a.tamanho > EVIDENCIA_TAMANHO_MAXIMO) {
      throw recusa(EVIDENCIA_MENSAGENS.tamanhoMaximo, campo(a.indice, 'evidencia'));
    }
  }

  const handler: JsonHandler = {
    openObject: () => abrir('objeto'),
    openArray: () => abrir('lista'),
    closeObject: () => {
      const q = pilha.pop();
      if (q?.tipo === 'arquivo') fecharArquivo(q.arquivo);
    },
    closeArray: () => {
      const q = pilha.pop();
      if (q?.tipo === 'lista' && arquivos === 0) {
        throw badRequest(EVIDENCIA_MENSAGENS.nenhumArquivo, {
          evidencias: EVIDENCIA_MENSAGENS.nenhumArquivo,
        });
      }
    },
    key: (chave) => {
      const q = topo();
      if (q) q.chave = chave;
    },
    startString: () => {
      const q = topo();
      if (!lugarConhecido() || !q) {
        if (!q) valorInesperado();
        papel = { tipo: 'ignorado' };
        return;
      }
      if (q.tipo !== 'arquivo') valorInesperado();
      const a = q.arquivo;
      if (q.chave === 'nome') {
        if (a.nome !== undefined) throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'nome'));
        papel = { tipo: 'nome', arquivo: a, texto: '' };
        return;
      }
      if (a.temDados) throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
      a.temDados = true;
      // A name read before the data decides at once: a skipped file is not stored, a refused one stops here.
      if (a.nome !== undefined && a.ignorado === undefined) avaliarNome(a);
      const guardar = a.ignorado !== true;
      if (guardar) {
        tarefas.push(async () => {
          a.temp = await fileStore.createTemp();
          temporarios.push(a.temp);
        });
      }
      papel = { tipo: 'dados', arquivo: a, cabecalho: '', base64: new Base64EmPartes(), gravar: guardar };
    },
    stringChunk: (texto) => {
      const p = papel;
      if (!p || p.tipo === 'ignorado') return;
      if (p.tipo === 'nome') {
        if (p.texto.length < NOME_MAXIMO) p.texto += texto.slice(0, NOME_MAXIMO - p.texto.length + 1);
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
      const a = p.arquivo;
      if (p.cabecalho !== null)
        throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
      const fim = p.base64.fim();
      if (!fim) throw recusa(EVIDENCIA_MENSAGENS.arquivoInvalido, campo(a.indice, 'evidencia'));
      contar(p, fim);
      if (p.gravar) tarefas.push(() => a.temp!.close());
    },
    primitive: () => {
      if (lugarConhecido()) valorInesperado();
    },
  };

  async function descartar(temp: TempFile) {
    await temp.close().catch(() => {});
    await fileStore.delete(temp.key).catch(() => {});
  }

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
    if (!listaVista) {
      throw badRequest(EVIDENCIA_MENSAGENS.nenhumArquivo, { evidencias: EVIDENCIA_MENSAGENS.nenhumArquivo });
    }
    return { aceitos, ignorados };
  } catch (error) {
    for (const temp of temporarios) await descartar(temp);
    throw error;
  }
}
