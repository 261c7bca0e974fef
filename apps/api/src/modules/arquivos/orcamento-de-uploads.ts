/** Reservations grow by at least this much, so a chunked upload does not take the counter per chunk. */
const PASSO = 1024 * 1024;

/** The share of the per-process budget held by one upload; released once when it ends. */
export interface Reserva {
  /** Counts `bytes` more decoded bytes; false when the budget cannot hold them. */
  usar(bytes: number): boolean;
  liberar(): void;
}

/**
 * The decoded bytes of the evidence uploads this process is receiving, against a cap. An upload
 * that declares its length reserves its decoded size up front, so a refusal comes before its body
 * is read; one that does not (chunked) grows its reservation as it decodes.
 */
export class OrcamentoDeUploads {
  private emUso = 0;

  constructor(readonly capacidade: number) {}

  /** Bytes reserved by the uploads in flight. */
  get reservado(): number {
    return this.emUso;
  }

  /** Reserves `bytes` for a new upload, or null when they do not fit now. */
  reservar(bytes: number): Reserva | null {
    if (!this.tomar(bytes)) return null;
    let reservado = bytes;
    let usado = 0;
    let liberada = false;
    return {
      usar: (n) => {
        usado += n;
        if (usado <= reservado) return true;
        const falta = Math.max(usado - reservado, PASSO);
        if (!this.tomar(falta)) return false;
        reservado += falta;
        return true;
      },
      liberar: () => {
        if (liberada) return;
        liberada = true;
        this.emUso -= reservado;
      },
    };
  }

  private tomar(bytes: number): boolean {
    if (this.emUso + bytes > this.capacidade) return false;
    this.emUso += bytes;
    return true;
  }
}

/**
 * A pace for the upload bodies of the whole process (bytes per second, a token bucket holding one
 * second): reading, decoding and writing uploads can take only that much of the event loop and of
 * the disk, so the other users' requests keep answering while large uploads arrive. A real client
 * sends far slower than the cap; only a burst of uploads over a fast link is slowed.
 */
export class RitmoDeUploads {
  private disponivel: number;
  private ultimo = Date.now();

  constructor(readonly bytesPorSegundo: number) {
    this.disponivel = bytesPorSegundo;
  }

  /** Resolves when `bytes` more may be read; the bytes are counted at once (a debt is paid by waiting). */
  async aguardar(bytes: number): Promise<void> {
    const agora = Date.now();
    this.disponivel = Math.min(
      this.bytesPorSegundo,
      this.disponivel + ((agora - this.ultimo) * this.bytesPorSegundo) / 1000,
    );
    this.ultimo = agora;
    this.disponivel -= bytes;
    if (this.disponivel >= 0) return;
    const espera = Math.ceil((-this.disponivel * 1000) / this.bytesPorSegundo);
    await new Promise((resolve) => setTimeout(resolve, espera));
  }
}
