import { useCallback, useMemo } from 'react';
import type { EstruturaDraft } from './model';

export interface RascunhoGuardado {
  values: EstruturaDraft;
  /** When it was typed (ISO), to tell the administrator how old it is. */
  em: string;
}

/** The sessionStorage key of a principle's unsaved edit, per edition, principle and structure version. */
export function chaveRascunho(productId: string, principioId: string, versao: number): string {
  return `guia.admin.estrutura.${productId}.${principioId}.${versao}`;
}

function ler(key: string): RascunhoGuardado | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as RascunhoGuardado;
    return parsed && Array.isArray(parsed.values?.criterios) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what was typed in the structure editor in sessionStorage, so a reload or a closed tab never loses
 * it. Keyed by version: a draft over a structure someone else has since saved is not offered.
 */
export function useEstruturaDraft(key: string) {
  const guardado = useMemo(() => ler(key), [key]);
  const guardar = useCallback(
    (values: EstruturaDraft) => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ values, em: new Date().toISOString() }));
      } catch {
        // Storage full or blocked: the editor still works, without the safety net.
      }
    },
    [key],
  );
  const limpar = useCallback(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);
  return { guardado, guardar, limpar };
}
