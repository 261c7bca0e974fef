import { useCallback, useMemo } from 'react';

export interface FormDraft<T> {
  values: T;
  step: number;
}

function read<T>(key: string): FormDraft<T> | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as FormDraft<T>;
    return parsed && typeof parsed === 'object' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's typed values in sessionStorage while it is being filled, so a reload, a dropped
 * connection or a phone that discards the tab never loses them. Cleared once the server saved them.
 */
export function useFormDraft<T>(key: string) {
  const initial = useMemo(() => read<T>(key), [key]);
  const save = useCallback(
    (values: T, step: number) => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ values, step } satisfies FormDraft<T>));
      } catch {
        // Storage full or blocked (private mode): the form still works, only without the safety net.
      }
    },
    [key],
  );
  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);
  return { initial, save, clear };
}

export const draftKeys = {
  novo: 'guia.objeto.rascunho.novo',
  editar: (id: number) => `guia.objeto.rascunho.${id}`,
};
