import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a submission: a UUID made for a body and sent again with the same body (a
 * retry after a lost answer is answered once by the server); a changed body gets a new key, since the
 * server refuses a key reused with another body.
 */
export function useChaveDoEnvio() {
  const ultimo = useRef<{ corpo: string; chave: string } | null>(null);
  return useCallback((corpo: unknown) => {
    const json = JSON.stringify(corpo);
    if (ultimo.current?.corpo !== json) ultimo.current = { corpo: json, chave: crypto.randomUUID() };
    return ultimo.current.chave;
  }, []);
}
