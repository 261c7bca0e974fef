import type { Database } from '../../db/client.ts';
import { type EntradaResposta, executarLote, type LinhaResposta } from './resposta.sql.ts';

interface Pendente {
  entrada: EntradaResposta;
  chaves: string[];
  resolve: (linha: LinhaResposta) => void;
  reject: (erro: unknown) => void;
}

export interface OpcoesDoLote {
  /** Batches running at once (each holds one connection while it runs). */
  maxEmVoo: number;
  /** Saves in one batch at most. */
  maxLote: number;
}

/** What a batch must not hold twice, nor share with a batch in flight: the answer and the key. */
function chavesDe(e: EntradaResposta): string[] {
  const chaves = [`r:${e.questionario}:${e.indicador}`];
  if (e.chave) chaves.push(`k:${e.usuario}:${e.chave}`);
  return chaves;
}

/**
 * Answer saves grouped into batches, the way a database groups commits: while fewer than `maxEmVoo`
 * batches run, a save goes out at once, alone (no added wait when the server is idle); once they all
 * run, the saves that arrive wait and leave together, in ONE statement, as soon as a batch returns.
 * Under load this pays the round trip, the statement's start and its commit once per batch instead
 * of once per save. A save whose answer or key is in a running batch waits for the next one (the
 * upsert cannot touch one row twice, and two batches could otherwise wait on each other's rows).
 * A batch that fails runs again save by save, so one save's error is that save's alone.
 */
export class LoteDeRespostas {
  /** Batches run so far (a failed batch's saves run again alone, each counted as a batch of one). */
  readonly contagem = { lotes: 0, salvas: 0, maior: 0, tamanhos: [] as number[] };
  private fila: Pendente[] = [];
  private emVoo = 0;
  private readonly ocupadas = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly rota: string,
    private readonly opcoes: OpcoesDoLote = { maxEmVoo: 4, maxLote: 64 },
  ) {}

  /** Saves waiting for a batch. */
  get esperando(): number {
    return this.fila.length;
  }

  salvar(entrada: EntradaResposta): Promise<LinhaResposta> {
    return new Promise((resolve, reject) => {
      this.fila.push({ entrada, chaves: chavesDe(entrada), resolve, reject });
      this.despachar();
    });
  }

  private despachar(): void {
    while (this.emVoo < this.opcoes.maxEmVoo && this.fila.length > 0) {
      const lote: Pendente[] = [];
      const resto: Pendente[] = [];
      for (const item of this.fila) {
        const livre = item.chaves.every((c) => !this.ocupadas.has(c));
        if (livre && lote.length < this.opcoes.maxLote) {
          lote.push(item);
          for (const c of item.chaves) this.ocupadas.add(c);
        } else {
          resto.push(item);
        }
      }
      this.fila = resto;
      if (lote.length === 0) return;
      this.emVoo += 1;
      void this.executar(lote).finally(() => {
        this.emVoo -= 1;
        for (const item of lote) for (const c of item.chaves) this.ocupadas.delete(c);
        this.despachar();
      });
    }
  }

  private async executar(lote: Pendente[]): Promise<void> {
    this.contar(lote.length);
    let linhas: LinhaResposta[];
    try {
      linhas = await executarLote(
        this.db,
        lote.map((item) => item.entrada),
        this.rota,
      );
    } catch (erro) {
      if (lote.length === 1) {
        lote[0]!.reject(erro);
        return;
      }
      await Promise.all(lote.map((item) => this.executar([item])));
      return;
    }
    lote.forEach((item, i) => {
      item.resolve(linhas[i]!);
    });
  }

  private contar(tamanho: number): void {
    const c = this.contagem;
    c.lotes += 1;
    c.salvas += tamanho;
    c.maior = Math.max(c.maior, tamanho);
    // The last sizes only (a test or the bench reads them), so a long-running server keeps no history.
    c.tamanhos.push(tamanho);
    if (c.tamanhos.length > 256) c.tamanhos.shift();
  }
}

const lotes = new WeakMap<Database, LoteDeRespostas>();

/** The database's batcher of answer saves (one per database handle; `opcoes` count at its creation only). */
export function loteDeRespostas(db: Database, rota: string, opcoes?: OpcoesDoLote): LoteDeRespostas {
  let lote = lotes.get(db);
  if (!lote) {
    lote = new LoteDeRespostas(db, rota, opcoes);
    lotes.set(db, lote);
  }
  return lote;
}
