import { DATA_URL_BASE64, type EvidenciaExtensao } from '@guia/shared';
import { type AppError, badRequest } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { ArquivoEmRecepcao } from './arquivo-em-recepcao.ts';
import { Base64EmPartes } from './base64-em-partes.ts';
import type { JsonHandler } from './json-tokenizer.ts';
import type { ArquivoDoEnvio, EnvioJson, FormaDoEnvio } from './receber-json.ts';
import { CAMPO_MAXIMO } from './regras-de-upload.ts';

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

type Dados = {
  tipo: 'dados';
  arquivo: Arquivo;
  cabecalho: string | null;
  base64: Base64EmPartes;
  gravar: boolean;
};

type Papel =
  | { tipo: 'nome'; arquivo: Arquivo; texto: string }
  | { tipo: 'campo'; chave: string; texto: string }
  | Dados
  | { tipo: 'ignorado' };

function recusa(message: string, field: string): AppError {
  return badRequest(message, { [field]: message });
}

/**
 * The tokenizer's handler for one JSON upload (`receberJson`): it follows where each value sits
 * (the root, the list of files, a file's name or data, a form field), judges every file on the way
 * and queues the disk work of each network chunk in `tarefas`, run before the next chunk is read.
 */
export class LeitorDeEnvio implements JsonHandler {
  readonly campos: Record<string, unknown> = {};
  readonly aceitos: ArquivoDoEnvio[] = [];
  readonly ignorados: string[] = [];
  /** Every file being received, so that an error can delete them all. */
  readonly recebendo: ArquivoEmRecepcao[] = [];
  private tarefas: (() => Promise<void>)[] = [];
  private readonly pilha: Quadro[] = [];
  private papel: Papel | null = null;
  private arquivos = 0;
  private listaVista = false;
  private readonly forma: FormaDoEnvio;
  private readonly fileStore: FileStore;

  constructor(forma: FormaDoEnvio, fileStore: FileStore) {
    this.forma = forma;
    this.fileStore = fileStore;
  }

  /** Runs the disk work queued by the chunk just read, in order. */
  async executarTarefas() {
    const lote = this.tarefas;
    this.tarefas = [];
    for (const tarefa of lote) await tarefa();
  }

  /** The upload once the body has ended. */
  resultado(): EnvioJson {
    if (this.forma.lista !== null && !this.listaVista) throw this.nenhumArquivo();
    return { campos: this.campos, aceitos: this.aceitos, ignorados: this.ignorados };
  }

  openObject() {
    this.abrir('objeto');
  }

  openArray() {
    this.abrir('lista');
  }

  closeObject() {
    const q = this.pilha.pop();
    if (q?.tipo === 'arquivo') this.fecharArquivo(q.arquivo, true);
    if (q?.tipo === 'raiz' && q.arquivo) this.fecharArquivo(q.arquivo, false);
  }

  closeArray() {
    const q = this.pilha.pop();
    if (q?.tipo === 'lista' && this.arquivos === 0) throw this.nenhumArquivo();
  }

  key(chave: string) {
    const q = this.topo();
    if (q) q.chave = chave;
  }

