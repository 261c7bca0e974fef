import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { moverItem } from './sortable-table';

/**
 * A manual order saved on each move: the moved list shows at once and until the save settles (the
 * saved list then comes back from the server); the server's message, else `salva`, is toasted, and a
 * refusal is toasted in red.
 */
export function useOrdemLocal<T>(
  rows: T[] | undefined,
  salvar: (antes: T[], depois: T[]) => Promise<string | undefined>,
  salva: string,
) {
  const [ordemLocal, setOrdemLocal] = useState<T[] | null>(null);
  const atuais = ordemLocal ?? rows;

  const mover = (from: number, to: number) => {
    if (!atuais || to < 0 || to >= atuais.length) return;
    const nova = moverItem(atuais, from, to);
    setOrdemLocal(nova);
    salvar(atuais, nova)
      .then((message) => notifications.show({ color: 'pasture', message: message ?? salva }))
      .catch((error: Error) => notifications.show({ color: 'red', message: error.message }))
      .finally(() => setOrdemLocal(null));
  };

  return { rows: atuais, mover };
}
