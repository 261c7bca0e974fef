import { UFS } from '@guia/shared';
import { count, sql } from 'drizzle-orm';
import type { FileStore } from '../../plugins/file-store.ts';
import { type Database, schema } from '../client.ts';
import { ONBOARDING_SLIDES, readLegalTexts, readOnboardingImage } from './content.ts';
import { seedPrimeiraEdicao } from './edicao.ts';
import { seedFaq } from './faq.ts';
import { seedBiblioteca } from './materiais/seed-biblioteca.ts';
import { loadMunicipios } from './municipios.ts';
import { ATIVIDADES, CATEGORIAS, SISTEMAS_ADOTADOS } from './reference-data.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const CHUNK_SIZE = 1000;
/** Serialises seeding when several server instances start at once (any constant works). */
const SEED_LOCK_KEY = 7_301_955;

/**
 * Makes a fresh or existing database usable: reference data (categories, activities, production
 * systems, UFs, municipalities) is upserted to the values in this code; content that
 * administrators edit (terms, privacy policy, onboarding, the first edition of the questionnaire,
 * the support-material library)
 * is only inserted when missing.
 * Safe to run on every start.
 */
export async function seedDatabase(db: Database, fileStore: FileStore): Promise<void> {
  const [municipios, legal] = await Promise.all([loadMunicipios(), readLegalTexts()]);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    await seedReference(tx, municipios);
    await seedLegalTexts(tx, legal);
    await seedOnboarding(tx, fileStore);
    await seedFaq(tx);
    await seedPrimeiraEdicao(tx);
    await seedBiblioteca(tx, fileStore);
  });
}

async function seedReference(tx: Transaction, municipios: Awaited<ReturnType<typeof loadMunicipios>>) {
  const { categoria, atividade, sistemaAdotado, uf, municipio } = schema;

  // Administrators edit categories (Admin/Categoria): once a category exists it is theirs, and a
  // restart never puts the seed's texts or colours back.
  await tx
    .insert(categoria)
    .values(CATEGORIAS.map((c) => ({ ...c })))
    .onConflictDoNothing({ target: categoria.id });

  await tx
    .insert(atividade)
    .values(ATIVIDADES.map((a) => ({ ...a })))
    .onConflictDoUpdate({
      target: atividade.id,
      set: { descricao: sql`excluded.descricao` },
      setWhere: sql`${atividade.descricao} is distinct from excluded.descricao`,
    });
  await tx
    .insert(sistemaAdotado)
    .values(SISTEMAS_ADOTADOS.map((s) => ({ ...s })))
    .onConflictDoUpdate({
      target: sistemaAdotado.id,
      set: { descricao: sql`excluded.descricao` },
      setWhere: sql`${sistemaAdotado.descricao} is distinct from excluded.descricao`,
    });

  await tx
    .insert(uf)
    .values(UFS.map((u) => ({ ...u })))
    .onConflictDoUpdate({
      target: uf.sigla,
      set: { nome: sql`excluded.nome`, codigo: sql`excluded.codigo`, regiao: sql`excluded.regiao` },
      setWhere: sql`(${uf.nome}, ${uf.codigo}, ${uf.regiao}) is distinct from (excluded.nome, excluded.codigo, excluded.regiao)`,
    });

  for (let i = 0; i < municipios.length; i += CHUNK_SIZE) {
    await tx
      .insert(municipio)
      .values(municipios.slice(i, i + CHUNK_SIZE))
      .onConflictDoUpdate({
        target: municipio.codigo,
        set: { nome: sql`excluded.nome`, uf: sql`excluded.uf` },
        setWhere: sql`(${municipio.nome}, ${municipio.uf}) is distinct from (excluded.nome, excluded.uf)`,
      });
  }
}

async function seedLegalTexts(tx: Transaction, legal: { termos: string; privacidade: string }) {
  await tx
    .insert(schema.documentoLegal)
    .values([
      { tipo: 'termos', texto: legal.termos },
      { tipo: 'privacidade', texto: legal.privacidade },
    ])
    .onConflictDoNothing({ target: schema.documentoLegal.tipo });
}

async function seedOnboarding(tx: Transaction, fileStore: FileStore) {
  const [existing] = await tx.select({ total: count() }).from(schema.onboarding);
  if ((existing?.total ?? 0) > 0) return;
  const rows = [];
  for (const slide of ONBOARDING_SLIDES) {
    const arquivo = `onboarding/${slide.ordem}.svg`;
    await fileStore.put(arquivo, await readOnboardingImage(slide.fonte));
    rows.push({
      ordem: slide.ordem,
      titulo: slide.titulo,
      descricao: slide.descricao,
      nomearquivo: slide.nomearquivo,
      arquivo,
      tipoConteudo: 'image/svg+xml',
    });
  }
  await tx.insert(schema.onboarding).values(rows);
}
