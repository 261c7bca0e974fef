import { z } from 'zod';
import { dataResponse, idField, pageInfo, paginationQuery, requiredText, textField } from './common.ts';

/** The icons a theme or a material type may show (admin spec §3). */
export const MATERIAL_ICONES = [
  'icn-download',
  'icn-principio-1',
  'icn-principio-2',
  'icn-principio-3',
  'icn-principio-4',
  'icn-principio-5',
  'icn-video',
  'icn-conteudo-cientifico',
  'icn-cartilha',
  'icn-apresentacao',
  'icn-boi-triste',
] as const;
export type MaterialIcone = (typeof MATERIAL_ICONES)[number];

/** The admin library's texts shared by the screens and the API. */
export const ADMIN_MATERIAL_MENSAGENS = {
  temaCriado: 'Tema cadastrado.',
  temaAtualizado: 'Tema atualizado.',
  temaExcluido: 'Tema excluído.',
  temaNaoEncontrado: 'Tema não encontrado.',
  tipoCriado: 'Categoria cadastrada.',
  tipoAtualizado: 'Categoria atualizada.',
  tipoExcluido: 'Categoria excluída.',
  tipoNaoEncontrado: 'Categoria não encontrada.',
  materialCriado: 'Material cadastrado.',
  materialAtualizado: 'Material atualizado.',
  materialExcluido: 'Material excluído.',
  materialNaoEncontrado: 'Material não encontrado.',
  materialSemArquivo: 'Selecione um arquivo ou informe um link.',
  materialArquivoOuLink: 'Envie um arquivo ou um link, não os dois.',
  categoriaCriada: 'Categoria cadastrada.',
  categoriaAtualizada: 'Categoria atualizada.',
  categoriaExcluida: 'Categoria excluída.',
  categoriaNaoEncontrada: 'Categoria não encontrada.',
  categoriaEmUso:
    'Esta categoria está em uso por unidades, indicadores ou materiais de apoio e não pode ser excluída. Desative-a para que deixe de ser oferecida no cadastro.',
  siglaRepetida: 'Já existe uma categoria com esta sigla.',
} as const;

const icone = z.enum(MATERIAL_ICONES, { error: 'Escolha um ícone da lista' });
const descricao = (mensagem: string) =>
  textField({ error: mensagem, multiline: true })
    .trim()
    .min(1, mensagem)
    .max(2000, 'Use no máximo 2000 caracteres');

/** `Admin/MaterialApoio/{temaId}`. */
export const adminTemaParams = z.object({ temaId: idField('Tema inválido') });
/** `Admin/MaterialApoio/TipoMaterial/{temaId}/{id}`. */
export const adminTipoParams = z.object({
  temaId: idField('Tema inválido'),
  id: idField('Categoria inválida'),
});
/** `Admin/MaterialApoio/Material/{temaId}/{tipoId}`. */
export const adminMateriaisParams = z.object({
  temaId: idField('Tema inválido'),
  tipoId: idField('Categoria inválida'),
});
/** `Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}`. */
export const adminMaterialParams = adminMateriaisParams.extend({ id: idField('Material inválido') });
/** `Admin/Categoria/{id}`. */
export const adminCategoriaParams = z.object({ id: idField('Categoria inválida') });

/** Sortable columns of the themes and of a theme's types. */
export const ADMIN_TEMA_SORT = ['titulo', 'totalMaterial'] as const;
/** GET Admin/MaterialApoio and GET Admin/MaterialApoio/TipoMaterial/{temaId}: page, sort, search by title. */
export const adminTemaListQuery = paginationQuery(ADMIN_TEMA_SORT, { sort: 'titulo', pageSize: 50 });
export type AdminTemaListQuery = z.input<typeof adminTemaListQuery>;

/** A theme as the admin list shows it. */
export const adminTema = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  icone: z.enum(MATERIAL_ICONES),
  totalMaterial: z.number(),
});
export type AdminTema = z.infer<typeof adminTema>;

/** GET Admin/MaterialApoio: the page in `items` (the admin tables' shape) and in `temas`, the spec's name. */
export const adminTemaList = dataResponse(
  z.object({ items: z.array(adminTema), temas: z.array(adminTema), pagination: pageInfo }),
);
export type AdminTemaList = z.infer<typeof adminTemaList>['data'];

/** POST and PUT Admin/MaterialApoio: name, description and icon, all required (spec §5). */
export const adminTemaBody = z.object({
  titulo: requiredText('Informe o nome do tema', 120),
  descricao: descricao('Informe a descrição do tema'),
  icone,
});
export type AdminTemaBody = z.input<typeof adminTemaBody>;

/** A material type of a theme (the spec's 'categoria' of a theme). */
export const adminTipo = z.object({
  id: z.number(),
  tema_id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  icone: z.enum(MATERIAL_ICONES),
  /** Platform categories it is offered to; empty = all. */
  categorias: z.array(z.number()),
  totalMaterial: z.number(),
});
export type AdminTipo = z.infer<typeof adminTipo>;

