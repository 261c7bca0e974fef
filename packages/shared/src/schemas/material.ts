import { z } from 'zod';
import { idField, textField } from './common.ts';

// The producers' side of the support-material library (user-side screen 23, §7): themes, their
// material types, the materials of a type, and the edition's per-indicator support links (GET Apoio).

/** Description crop of a theme or type card (spec §9). */
export const MATERIAL_CORTE_DESCRICAO = 70;
/** Title crop of a material (spec §9). */
export const MATERIAL_CORTE_TITULO = 55;

/**
 * Stable keys of the seeded themes the APOIO menu links to ('Legislação', the platform guides):
 * administrators may rename a theme, the key stays.
 */
export const TEMA_CHAVES = ['cartilhas', 'legislacao', 'plataforma'] as const;
export type TemaChave = (typeof TEMA_CHAVES)[number];

/** A theme of the library: GET MaterialApoio/Tema. */
export const temaMaterial = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  /** One of the spec's icon names (icn-download, icn-principio-1..5, icn-video, ...). */
  icone: z.string(),
  /** The theme's stable key when the platform links to it (TEMA_CHAVES), else null. */
  chave: z.string().nullable(),
  /** Materials in all its types. */
  totalMaterial: z.number().int(),
});
export type TemaMaterial = z.infer<typeof temaMaterial>;

/** A material type of a theme (the spec's 'categorias' of a theme). */
export const tipoMaterial = z.object({
  id: z.number().int(),
  tema_id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  icone: z.string(),
  /** Platform category ids the type is meant for; empty = every category. */
  categorias: z.array(z.number().int()),
  totalMaterial: z.number().int(),
});
export type TipoMaterial = z.infer<typeof tipoMaterial>;

/** GET MaterialApoio/TipoMaterial/{temaId}: the theme and its types. */
export const tiposDoTema = z.object({ tema: temaMaterial, tipos: z.array(tipoMaterial) });
export type TiposDoTema = z.infer<typeof tiposDoTema>;

/** A material: a stored file (served as `Material/{key}`) or an external http(s) link. */
export const materialDeApoio = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  tipo: z.enum(['arquivo', 'link']),
  /** For a file, the API path `Material/{key}` (needs the bearer token); for a link, its https address. */
  url: z.string(),
  nomearquivo: z.string().nullable(),
  tipo_conteudo: z.string().nullable(),
  /** Size in bytes of a file; null for a link. */
  tamanho: z.number().int().nullable(),
});
export type MaterialDeApoio = z.infer<typeof materialDeApoio>;

/** GET MaterialApoio/Material/{temaId}/{tipoMaterialId}: the theme, the type and its materials. */
export const materiaisDoTipo = z.object({
  tema: temaMaterial,
  tipo: tipoMaterial,
  materiais: z.array(materialDeApoio),
});
export type MateriaisDoTipo = z.infer<typeof materiaisDoTipo>;

export const materialTemaParams = z.object({ temaId: idField('Tema inválido') });
export const materialTipoParams = z.object({
  temaId: idField('Tema inválido'),
  tipoMaterialId: idField('Tipo de material inválido'),
});

/** Message of a refused file key (traversal, odd characters). */
export const MATERIAL_ARQUIVO_INVALIDO = 'Arquivo inválido';

/**
 * A stored file key as the URL carries it: folders and names of letters, digits, `_`, `.` and `-`,
 * never `..` nor an absolute path.
 */
export const materialArquivoParams = z.object({
  '*': textField({ error: MATERIAL_ARQUIVO_INVALIDO })
    .max(300, MATERIAL_ARQUIVO_INVALIDO)
    .regex(/^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i, MATERIAL_ARQUIVO_INVALIDO)
    .refine((v) => !v.includes('..'), MATERIAL_ARQUIVO_INVALIDO),
});

/** GET Apoio: optionally only the links offered to one category, or of one principle. */
export const apoioQuery = z.object({
  categoria_id: idField('Categoria inválida').optional(),
  principio: z.coerce
    .number({ error: 'Princípio inválido' })
    .int('Princípio inválido')
    .min(1, 'Princípio inválido')
    .max(5, 'Princípio inválido')
    .optional(),
});
export type ApoioQuery = z.infer<typeof apoioQuery>;

/** One support link of an indicator for one category (spec §3 'Support material'). */
export const apoioMaterial = z.object({
  id: z.number().int(),
  titulo: z.string(),
  url: z.string(),
  /** The principle's code, 1 to 5. */
  codigo: z.number().int(),
  principio: z.string(),
  indicador_id: z.number().int(),
  /** The indicator's code, e.g. '2.1.3'. */
  indicador: z.string(),
  indicador_titulo: z.string(),
  categoria_id: z.number().int(),
});
export type ApoioMaterial = z.infer<typeof apoioMaterial>;

/**
 * GET Apoio: the support links of the current available edition, in principle and indicator
 * order; `edicao` is null when no edition is available.
 */
export const apoioLista = z.object({
  edicao: z.object({ id: z.number().int(), ano: z.number().int() }).nullable(),
  itens: z.array(apoioMaterial),
});
export type ApoioLista = z.infer<typeof apoioLista>;

/** Crops a card text at `max` characters with an ellipsis (spec §9: 70 for descriptions, 55 for titles). */
export function cortarTexto(texto: string, max: number): string {
  const chars = Array.from(texto.trim());
  if (chars.length <= max) return texto.trim();
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
