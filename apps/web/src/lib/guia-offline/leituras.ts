import { armazenamentoDisponivel, type Leitura, noBanco } from './guia-cache-db';

function avisar(acao: string, error: unknown) {
  // The copy is a convenience: a full disk or a lost connection must never break what the server answered.
  console.warn(`[guia-offline] não foi possível ${acao} a cópia no aparelho`, error);
}

/** Keeps `dados` as the user's last successful read of `chave`; false (and a log line) when storage fails. */
export async function guardarLeitura(usuarioId: number, chave: string, dados: unknown): Promise<boolean> {
  if (!armazenamentoDisponivel()) return false;
  try {
    await noBanco(usuarioId, (db) => db.leituras.put({ chave, dados, lidoEm: new Date().toISOString() }));
    return true;
  } catch (error) {
    avisar('guardar', error);
    return false;
  }
}

/** The user's last read of `chave` kept on this device, or undefined (none, or storage failed). */
export async function lerLeitura<T>(
  usuarioId: number,
  chave: string,
): Promise<(Omit<Leitura, 'dados'> & { dados: T }) | undefined> {
  if (!armazenamentoDisponivel()) return undefined;
  try {
    return (await noBanco(usuarioId, (db) => db.leituras.get(chave))) as
      | (Omit<Leitura, 'dados'> & { dados: T })
      | undefined;
  } catch (error) {
    avisar('ler', error);
    return undefined;
  }
}
