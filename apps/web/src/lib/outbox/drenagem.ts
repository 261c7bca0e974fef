import type { RespostaConfirmada } from './contrato';
import type { EntradaOutbox, OutboxDb } from './db';
import type { Enviar } from './envio';
import { adiar, confirmar, marcarDecisao, pendentes, reservarEnvio } from './fila';
import {
  adiarFoto,
  confirmarFoto,
  type EnviarFoto,
  fotosPendentes,
  recusarFoto,
  reservarFoto,
} from './fotos';

/** What the status chip shows of the drain. */
export interface EstadoDrenagem {
  enviando: boolean;
  /** Sent in the current pass, and how many the pass started with ('Enviando N de M…'). */
  enviadas: number;
  total: number;
  /** A 401 after the refresh failed: everything is kept until the user signs in again. */
  precisaEntrar: boolean;
  /** The last send found no network. */
  semConexao: boolean;
  /** The last acknowledgement (ms since the epoch). */
  ultimaSincronizacao: number | null;
  /** When the back-off timer fires next (ms since the epoch), null when none is set. */
  proximaTentativa: number | null;
}

export interface DependenciasDrenagem {
  enviar: Enviar;
  /** After each acknowledgement (the cached questionnaire is updated here). */
  /** (null: the server processed it but lost its answer, so the version is unknown.) */
  aoConfirmar?: (entrada: EntradaOutbox, resposta: RespostaConfirmada | null) => void;
  /** Sends a queued evidence file (after the answers of its questionnaire); none: files wait. */
  enviarFoto?: EnviarFoto;
  /** After a file was stored by the server (the evidence lists are read again here). */
  aoEnviarFoto?: (questionarioId: number) => void;
  agora?: () => number;
  aleatorio?: () => number;
  /** Where the last acknowledgement's time is kept across page loads ('Última sincronização'). */
  memoria?: MemoriaDeSincronizacao;
}

/** Keeps the time of the last acknowledgement (ms since the epoch). */
export interface MemoriaDeSincronizacao {
  ler(): number | null;
  gravar(quando: number): void;
}

/**
 * The last synchronisation of a user in this browser's localStorage, so 'Envios pendentes' can say when the
 * phone last reached the server even after it was reopened without signal. Unavailable storage: not kept.
 */
export function memoriaLocal(usuarioId: number): MemoriaDeSincronizacao {
  const chave = `guia.outbox.ultima-sincronizacao.${usuarioId}`;
  return {
    ler() {
      try {
        const valor = Number(localStorage.getItem(chave));
        return Number.isFinite(valor) && valor > 0 ? valor : null;
      } catch {
        return null;
      }
    },
    gravar(quando) {
      try {
        localStorage.setItem(chave, String(quando));
      } catch {
        // Private mode or a full storage: the time shows until the page is closed.
      }
    },
  };
}

export const ESPERA_INICIAL_MS = 2_000;
export const ESPERA_MAXIMA_MS = 5 * 60_000;

/** The back-off after `falhas` failures in a row: 2 s doubling to 5 min, ±25 % jitter (capped at 5 min). */
export function espera(falhas: number, aleatorio: number) {
  const base = Math.min(ESPERA_MAXIMA_MS, ESPERA_INICIAL_MS * 2 ** Math.max(0, falhas - 1));
  return Math.min(ESPERA_MAXIMA_MS, Math.round(base * (0.75 + aleatorio * 0.5)));
}

const INICIAL: EstadoDrenagem = {
  enviando: false,
  enviadas: 0,
  total: 0,
  precisaEntrar: false,
  semConexao: false,
  ultimaSincronizacao: null,
  proximaTentativa: null,
};

/**
 * Sends the outbox: ONE drain at a time, oldest first. A trigger during a drain (a new choice, 'online',
 * the page becoming visible, the timer, 'Tentar agora') causes exactly one more pass after it.
 */
export class Drenador {
  private rodando: Promise<void> | null = null;
  private denovo = false;
  private parado = false;
  private falhas = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly ouvintes = new Set<() => void>();
  private estadoAtual: EstadoDrenagem;
  /** How many passes ran (tests). */
  passagens = 0;

  constructor(
    private readonly db: OutboxDb,
    private readonly deps: DependenciasDrenagem,
  ) {
    this.estadoAtual = { ...INICIAL, ultimaSincronizacao: deps.memoria?.ler() ?? null };
  }

  get estado() {
    return this.estadoAtual;
  }

  readonly assinar = (ouvinte: () => void) => {
    this.ouvintes.add(ouvinte);
    return () => {
      this.ouvintes.delete(ouvinte);
    };
  };

