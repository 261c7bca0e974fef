import { useState } from 'react';

/** A modal's target: `alvo` stays the last one while the modal closes. */
export interface ModalTarget<T> {
  opened: boolean;
  alvo: T | null;
  abrir: (alvo: T) => void;
  fechar: () => void;
}

/**
 * What a modal acts on (a row to delete, a change to confirm). `alvo` stays the last one while the
 * modal closes, so its texts do not blink empty during the closing transition.
 */
export function useModalTarget<T>(): ModalTarget<T> {
  const [aberto, setAberto] = useState<T | null>(null);
  const [ultimo, setUltimo] = useState<T | null>(null);
  return {
    opened: aberto !== null,
    alvo: aberto ?? ultimo,
    abrir: (alvo: T) => {
      setAberto(alvo);
      setUltimo(alvo);
    },
    fechar: () => setAberto(null),
  };
}
