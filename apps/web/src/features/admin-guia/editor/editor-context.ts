import type { UseFormReturnType } from '@mantine/form';
import { createContext, useContext } from 'react';
import type { EstruturaDraft } from './model';

export type Direcao = -1 | 1;

/** What every card of the structure editor needs: the form, the lock, and the structural acts. */
export interface EditorContexto {
  form: UseFormReturnType<EstruturaDraft>;
  /** The principle's code, the first number of every code on screen. */
  principio: number;
  /** Answered edition: only texts change. */
  bloqueado: boolean;
  categorias: { value: string; label: string }[];
  moverCriterio: (criterio: number, direcao: Direcao) => void;
  removerCriterio: (criterio: number) => void;
  adicionarIndicador: (criterio: number) => void;
  moverIndicador: (criterio: number, indicador: number, direcao: Direcao) => void;
  removerIndicador: (criterio: number, indicador: number) => void;
}

export const EditorContext = createContext<EditorContexto | null>(null);

export function useEditor(): EditorContexto {
  const contexto = useContext(EditorContext);
  if (!contexto) throw new Error('useEditor outside the structure editor');
  return contexto;
}
