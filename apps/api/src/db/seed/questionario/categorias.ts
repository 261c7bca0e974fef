import type { CategoriaId } from './types.ts';

/** Every chain actor, producers included. */
export const TODAS: readonly CategoriaId[] = [1, 2, 3, 4, 5, 6];
/** Companies and institutions: everyone but the rural producer. */
export const EMPRESAS_E_INSTITUICOES: readonly CategoriaId[] = [1, 2, 3, 4, 5];
export const PRODUTOR: readonly CategoriaId[] = [6];
/** Links of the chain that buy cattle or beef and answer for their suppliers. */
export const COMPRADORES_DE_CARNE: readonly CategoriaId[] = [2, 3, 4];