/** GET Admin/MaterialApoio/TipoMaterial/{temaId}: the theme and a page of its types. */
export const adminTipoList = dataResponse(
  z.object({ tema: adminTema, items: z.array(adminTipo), pagination: pageInfo }),
);
export type AdminTipoList = z.infer<typeof adminTipoList>['data'];

/** POST and PUT Admin/MaterialApoio/TipoMaterial: name, description and icon required; categories optional. */
export const adminTipoBody = z.object({
  titulo: requiredText('Informe o nome da categoria', 120),
  descricao: descricao('Informe a descrição da categoria'),
  icone,
  categorias: z
    .array(idField('Categoria inválida'), { error: 'Categorias inválidas' })
    .max(50, 'Escolha no máximo 50 categorias')
    .default([]),
});
export type AdminTipoBody = z.input<typeof adminTipoBody>;

/** Sortable columns of a type's materials. */
export const ADMIN_MATERIAL_SORT = ['titulo', 'atualizadoEm'] as const;
export const adminMaterialListQuery = paginationQuery(ADMIN_MATERIAL_SORT, { sort: 'titulo', pageSize: 50 });
export type AdminMaterialListQuery = z.input<typeof adminMaterialListQuery>;

/** A material as the admin list shows it: a stored file (`url` = `Material/{key}`) or a link. */
export const adminMaterial = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  /** `Material/{key}` under the API for a file, the address itself for a link. */
  url: z.string(),
  nomearquivo: z.string().nullable(),
  tipoConteudo: z.string().nullable(),
  tamanho: z.number().nullable(),
  link: z.string().nullable(),
  atualizadoEm: z.string(),
});
export type AdminMaterial = z.infer<typeof adminMaterial>;

/** GET Admin/MaterialApoio/Material/{temaId}/{tipoId}: the theme, the type and a page of materials. */
export const adminMaterialList = dataResponse(
  z.object({
    tema: adminTema,
    tipo: adminTipo,
    items: z.array(adminMaterial),
    pagination: pageInfo,
  }),
);
export type AdminMaterialList = z.infer<typeof adminMaterialList>['data'];

const linkHttp = textField({ error: 'Informe um endereço válido' })
  .trim()
  .max(2000, 'Use no máximo 2000 caracteres')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'Informe um endereço http:// ou https://',
  );

/**
 * The text fields of the material form (multipart/form-data with one file in `arquivo`, spec
 * §2.9): title and description required; `link` instead of a file for an external address.
 */
export const adminMaterialCampos = z.object({
  titulo: requiredText('Informe o título do material', 200),
  descricao: descricao('Informe a descrição do material'),
  link: linkHttp.optional().transform((v) => (v ? v : undefined)),
});
export type AdminMaterialCampos = z.input<typeof adminMaterialCampos>;

/** A platform category as administrators manage it. */
export const adminCategoria = z.object({
  id: z.number(),
  sigla: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  cor: z.string(),
  ativo: z.boolean(),
  /** Units of the category: a category in use cannot be deleted, only deactivated. */
  totalUnidades: z.number(),
  emUso: z.boolean(),
});
export type AdminCategoria = z.infer<typeof adminCategoria>;

export const ADMIN_CATEGORIA_SORT = ['sigla', 'titulo', 'totalUnidades'] as const;
/** GET Admin/Categoria: page, sort, search by sigla or name. */
export const adminCategoriaListQuery = paginationQuery(ADMIN_CATEGORIA_SORT, { sort: 'sigla', pageSize: 50 });
export type AdminCategoriaListQuery = z.input<typeof adminCategoriaListQuery>;
export const adminCategoriaList = dataResponse(
  z.object({ items: z.array(adminCategoria), pagination: pageInfo }),
);
export type AdminCategoriaList = z.infer<typeof adminCategoriaList>['data'];

/** A colour as `#rrggbb`. */
export const COR_HEX = /^#[0-9a-f]{6}$/i;
const cor = textField({ error: 'Escolha uma cor' })
  .trim()
  .regex(COR_HEX, 'Informe a cor em hexadecimal, como #1e63b5')
  .transform((v) => v.toLowerCase());

/** POST Admin/Categoria: sigla, descrição and colour required; the name defaults to the description. */
export const adminCategoriaBody = z.object({
  sigla: requiredText('Informe a sigla', 20),
  titulo: requiredText('Informe o nome da categoria', 120).optional(),
  descricao: descricao('Informe a descrição da categoria'),
  cor,
});
export type AdminCategoriaBody = z.input<typeof adminCategoriaBody>;

/** PUT Admin/Categoria/{id}: any of the fields, and `ativo` to deactivate or reactivate it. */
export const adminCategoriaUpdateBody = adminCategoriaBody
  .extend({ titulo: requiredText('Informe o nome da categoria', 120) })
  .partial()
  .extend({ ativo: z.boolean({ error: 'Use verdadeiro ou falso' }).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Informe ao menos um campo',
    path: ['_'],
  });
export type AdminCategoriaUpdateBody = z.input<typeof adminCategoriaUpdateBody>;
