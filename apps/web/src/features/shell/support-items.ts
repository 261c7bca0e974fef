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
