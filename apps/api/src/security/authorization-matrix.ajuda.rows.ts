import { sql } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import type { TestApp } from '../test/build-test-app.ts';
import type { World } from '../test/fixture-world.ts';
import { formulario, PNG_BYTES } from '../test/multipart.ts';
import { ADMIN_ONLY, type Row, row, SIGNED_IN } from './authorization-matrix.test-support.ts';

/** A FAQ topic with one question, and every topic's id in the current order (FAQ rows). */
const faqNovo = async (t: TestApp) => {
  const [{ max } = { max: 0 }] = await t.db
    .select({ max: sql<number>`coalesce(max(ordem), 0)`.mapWith(Number) })
    .from(schema.faqCategoria);
  const [topico] = await t.db
    .insert(schema.faqCategoria)
    .values({ titulo: 'Tópico', ordem: max + 1 })
    .returning({ id: schema.faqCategoria.id });
  const [item] = await t.db
    .insert(schema.faqItem)
    .values({ categoriaId: topico!.id, titulo: 'Pergunta?', descricao: 'Resposta.', ordem: 1 })
    .returning({ id: schema.faqItem.id });
  const todos = await t.db
    .select({ id: schema.faqCategoria.id })
    .from(schema.faqCategoria)
    .orderBy(schema.faqCategoria.ordem);
  return { faqId: topico!.id, itemId: item!.id, faqIds: todos.map((r) => r.id) } as Partial<World>;
};
const doFaq = (w: World) => w as World & { faqId: number; itemId: number; faqIds: number[] };

/** A welcome slide made anew (its image stored), with a valid slide form. */
const slideNovo = async (t: TestApp) => {
  const arquivo = `onboarding/matriz-${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
  await t.fileStore.put(arquivo, PNG_BYTES);
  const [slide] = await t.db
    .insert(schema.onboarding)
    .values({
      ordem: sql`(select count(*) + 1 from onboarding)`,
      titulo: 'Slide',
      descricao: 'Texto',
      nomearquivo: 'slide.png',
      arquivo,
      tipoConteudo: 'image/png',
    })
    .returning({ id: schema.onboarding.id });
  const slideForm = await formulario(
    { titulo: 'Slide', descricao: 'Texto' },
    { nome: 'slide.png', bytes: PNG_BYTES, campo: 'imagem' },
  );
  return { slideId: slide!.id, slideForm } as Partial<World>;
};
const doSlide = (w: World) =>
  w as World & { slideId: number; slideForm: Awaited<ReturnType<typeof formulario>> };
const slideMultipart = (w: World) => ({
  body: doSlide(w).slideForm.payload,
  headers: doSlide(w).slideForm.headers,
});

/** Rows of the help (FAQ) and the welcome slides. */
export const LINHAS_AJUDA: Record<string, Row> = {
  // Help (FAQ): producers read it, administrators keep it.
  'GET /api/Faq': row(SIGNED_IN),
  'GET /api/Admin/Faq': row(ADMIN_ONLY),
  'POST /api/Admin/Faq': row([401, 404, 404, 201], { call: () => ({ body: { titulo: 'Novo tópico' } }) }),
  'PUT /api/Admin/Faq/Ordem': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({ body: { ids: [...doFaq(w).faqIds].reverse() } }),
  }),
  'GET /api/Admin/Faq/:faqId': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({ params: { faqId: doFaq(w).faqId } }),
  }),
  'PUT /api/Admin/Faq/:faqId': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({ params: { faqId: doFaq(w).faqId }, body: { titulo: 'Tópico revisado' } }),
  }),
  'DELETE /api/Admin/Faq/:faqId': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({ params: { faqId: doFaq(w).faqId } }),
  }),
  'POST /api/Admin/Faq/:faqId/Item': row([401, 404, 404, 201], {
    fresh: faqNovo,
    call: (w) => ({
      params: { faqId: doFaq(w).faqId },
      body: { titulo: 'Pergunta?', descricao: 'Resposta.' },
    }),
  }),
  'PUT /api/Admin/Faq/:faqId/Item/:itemId': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({
      params: { faqId: doFaq(w).faqId, itemId: doFaq(w).itemId },
      body: { titulo: 'Pergunta revisada?', descricao: 'Resposta.' },
    }),
  }),
  'DELETE /api/Admin/Faq/:faqId/Item/:itemId': row(ADMIN_ONLY, {
    fresh: faqNovo,
    call: (w) => ({ params: { faqId: doFaq(w).faqId, itemId: doFaq(w).itemId } }),
  }),

  // Welcome slides, for administrators.
  'GET /api/Admin/Onboarding': row(ADMIN_ONLY),
  'POST /api/Admin/Onboarding': row([401, 404, 404, 201], {
    fresh: slideNovo,
    call: (w) => slideMultipart(w),
  }),
  'PUT /api/Admin/Onboarding/:id': row(ADMIN_ONLY, {
    fresh: slideNovo,
    call: (w) => ({ params: { id: doSlide(w).slideId }, ...slideMultipart(w) }),
  }),
  'PUT /api/Admin/Onboarding/Ordem/:id': row(ADMIN_ONLY, {
    fresh: slideNovo,
    call: (w) => ({ params: { id: doSlide(w).slideId }, body: { ordem: 1 } }),
  }),
  'DELETE /api/Admin/Onboarding/:id': row(ADMIN_ONLY, {
    fresh: slideNovo,
    call: (w) => ({ params: { id: doSlide(w).slideId } }),
  }),
};