  readonly obterEstado = () => this.estadoAtual;

  private mudar(patch: Partial<EstadoDrenagem>) {
    this.estadoAtual = { ...this.estadoAtual, ...patch };
    for (const o of this.ouvintes) o();
  }

  private agora() {
    return (this.deps.agora ?? Date.now)();
  }

  /** Starts a drain, or asks the running one for one more pass; resolves when the outbox is idle again. */
  readonly disparar = (): Promise<void> => {
    if (this.parado) return Promise.resolve();
    if (this.rodando) {
      this.denovo = true;
      return this.rodando;
    }
    this.rodando = (async () => {
      try {
        do {
          this.denovo = false;
          await this.passagem();
        } while (this.denovo && !this.parado);
      } catch {
        // The database went away (closed on sign-out; iOS drops connections under memory pressure):
        // the entries are still stored, so try again later unless this drain was stopped.
        if (!this.parado) this.agendar(null);
      } finally {
        this.rodando = null;
        this.mudar({ enviando: false });
      }
    })();
    return this.rodando;
  };

  /** Stops the timer and any further pass (sign-out, another user). The entries stay. */
  parar() {
    this.parado = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private agendar(
    id: number | null,
    adiarEntrada: (db: OutboxDb, id: number, quando: number) => Promise<void> = adiar,
  ) {
    this.falhas++;
    const ms = espera(this.falhas, (this.deps.aleatorio ?? Math.random)());
    const quando = this.agora() + ms;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.mudar({ proximaTentativa: null });
      void this.disparar();
    }, ms);
    this.mudar({ proximaTentativa: quando });
    return id === null ? Promise.resolve() : adiarEntrada(this.db, id, quando);
  }

  private async passagem() {
    this.passagens++;
    const ids = await pendentes(this.db);
    const fotos = this.deps.enviarFoto ? await fotosPendentes(this.db) : [];
    if (ids.length + fotos.length === 0) return;
    this.mudar({ enviando: true, enviadas: 0, total: ids.length + fotos.length });
    for (const id of ids) {
      if (this.parado) return;
      const entrada = await reservarEnvio(this.db, id);
      if (!entrada) continue;
      const r = await this.deps.enviar(entrada);
      if (r.tipo === 'ok' || r.tipo === 'processada') {
        const resposta = r.tipo === 'ok' ? r.resposta : null;
        // The cache first: the screens show the acknowledged answer as the entry leaves.
        this.deps.aoConfirmar?.(entrada, resposta);
        await confirmar(this.db, entrada, resposta);
        this.confirmado();
      } else if (r.tipo === 'conflito') {
        await marcarDecisao(this.db, entrada, { estado: 'conflito', servidor: r.servidor });
      } else if (r.tipo === 'recusada') {
        await marcarDecisao(this.db, entrada, { estado: 'recusada', mensagem: r.mensagem });
      } else if (r.tipo === 'entrar') {
        // Nothing was processed; the entry keeps what it knew (an earlier attempt may have arrived).
        this.mudar({ precisaEntrar: true });
        return;
      } else {
        this.mudar({ semConexao: r.tipo === 'rede' });
        await this.agendar(id);
        return;
      }
    }
    await this.passarFotos(fotos);
  }

  private confirmado() {
    this.falhas = 0;
    const agora = this.agora();
    this.deps.memoria?.gravar(agora);
    this.mudar({
      enviadas: this.estadoAtual.enviadas + 1,
      precisaEntrar: false,
      semConexao: false,
      ultimaSincronizacao: agora,
    });
  }

  /** The queued evidence files, oldest first, with the answers' outcomes (no conflicts for a file). */
  private async passarFotos(ids: number[]) {
    const enviarFoto = this.deps.enviarFoto;
    if (!enviarFoto) return;
    for (const id of ids) {
      if (this.parado) return;
      const foto = await reservarFoto(this.db, id);
      if (!foto) continue;
      const r = await enviarFoto(foto);
      if (r.tipo === 'ok') {
        await confirmarFoto(this.db, id);
        this.deps.aoEnviarFoto?.(foto.questionarioId);
        this.confirmado();
      } else if (r.tipo === 'recusada') {
        await recusarFoto(this.db, id, r.mensagem);
      } else if (r.tipo === 'entrar') {
        this.mudar({ precisaEntrar: true });
        return;
      } else {
        this.mudar({ semConexao: r.tipo === 'rede' });
        await this.agendar(id, adiarFoto);
        return;
      }
    }
  }
}
