import { routes } from '@/app/routes';

/** The eight entries of the APOIO menu (spec §2 Navigation), as keys of shell:apoio. */
export const SUPPORT_ITEMS = [
  'indicadores',
  'legislacao',
  'gestao',
  'comunidades',
  'trabalhadores',
  'meioAmbiente',
  'cadeiaValor',
  'plataforma',
] as const;
export type SupportItem = (typeof SUPPORT_ITEMS)[number];

/**
 * Where each entry leads: the materials by indicator (all, or one principle's by its code), or a
 * library theme by its stable key (the library opens the theme that carries it).
 */
export const SUPPORT_TARGETS: Record<SupportItem, string> = {
  indicadores: routes.NewMateriais,
  legislacao: `${routes.Materiais}?tema=legislacao`,
  gestao: `${routes.NewMateriais}?principio=1`,
  comunidades: `${routes.NewMateriais}?principio=2`,
  trabalhadores: `${routes.NewMateriais}?principio=3`,
  meioAmbiente: `${routes.NewMateriais}?principio=4`,
  cadeiaValor: `${routes.NewMateriais}?principio=5`,
  plataforma: `${routes.Materiais}?tema=plataforma`,
};
