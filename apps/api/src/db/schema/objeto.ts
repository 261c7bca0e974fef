import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { atividade, categoria, municipio, sistemaAdotado, uf } from './reference.ts';
import { usuario } from './usuario.ts';

export const objeto = pgTable(
  'objeto',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoria.id),
    nomeunidade: varchar('nomeunidade', { length: 100 }).notNull(),
    uf: varchar('uf', { length: 2 })
      .notNull()
      .references(() => uf.sigla),
    cidade: integer('cidade')
      .notNull()
      .references(() => municipio.codigo),
    inscricaoEstadual: varchar('inscricao_estadual', { length: 10 }),
    car: varchar('car', { length: 45 }),
    cnpj: varchar('cnpj', { length: 14 }),
    atividadeId: integer('atividade_id').references(() => atividade.id),
    sistemaadotadoId: integer('sistemaadotado_id').references(() => sistemaAdotado.id),
    // Hectares with two decimals ('1.250,5 ha'): read as a JS number, exact at this precision.
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    areaPasto: numeric('area_pasto', { precision: 12, scale: 2, mode: 'number' }),
    rebanho: integer('rebanho'),
    zonapecuaria: text('zonapecuaria'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with every change a finished report shows (relatorio_armazenado's validators; kept by triggers, migration 0024). */
    versaoRelatorio: integer('versao_relatorio').notNull().default(1),
    /**
     * The name without case or accents ('São João' -> 'sao joao'), kept by the database: the admin
     * list searches and sorts on it (same folding as modules/reference/fold-text.ts).
     */
    nomeBusca: text('nome_busca')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(translate(nomeunidade, 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))`,
      ),
    /**
     * The unit's status in the current edition (the latest available one): 'completo' (a
     * finished questionnaire of it), 'incompleto' (started only) or 'sem-guia'. Kept by database
     * triggers on `questionario` and `edicao` (migration 0009, KEEP AT MERGE block), so the admin
     * list filters and sorts on it with an index instead of probing questionnaires per unit.
     */
    situacao: varchar('situacao', { length: 10 }).notNull().default('sem-guia'),
  },
  (t) => [
    index('objeto_usuario_idx').on(t.usuarioId),
    index('objeto_uf_idx').on(t.uf),
    index('objeto_categoria_idx').on(t.categoriaId),
    // The admin list's default order (dictionary order, identical on every database) and its keyset.
    index('objeto_nome_busca_idx').on(sql`${t.nomeBusca} collate "C"`, t.id),
    index('objeto_cidade_idx').on(t.cidade),
    index('objeto_criado_em_idx').on(t.criadoEm),
    check('objeto_situacao_ck', sql`${t.situacao} in ('completo', 'incompleto', 'sem-guia')`),
    // The status filter with the default order: a deep page skips entries of this index.
    index('objeto_situacao_nome_idx').on(t.situacao, sql`${t.nomeBusca} collate "C"`, t.id),
    // 'area' / 'rebanho' kinds list the largest first (`desc nulls last`, read backwards).
    index('objeto_area_nome_idx').on(t.area.asc().nullsFirst(), sql`${t.nomeBusca} collate "C"`, t.id),
    index('objeto_rebanho_nome_idx').on(t.rebanho.asc().nullsFirst(), sql`${t.nomeBusca} collate "C"`, t.id),
  ],
);
