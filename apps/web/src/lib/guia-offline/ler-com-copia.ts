import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Beside the data of a read: set only when it came from this device because the network failed. */
export interface CopiaDoAparelho {
  lidoDoAparelho?: true;
  /** When that copy was read from the server (ISO 8601). */
  lidoEm?: string;
}

export type ComCopia<T> = T & CopiaDoAparelho;

/** The keys of what the answering screens read, one per resource. */
export const chavesDaCopia = {
  /** GET Guia/{objetoId}/{guiaId}/{questionarioId}. */
  guia: (objetoId: number, guiaId: number, questionarioId: number) =>
    `guia/${objetoId}/${guiaId}/${questionarioId}`,
  /** GET Objeto/{id}: the unit with its editions and questionnaires. */
  objeto: (id: number) => `objeto/${id}`,
};

// Dexie (~30 kB gzip) is fetched with the first read that needs it, never in the landing's download.
const leituras = () => import('./leituras');

async function guardar(usuarioId: number, chave: string, dados: unknown) {
  try {
    await (await leituras()).guardarLeitura(usuarioId, chave, dados);
  } catch (error) {
    console.warn('[guia-offline] cópia no aparelho indisponível', error);
  }
}

async function copiaGuardada<T>(usuarioId: number, chave: string) {
  try {
    return await (await leituras()).lerLeitura<T>(usuarioId, chave);
  } catch (error) {
    // The storage code itself could not load (offline before the app shell was ever cached).
    console.warn('[guia-offline] cópia no aparelho indisponível', error);
    return undefined;
  }
}

function semConexao(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network_error';
}

/**
 * Reads from the server and keeps the answer on the device for the signed-in user; when the network fails,
 * answers that user's kept copy instead, flagged `lidoDoAparelho`. Any other failure, or no copy, is thrown as
 * it came. Storage never delays nor breaks the online answer.
 */
export async function lerComCopia<T extends object>(
  chave: string,
  buscar: () => Promise<T>,
): Promise<ComCopia<T>> {
  const usuarioId = authStore.get()?.id;
  let dados: T;
  try {
    dados = await buscar();
  } catch (error) {
    const atual = authStore.get()?.id;
    if (!semConexao(error) || atual === undefined) throw error;
    const copia = await copiaGuardada<T>(atual, chave);
    if (!copia) throw error;
    return { ...copia.dados, lidoDoAparelho: true, lidoEm: copia.lidoEm };
  }
  // Kept only for the user the request was made for, and only while that user is still signed in.
  if (usuarioId !== undefined && authStore.get()?.id === usuarioId) void guardar(usuarioId, chave, dados);
  return dados;
}

/**
 * `refetchOnReconnect` of a query that may be answered from the device: a copy is refetched as soon as the
 * network returns, however fresh it looks.
 */
export function recarregarCopiaAoReconectar(query: { state: { data?: unknown } }) {
  const data = query.state.data as CopiaDoAparelho | undefined;
  return data?.lidoDoAparelho ? ('always' as const) : true;
}