  startString() {
    const M = this.forma.mensagens;
    const onde = this.lugar();
    if (onde === 'outro') {
      this.papel = { tipo: 'ignorado' };
      return;
    }
    if (onde === 'campo') {
      this.papel = { tipo: 'campo', chave: this.topo()!.chave!, texto: '' };
      return;
    }
    const a = onde === 'nome' || onde === 'dados' ? this.arquivoAqui() : null;
    if (!a) this.valorInesperado();
    if (onde === 'nome') {
      if (a.nome !== undefined) throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'nome'));
      this.papel = { tipo: 'nome', arquivo: a, texto: '' };
      return;
    }
    if (a.temDados) throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
    a.temDados = true;
    // A name read before the data decides at once: a skipped file is not stored, a refused one stops here.
    if (a.nome !== undefined && a.ext === undefined) this.julgar(a);
    this.papel = {
      tipo: 'dados',
      arquivo: a,
      cabecalho: '',
      base64: new Base64EmPartes(),
      gravar: a.ext !== null,
    };
  }

  stringChunk(texto: string) {
    const p = this.papel;
    if (!p || p.tipo === 'ignorado') return;
    if (p.tipo === 'nome') {
      if (p.texto.length < NOME_MAXIMO) p.texto += texto.slice(0, NOME_MAXIMO - p.texto.length + 1);
      return;
    }
    if (p.tipo === 'campo') {
      p.texto += texto;
      if (p.texto.length > CAMPO_MAXIMO) throw recusa(this.forma.mensagens.campoLongo, p.chave);
      return;
    }
    this.dados(p, texto);
  }

  endString() {
    const M = this.forma.mensagens;
    const p = this.papel;
    this.papel = null;
    if (!p || p.tipo === 'ignorado') return;
    if (p.tipo === 'nome') {
      p.arquivo.nome = p.texto;
      return;
    }
    if (p.tipo === 'campo') {
      this.campos[p.chave] = p.texto;
      return;
    }
    const a = p.arquivo;
    // A form's empty data (`"imagem": ""`) sends no file, as a missing key does.
    if (this.forma.lista === null && p.cabecalho === '') {
      a.temDados = false;
      return;
    }
    if (p.cabecalho !== null) throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
    const fim = p.base64.fim();
    if (!fim) throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
    this.contar(p, fim);
    if (p.gravar) this.tarefas.push(() => a.recepcao.fechar());
  }

  primitive(valor: string | number | boolean | null) {
    const onde = this.lugar();
    if (onde === 'campo') this.campos[this.topo()!.chave!] = valor;
    // A form may send `"imagem": null` (no new file) and a null name with it.
    else if (this.forma.lista === null && valor === null && (onde === 'nome' || onde === 'dados')) return;
    else if (onde !== 'outro') this.valorInesperado();
  }

  private topo() {
    return this.pilha[this.pilha.length - 1];
  }

  private nenhumArquivo() {
    const M = this.forma.mensagens;
    return badRequest(M.nenhumArquivo, { [this.forma.lista ?? this.forma.chaveDados]: M.nenhumArquivo });
  }

  private novoArquivo(): Arquivo {
    const M = this.forma.mensagens;
    if (this.arquivos >= this.forma.maximo) {
      throw badRequest(M.muitosArquivos, { [this.forma.lista ?? this.forma.chaveDados]: M.muitosArquivos });
    }
    const recepcao = new ArquivoEmRecepcao(this.fileStore, this.forma.tamanhoMaximo);
    this.recebendo.push(recepcao);
    return { indice: this.arquivos++, temDados: false, recepcao };
  }

  /** The name rule, once the name is known: skips or refuses before any byte is stored. */
  private julgar(a: Arquivo) {
    const julgamento = this.forma.julgarNome(a.nome ?? '');
    if (julgamento.decisao === 'recusado')
      throw recusa(julgamento.mensagem, this.forma.campo(a.indice, julgamento.campo));
    a.nome = julgamento.nome;
    a.ext = julgamento.decisao === 'aceito' ? julgamento.ext : null;
  }

  private valorInesperado(): never {
    const { forma } = this;
    const M = forma.mensagens;
    const q = this.topo();
    if (!q || (q.tipo === 'raiz' && q.chave === forma.lista)) throw this.nenhumArquivo();
    if (q.tipo === 'lista') throw recusa(M.arquivoInvalido, `${forma.lista}.${this.arquivos}`);
    const a = q.tipo === 'arquivo' || q.tipo === 'raiz' ? q.arquivo : null;
    const indice = a?.indice ?? this.arquivos;
    if (q.chave === forma.chaveNome) throw recusa(M.nomeObrigatorio, forma.campo(indice, 'nome'));
    throw recusa(M.arquivoInvalido, forma.campo(indice, 'dados'));
  }

  /** The file whose name or data sits at the current place, if any. */
  private arquivoAqui(): Arquivo | null {
    const q = this.topo();
    if (q?.tipo === 'arquivo') return q.arquivo;
    if (q?.tipo === 'raiz' && this.forma.lista === null) {
      q.arquivo ??= this.novoArquivo();
      return q.arquivo;
    }
    return null;
  }

  /** What the value at the current place is to the reader. */
  private lugar(): 'raiz' | 'lista' | 'item' | 'nome' | 'dados' | 'campo' | 'outro' {
    const { forma } = this;
    const q = this.topo();
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

  private abrir(tipo: 'objeto' | 'lista') {
    const onde = this.lugar();
    const q = this.topo();
    if (onde === 'outro') return void this.pilha.push({ tipo: 'ignorado', chave: null });
    if (onde === 'campo' && q?.chave) {
      // A list or object where a text belongs: the form's schema refuses it by the field's own message.
      this.campos[q.chave] = tipo === 'lista' ? [] : {};
      return void this.pilha.push({ tipo: 'ignorado', chave: null });
    }
    if (onde === 'raiz' && tipo === 'objeto')
      return void this.pilha.push({ tipo: 'raiz', chave: null, arquivo: null });
    if (onde === 'lista' && tipo === 'lista' && !this.listaVista) {
      this.listaVista = true;
      return void this.pilha.push({ tipo: 'lista', chave: null });
    }
    if (onde === 'item' && tipo === 'objeto')
      return void this.pilha.push({ tipo: 'arquivo', chave: null, arquivo: this.novoArquivo() });
    this.valorInesperado();
  }

  private fecharArquivo(a: Arquivo, exigido: boolean) {
    const M = this.forma.mensagens;
    const campo = (qual: 'nome' | 'dados') => this.forma.campo(a.indice, qual);
    if (!a.temDados) {
      if (!exigido) return;
      if (a.nome === undefined) throw recusa(M.nomeObrigatorio, campo('nome'));
      throw recusa(M.arquivoInvalido, campo('dados'));
    }
    if (a.nome === undefined) throw recusa(M.nomeObrigatorio, campo('nome'));
    if (a.ext === undefined) this.julgar(a);
    this.tarefas.push(async () => {
      const nome = a.nome!;
      if (!a.ext) {
        this.ignorados.push(nome);
        await a.recepcao.descartar();
        return;
      }
      const mime = await a.recepcao.tipo(a.ext);
      if (!mime) throw recusa(M.conteudoNaoConfere(nome), campo('dados'));
      const tempKey = await a.recepcao.abrir();
      this.aceitos.push({ indice: a.indice, nome, ext: a.ext, mime, tamanho: a.recepcao.tamanho, tempKey });
    });
  }

  /** Decoded bytes: written when the file is kept, only measured when the name rule skips it. */
  private contar(p: Dados, bytes: Buffer) {
    if (bytes.length === 0) return;
    const a = p.arquivo;
    if (!a.recepcao.contar(bytes))
      throw recusa(this.forma.mensagens.tamanhoMaximo, this.forma.campo(a.indice, 'dados'));
    if (p.gravar) this.tarefas.push(() => a.recepcao.escrever(bytes));
  }

  private dados(p: Dados, texto: string) {
    const M = this.forma.mensagens;
    const a = p.arquivo;
    if (p.cabecalho !== null) {
      const virgula = texto.indexOf(',');
      p.cabecalho += virgula === -1 ? texto : texto.slice(0, virgula + 1);
      if (virgula === -1) {
        if (p.cabecalho.length > CABECALHO_MAXIMO)
          throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
        return;
      }
      if (!DATA_URL_BASE64.test(p.cabecalho))
        throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
      p.cabecalho = null;
      texto = texto.slice(virgula + 1);
    }
    const bytes = p.base64.parte(texto);
    if (!bytes) throw recusa(M.arquivoInvalido, this.forma.campo(a.indice, 'dados'));
    this.contar(p, bytes);
  }
}
