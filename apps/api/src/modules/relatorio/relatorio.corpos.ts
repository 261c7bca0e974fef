import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// Finished report bodies held in memory, as bytes, keyed by the request (which report of which
// questionnaire or unit) and always with the validators they were built from. The one read of a
// report still runs every time: it checks the session and the access, and computes the current
// validators; it only leaves the body out when the one held here is current (it is then told the
// held validators beside If-None-Match). So nothing held can be stale or reach a caller the gate
// refuses; memory is bounded by bytes (RELATORIO_CORPOS_MB).

/** A body held with the validators it was built from. */
export interface CorpoGuardado {
  validadores: string;
  corpo: Buffer;
  /** The body gzipped once, for the clients that accept it (every browser): a phone on a weak
   * signal receives the 36-41 kB of a large report as 5-8 kB. Absent for small bodies. */
  gzip?: Buffer;
}

/** Below this, compressing saves less than it costs. */
const GZIP_A_PARTIR_DE = 1024;

export interface CorposDeRelatorio {
  ler(chave: string): CorpoGuardado | undefined;
  /** Holds the body (and its gzip); answers what is held, or undefined when it is not held. */
  guardar(chave: string, validadores: string, corpo: string): CorpoGuardado | undefined;
}

const SEM_CORPOS: CorposDeRelatorio = { ler: () => undefined, guardar: () => undefined };

/** The held bodies of one server, at most `maxBytes` bytes (0: none held). */
export function criarCorposDeRelatorio(maxBytes: number): CorposDeRelatorio {
  if (maxBytes <= 0) return SEM_CORPOS;
  const lru = new LRUCache<string, CorpoGuardado>({
    maxSize: maxBytes,
    // The key and the validators are small; the body's bytes are what counts.
    sizeCalculation: (v, chave) =>
      v.corpo.length + (v.gzip?.length ?? 0) + v.validadores.length + chave.length + 64,
  });
  return {
    ler: (chave) => lru.get(chave),
    guardar(chave, validadores, corpo) {
      const bytes = Buffer.from(corpo, 'utf8');
      // A body larger than the whole budget is simply not held.
      if (bytes.length >= maxBytes) return undefined;
      const guardado: CorpoGuardado = { validadores, corpo: bytes };
      if (bytes.length >= GZIP_A_PARTIR_DE) guardado.gzip = gzipSync(bytes, { level: 6 });
      lru.set(chave, guardado);
      return guardado;
    },
  };
}
