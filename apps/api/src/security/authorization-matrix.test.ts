import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { criarEdicao } from '../modules/admin-guia/admin-guia.service.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  createUser,
  criarUnidade,
  enviarEvidencia,
  questionarioRespondido,
  type TestUser,
  UNIDADE_VAREJO,
} from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { formulario, PDF_BYTES, PNG_BYTES } from '../test/multipart.ts';
import { apiRoutes, fillPath } from '../test/route-table.ts';

/**
 * Every registered API route, called as anonymous, the owner of the records it names, another
 * user and an administrator, must answer the status written here. A route without a row fails:
 * adding a route means deciding, here, who may call it.
 */

type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'admin'];

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Extra headers (the content type of a multipart body). */
  headers?: Record<string, string>;
}

interface Row {
  expected: Record<Caller, number>;
  /** Path values, query and a VALID body, so that only the caller decides the status. `me` is the
   * caller (the owner for anonymous calls). */
  call?: (w: World, me: TestUser) => Call;
  /** Records a call uses up (deleted, finished, started): made anew before each call. */
  fresh?: (t: TestApp, w: World) => Promise<Partial<World>>;
  /** The answer may name the owner's unit to anyone (the public proof check). */
  showsUnitName?: boolean;
  /** The body carries the owner's own credentials, so the answer is the owner's session. */
  actsAsOwner?: boolean;
  /** Puts back what a successful call changed for everyone (new terms to accept). */
  after?: (t: TestApp) => Promise<void>;
  /**
   * The audit row an administrator's successful call leaves about the owner's data, exactly; null
   * when it leaves none. Required on every route that reads or changes a record of the owner's.
   */
  audit?: (w: World) => ExpectedAudit | null;
}

interface ExpectedAudit {
  acao: string;
  /** Whose data: the owner, or nobody in particular (an export over many). */
  alvo: 'owner' | null;
  objetoId: number | null;
  detalhes: Record<string, unknown>;
}

/** An administrator reading the owner's record: the event, the unit and the typed details. */
const lido =
  (
    acao: string,
    objetoId: (w: World) => number | null,
    detalhes: (w: World) => Record<string, unknown> = () => ({}),
  ) =>
  (w: World): ExpectedAudit => ({ acao, alvo: 'owner', objetoId: objetoId(w), detalhes: detalhes(w) });
const finalizado = (w: World) => ({ edicaoId: w.edicaoId, questionarioId: w.questionarioFinalizadoId });
const relatorio = (acao: string) => lido(acao, (w) => w.objetoFinalizadoId, finalizado);
const pdf = (qual: string) =>
  lido(
    'relatorio.pdf',
    (w) => w.objetoFinalizadoId,
    (w) => ({ ...finalizado(w), pdf: qual }),
  );

/** Publishing new terms asks every user to accept them again: the test users accept at once. */
const reaceitar = async (t: TestApp) => {
  await t.db.execute(
    sql`update usuario set aceite_versao = (select max(versao) from documento_legal), aceite_em = now()`,
  );
};

/** One row: the statuses for [anonymous, owner, other user, administrator]. */
function row(
  [anonymous, owner, other, admin]: [number, number, number, number],
  options: Omit<Row, 'expected'> = {},
): Row {
  return { expected: { anonymous, owner, other, admin }, ...options };
}

/** Path values used when a row does not give its own: the finished questionnaire's records. */
const defaultParams = (w: World): Record<string, string | number> => ({
  objetoId: w.objetoFinalizadoId,
  edicaoId: w.edicaoId,
  questionarioId: w.questionarioFinalizadoId,
  indicadorId: w.indicadorId,
  uf: 'MT',
  codigo: w.codigoComprovante,
});

// Fresh records for the calls that use them up.
const freshUnit = async (t: TestApp, w: World) => ({
  objetoId: await criarUnidade(t, w.owner, { nomeunidade: 'Descarte' }),
});
const freshAnswered = (t: TestApp, w: World) => questionarioRespondido(t, w.owner, w.edicaoId);
const freshEvidence = async (t: TestApp, w: World) => ({
  evidenciaId: await enviarEvidencia(t, w.owner, w.indicadorId, w.questionarioId),
});
/** Routes about the caller's own account: every caller acts on a new account of its own. */
const freshAccounts = async (t: TestApp) => {
  const [owner, other, admin] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, { role: 'administrador' }),
  ]);
  return { owner, other, admin };
};

let cadastros = 0;
/** A valid CPF not used by any fixture (check digits computed). */
function novoCpf(): string {
  cadastros += 1;
  const base = String(123_456_000 + cadastros).padStart(9, '0');
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const d1 = digit(base);
  return base + d1 + digit(base + d1);
}

const orientado = (w: World) => ({
  orientado: {
    questionario_id: w.questionarioId,
    preenchimento_orientado_responsavel: 'Ana Aplicadora',
    preenchimento_orientado_instituicao: 'Instituto',
    preenchimento_orientado_email: 'ana@instituto.org.br',
    preenchimento_orientado_celular: '(65) 99999-8888',
  },
});

/** A finished export of every unit (the admin's), for the export status and download rows. */
const exportacaoPronta = async (t: TestApp, w: World) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/Objeto/Export',
    headers: w.admin.auth,
    payload: {},
  });
  await t.app.exportacoes.processarPendentes();
  return { exportacaoId: res.json().data.id as number } as Partial<World>;
};
const exportacaoId = (w: World) => (w as World & { exportacaoId: number }).exportacaoId;

/** The seeded library's first material type, for the producers' library rows. */
const primeiroTipoMaterial = async (t: TestApp) => {
  const [tipo] = await t.db
    .select({ id: schema.materialTipo.id, temaId: schema.materialTipo.temaId })
    .from(schema.materialTipo)
    .orderBy(schema.materialTipo.id)
    .limit(1);
  return { tipoMaterial: tipo! } as Partial<World>;
};
const tipoMaterial = (w: World) =>
  (w as World & { tipoMaterial: { id: number; temaId: number } }).tipoMaterial;

/** Editions for the Guia rows: a draft of a new year each time (with its five principles). */
let anoDoRascunho = 2060;
const rascunho = async (t: TestApp, w: World) => {
  anoDoRascunho += 1;
  const rascunhoId = await criarEdicao(t.db, w.admin.id, anoDoRascunho);
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(eq(schema.principio.edicaoId, rascunhoId))
    .orderBy(schema.principio.codigo)
    .limit(1);
  return { rascunhoId, principioId: p!.id } as Partial<World>;
};
const doRascunho = (w: World) => w as World & { rascunhoId: number; principioId: number };
const apoioNovo = async (t: TestApp, w: World) => {
  const [a] = await t.db
    .insert(schema.apoio)
    .values({ indicadorId: w.indicadorId, categoriaId: 3, titulo: 'Cartilha', url: 'https://exemplo.org/c' })
    .returning({ id: schema.apoio.id });
  return { apoioId: a!.id } as Partial<World>;
};

/** The support-material library: a theme, a type and a material made anew for each call. */
type Biblioteca = World & {
  temaId: number;
  tipoId: number;
  materialId: number;
  categoriaId: number;
  form: Awaited<ReturnType<typeof formulario>>;
};
const bib = (w: World) => w as Biblioteca;
const temaNovo = async (t: TestApp) => {
  const [tema] = await t.db
    .insert(schema.materialTema)
    .values({ titulo: 'Cartilhas', descricao: 'Guias', icone: 'icn-cartilha' })
    .returning({ id: schema.materialTema.id });
  return { temaId: tema!.id } as Partial<World>;
};
const tipoNovo = async (t: TestApp) => {
  const { temaId } = (await temaNovo(t)) as Partial<Biblioteca>;
  const [tipo] = await t.db
    .insert(schema.materialTipo)
    .values({ temaId: temaId!, titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' })
    .returning({ id: schema.materialTipo.id });
  const form = await formulario({ titulo: 'Cartilha', descricao: 'D' }, { nome: 'c.pdf', bytes: PDF_BYTES });
  return { temaId, tipoId: tipo!.id, form } as Partial<World>;
};
const materialNovo = async (t: TestApp) => {
  const ids = (await tipoNovo(t)) as Partial<Biblioteca>;
  const [m] = await t.db
    .insert(schema.material)
    .values({ tipoId: ids.tipoId!, titulo: 'Portal', descricao: 'D', link: 'https://exemplo.org' })
    .returning({ id: schema.material.id });
  const form = await formulario({ titulo: 'Portal', descricao: 'Outra' });
  return { ...ids, materialId: m!.id, form } as Partial<World>;
};
let categoriasNovas = 0;
const categoriaNova = async (t: TestApp) => {
  categoriasNovas += 1;
  const [c] = await t.db
    .insert(schema.categoria)
    .values({
      id: 900 + categoriasNovas,
      sigla: `N${categoriasNovas}`,
      titulo: 'Nova',
      descricao: 'Nova',
      cor: '#123456',
    })
    .returning({ id: schema.categoria.id });
  return { categoriaId: c!.id } as Partial<World>;
};
const multipart = (w: World) => ({ body: bib(w).form.payload, headers: bib(w).form.headers });
const TEMA = { titulo: 'Vídeos', descricao: 'Vídeos curtos', icone: 'icn-video' };
const TIPO = { titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' };
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

const ANY = 200;
const PUBLIC = [ANY, ANY, ANY, ANY] as [number, number, number, number];
const SIGNED_IN = [401, 200, 200, 200] as [number, number, number, number];
const OWNER_OR_ADMIN_READS = [401, 200, 404, 200] as [number, number, number, number];
const OWNER_ONLY = [401, 200, 404, 404] as [number, number, number, number];
const ADMIN_ONLY = [401, 404, 404, 200] as [number, number, number, number];

/** The expectations, one row per "METHOD /path" as registered. */
const MATRIX: Record<string, Row> = {
  'GET /api/health': row(PUBLIC),

  // Account (public calls answer alike whoever calls; the token is not read).
  'POST /api/Cadastro': row([201, 201, 201, 201], {
    call: () => ({
      body: {
        nome: 'Pessoa Nova',
        email: `cadastro-${cadastros + 1}@exemplo.com.br`,
        celular: '(65)99999-8888',
        selecao: 'cpf',
        cpf: novoCpf(),
        password: 'senha-forte-1',
        termos: true,
      },
    }),
  }),
  'POST /api/Login': row(PUBLIC, {
    actsAsOwner: true,
    call: (w) => ({ body: { alternativa: 'EMAIL', email: w.owner.email, password: w.owner.password } }),
  }),
  // Ends the caller's own session, so each caller is a new user; anyone may call it.
  'POST /api/Logout': row(PUBLIC, {
    fresh: async (t) => ({
      owner: await createUser(t),
      other: await createUser(t),
      admin: await createUser(t, { role: 'administrador' }),
    }),
  }),
  'POST /api/EnviarCodigo': row(PUBLIC, { call: (w) => ({ body: { email: w.owner.email } }) }),
  'POST /api/ValidarEmail': row([400, 400, 400, 400], {
    call: (w) => ({ body: { email: w.owner.email, codigo: '123456' } }),
  }),
  'POST /api/RecuperarSenha': row(PUBLIC, { call: (w) => ({ body: { email: w.owner.email } }) }),
  'POST /api/ValidarToken': row([400, 400, 400, 400], {
    call: () => ({
      body: { password: 'senha-nova-1', confirmpassword: 'senha-nova-1', token: 'x'.repeat(43) },
    }),
  }),
  'POST /api/Aceite': row(SIGNED_IN, { call: (_w, me) => ({ body: { email: me.email } }) }),
  // Sends only the caller's own draft (made when a confirmation met a taken CPF): nobody here has one.
  'POST /api/SolicitacaoDocumento': row([401, 404, 404, 404]),

  // The caller's own settings.
  'GET /api/Configuracao/DadosPessoais': row(SIGNED_IN),
  'PUT /api/Configuracao/DadosPessoais': row(SIGNED_IN, {
    call: (_w, me) => ({ body: { nome: 'Nome Alterado', email: me.email, celular: '(65)99999-8888' } }),
  }),
  'PUT /api/Configuracao/AlterarSenha': row(SIGNED_IN, {
    fresh: freshAccounts,
    call: (_w, me) => ({
      body: { password: me.password, newpassword: 'outra-senha-2', confirmnewpassword: 'outra-senha-2' },
    }),
  }),
  'DELETE /api/Configuracao/ExcluirConta': row(SIGNED_IN, {
    fresh: freshAccounts,
    call: (_w, me) => ({ body: { email: me.email } }),
  }),

  // Public content and reference lists.
  // The caller's own pending e-mail change: with none pending, a code is refused for anyone signed in.
  'POST /api/Configuracao/ConfirmarEmail': row([401, 400, 400, 400], {
    call: () => ({ body: { codigo: '123456' } }),
  }),
  'POST /api/Configuracao/EnviarCodigoEmail': row([401, 400, 400, 400]),
  'GET /api/TermosUso': row(PUBLIC),
  'GET /api/PoliticaPrivacidade': row(PUBLIC),
  'GET /api/Onboarding': row(PUBLIC),
  'GET /api/Onboarding/:id/imagem': row(PUBLIC, { call: (w) => ({ params: { id: w.onboardingId } }) }),
  'GET /api/Categoria': row(PUBLIC),
  'GET /api/Atividade': row(PUBLIC),
  'GET /api/SistemaAdotado': row(PUBLIC),
  'GET /api/Estado': row(PUBLIC),
  'GET /api/Estado/:uf/Cidade': row(PUBLIC),
  'GET /api/Comprovante/:codigo': row(PUBLIC, { showsUnitName: true }),

  // Administration.
  'GET /api/Admin/TermosUso': row(ADMIN_ONLY),
  'POST /api/Admin/TermosUso': row(ADMIN_ONLY, {
    call: () => ({ body: { texto: '<p>Termos de uso</p>', resumo: 'Texto revisto' } }),
    after: reaceitar,
  }),
  'GET /api/Admin/Usuario': row(ADMIN_ONLY),
  'GET /api/Admin/SolicitacaoDocumento': row(ADMIN_ONLY),
  // Decisions on a request that does not exist: the administrator too gets 404 (200 in the module's tests).
  'POST /api/Admin/SolicitacaoDocumento/:id/Resolver': row([401, 404, 404, 404], {
    call: () => ({ params: { id: 999_999 } }),
  }),
  'POST /api/Admin/SolicitacaoDocumento/:id/Rejeitar': row([401, 404, 404, 404], {
    call: () => ({ params: { id: 999_999 } }),
  }),
  'GET /api/Admin/Usuario/:userId': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id } }),
    audit: lido('usuario.ver', () => null),
  }),
  'GET /api/Admin/Usuario/:userId/Acessos': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id } }),
  }),
  // The owner stays a visitante (a no-op for the administrator), so the other rows keep their callers.
  'PUT /api/Admin/Usuario/:userId/Role': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id }, body: { role: 'visitante' } }),
    audit: () => null,
  }),
  'PUT /api/Admin/Usuario/:userId': row(ADMIN_ONLY, {
    call: (w) => ({
      params: { userId: w.owner.id },
      body: { nome: 'Dono da Unidade', email: w.owner.email, celular: '(65)99999-8888' },
    }),
    audit: () => ({
      acao: 'usuario.editar',
      alvo: 'owner',
      objetoId: null,
      detalhes: { campos: expect.any(Array) },
    }),
  }),
  'POST /api/Admin/Estatisticas': row(ADMIN_ONLY, { call: () => ({ body: { intervalo: '1 year' } }) }),
  'GET /api/Admin/PoliticaPrivacidade': row(ADMIN_ONLY),
  'POST /api/Admin/PoliticaPrivacidade': row(ADMIN_ONLY, {
    after: reaceitar,
    call: () => ({ body: { texto: '<p>Política</p>', resumo: 'Texto revisto' } }),
  }),

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

  // Editions of the Guia and their structure, for administrators.
  'GET /api/Admin/Guia': row(ADMIN_ONLY),
  'POST /api/Admin/Guia': row([401, 404, 404, 201], { call: () => ({ body: { ano: 2090 } }) }),
  'POST /api/Admin/Guia/:productId': row([401, 404, 404, 201], {
    call: (w) => ({ params: { productId: w.edicaoId }, body: { ano: 2091 } }),
  }),
  // The seeded edition is already available: a no-op for the administrator.
  'PUT /api/Admin/Guia/:productId': row(ADMIN_ONLY, {
    call: (w) => ({ params: { productId: w.edicaoId }, body: { disponibilizar: true } }),
  }),
  'DELETE /api/Admin/Guia/:productId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({ params: { productId: doRascunho(w).rascunhoId } }),
  }),
  'GET /api/Admin/Guia/:productId': row(ADMIN_ONLY, { call: (w) => ({ params: { productId: w.edicaoId } }) }),
  'GET /api/Admin/Guia/:productId/Historico': row(ADMIN_ONLY, {
    call: (w) => ({ params: { productId: w.edicaoId } }),
  }),
  'GET /api/Admin/Guia/:productId/Indicador/:principioId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({
      params: { productId: doRascunho(w).rascunhoId, principioId: doRascunho(w).principioId },
    }),
  }),
  'POST /api/Admin/Guia/:productId/Indicador/:principioId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({
      params: { productId: doRascunho(w).rascunhoId, principioId: doRascunho(w).principioId },
      body: { versao: 1, criterios: [] },
    }),
  }),
  'PATCH /api/Admin/Guia/update/nivel': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.nivelId, titulo: 'Nível revisado' } }),
  }),
  'PATCH /api/Admin/Guia/update/indicador': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.indicadorId, titulo: 'Indicador revisado' } }),
  }),
  'PATCH /api/Admin/Guia/update/evidencia': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.indicadorId, evidencia: 'Fotos e planilhas' } }),
  }),
  'POST /api/Admin/Guia/apoio/add': row([401, 404, 404, 201], {
    call: (w) => ({
      body: {
        indicador_id: w.indicadorId,
        titulo: 'Cartilha',
        url: 'https://exemplo.org/c',
        categoria_id: 3,
      },
    }),
  }),
  'DELETE /api/Admin/Guia/apoio/delete/:id': row(ADMIN_ONLY, {
    fresh: apoioNovo,
    call: (w) => ({ params: { id: (w as World & { apoioId: number }).apoioId } }),
  }),

  // The support-material library and the platform categories.
  'GET /api/Admin/MaterialApoio': row(ADMIN_ONLY),
  'POST /api/Admin/MaterialApoio': row(ADMIN_ONLY, { call: () => ({ body: TEMA }) }),
  'PUT /api/Admin/MaterialApoio/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId }, body: TEMA }),
  }),
  'DELETE /api/Admin/MaterialApoio/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId } }),
  }),
  'GET /api/Admin/MaterialApoio/TipoMaterial/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId } }),
  }),
  'POST /api/Admin/MaterialApoio/TipoMaterial/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId }, body: TIPO }),
  }),
  'PUT /api/Admin/MaterialApoio/TipoMaterial/:temaId/:id': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, id: bib(w).tipoId }, body: TIPO }),
  }),
  'DELETE /api/Admin/MaterialApoio/TipoMaterial/:temaId/:id': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, id: bib(w).tipoId } }),
  }),
  'GET /api/Admin/MaterialApoio/Material/:temaId/:tipoId': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId } }),
  }),
  'POST /api/Admin/MaterialApoio/Material/:temaId/:tipoId': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId }, ...multipart(w) }),
  }),
  'PUT /api/Admin/MaterialApoio/Material/:temaId/:tipoId/:id': row(ADMIN_ONLY, {
    fresh: materialNovo,
    call: (w) => ({
      params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId, id: bib(w).materialId },
      ...multipart(w),
    }),
  }),
  'DELETE /api/Admin/MaterialApoio/Material/:temaId/:tipoId/:id': row(ADMIN_ONLY, {
    fresh: materialNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId, id: bib(w).materialId } }),
  }),
  'GET /api/Admin/Categoria': row(ADMIN_ONLY),
  'POST /api/Admin/Categoria': row(ADMIN_ONLY, {
    call: () => {
      categoriasNovas += 1;
      return { body: { sigla: `P${categoriasNovas}`, descricao: 'Nova categoria', cor: '#1e63b5' } };
    },
  }),
  'PUT /api/Admin/Categoria/:id': row(ADMIN_ONLY, {
    fresh: categoriaNova,
    call: (w) => ({ params: { id: bib(w).categoriaId }, body: { ativo: false } }),
  }),
  'DELETE /api/Admin/Categoria/:id': row(ADMIN_ONLY, {
    fresh: categoriaNova,
    call: (w) => ({ params: { id: bib(w).categoriaId } }),
  }),

  // Every unit, for administrators.
  'GET /api/Admin/Objeto': row(ADMIN_ONLY, { call: () => ({ query: { filtro: 'todos' } }) }),
  'GET /api/Admin/Objeto/Municipio': row(ADMIN_ONLY, { call: () => ({ query: { uf: 'SP' } }) }),
  'POST /api/Admin/Objeto': row(ADMIN_ONLY, {
    call: () => ({
      body: { pagination: { itemsPerPage: 50, page: 1 }, filtros: { filtro: 'todos', uf: 'SP' } },
    }),
  }),
  'GET /api/Admin/Objeto/:objetoId': row(ADMIN_ONLY, {
    audit: lido('objeto.ver', (w) => w.objetoFinalizadoId),
  }),
  'GET /api/Admin/Objeto/:objetoId/:edicaoId': row(ADMIN_ONLY, {
    audit: relatorio('relatorio.desempenho'),
  }),
  'GET /api/Admin/Objeto/Export': row(ADMIN_ONLY, {
    call: () => ({ query: { uf: 'SP' } }),
    audit: () => ({
      acao: 'objetos.exportar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: expect.any(Number), filtros: { uf: 'SP', filtro: 'todos' } },
    }),
  }),
  'POST /api/Admin/Objeto/Export': row([401, 404, 404, 202], {
    call: () => ({ body: { uf: 'SP' } }),
    audit: () => ({
      acao: 'objetos.exportar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: expect.any(Number), filtros: { uf: 'SP', filtro: 'todos' } },
    }),
  }),
  'GET /api/Admin/Objeto/Export/:id': row(ADMIN_ONLY, {
    fresh: exportacaoPronta,
    call: (w) => ({ params: { id: exportacaoId(w) } }),
    audit: () => null,
  }),
  'GET /api/Admin/Objeto/Export/:id/arquivo': row(ADMIN_ONLY, {
    fresh: exportacaoPronta,
    call: (w) => ({ params: { id: exportacaoId(w) } }),
    audit: (w) => ({
      acao: 'objetos.exportacao.baixar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: exportacaoId(w) },
    }),
  }),

  // Units: each user lists their own; one unit is read by its owner and administrators, changed by its owner.
  'POST /api/Objeto': row([401, 201, 201, 201], {
    call: () => ({ body: { ...UNIDADE_VAREJO, nomeunidade: 'Unidade Nova' } }),
  }),
  'GET /api/Objeto': row(SIGNED_IN),
  'GET /api/Objeto/Finalizado': row(SIGNED_IN),
  'GET /api/Resumo': row(SIGNED_IN),
  'GET /api/Objeto/:id': row(OWNER_OR_ADMIN_READS, {
    call: (w) => ({ params: { id: w.objetoId } }),
    audit: lido('objeto.ver', (w) => w.objetoId),
  }),
  'PUT /api/Objeto/:id': row(OWNER_ONLY, {
    call: (w) => ({ params: { id: w.objetoId }, body: UNIDADE_VAREJO }),
  }),
  'DELETE /api/Objeto/:id': row(OWNER_ONLY, {
    fresh: freshUnit,
    call: (w) => ({ params: { id: w.objetoId } }),
  }),

  // The questionnaire: only the owner answers; administrators read.
  'GET /api/Questionario': row(SIGNED_IN),
  'POST /api/Guia/Questionario': row([401, 201, 404, 404], {
    fresh: freshUnit,
    call: (w) => ({ body: { objeto_id: w.objetoId, guia_id: w.edicaoId } }),
  }),
  'PUT /api/Guia/Questionario': row(OWNER_ONLY, {
    fresh: freshAnswered,
    call: (w) => ({
      body: { objeto_id: w.objetoId, guia_id: w.edicaoId, questionario_id: w.questionarioId },
    }),
  }),
  'POST /api/Guia/Questionario/Orientacao': row(OWNER_ONLY, { call: (w) => ({ body: orientado(w) }) }),
  'POST /api/Guia/Questionario/Orientacao/Recusa': row(OWNER_ONLY, {
    call: (w) => ({ body: { questionario_id: w.questionarioId } }),
  }),
  'POST /api/Guia/Resposta': row(OWNER_ONLY, {
    call: (w) => ({
      body: {
        objeto_id: w.objetoId,
        guia_id: w.edicaoId,
        questionario_id: w.questionarioId,
        indicador_id: w.indicadorId,
        nivel_id: w.nivelId,
      },
    }),
  }),
  'GET /api/Guia/:objetoId/:edicaoId/:questionarioId': row(OWNER_OR_ADMIN_READS, {
    audit: lido('questionario.ver', (w) => w.objetoFinalizadoId, finalizado),
  }),

  // Reports and PDFs of the finished questionnaire.
  'GET /api/Objeto/:objetoId/:edicaoId': row(OWNER_OR_ADMIN_READS, {
    audit: relatorio('relatorio.desempenho'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/completo': row(OWNER_OR_ADMIN_READS, {
    audit: relatorio('relatorio.completo'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/prioridades': row(OWNER_OR_ADMIN_READS, {
    audit: relatorio('relatorio.prioridades'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/comparativo': row(OWNER_OR_ADMIN_READS, {
    audit: relatorio('relatorio.comparativo'),
  }),
  'GET /api/Guia/Report/:objetoId/:edicaoId': row(OWNER_OR_ADMIN_READS, { audit: pdf('comprovante') }),
  'GET /api/Relatorio/Desempenho/:objetoId/:edicaoId': row(OWNER_OR_ADMIN_READS, {
    audit: pdf('desempenho'),
  }),
  'GET /api/Guia/Report/Generate/:objetoId/:edicaoId/:questionarioId': row(OWNER_OR_ADMIN_READS, {
    audit: pdf('relatorio'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/completo/pdf': row(OWNER_OR_ADMIN_READS, {
    audit: pdf('completo'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/prioridades/pdf': row(OWNER_OR_ADMIN_READS, {
    audit: pdf('prioridades'),
  }),
  'GET /api/Objeto/:objetoId/:edicaoId/:questionarioId/comparativo/pdf': row(OWNER_OR_ADMIN_READS, {
    audit: pdf('comparativo'),
  }),

  // The assessment is self-declared: administrators read evidence but never add or remove it.
  'POST /api/Evidencia/Arquivo/:indicadorId/:questionarioId': row([401, 201, 404, 404], {
    call: (w) => ({
      params: { questionarioId: w.questionarioId },
      body: { evidencias: [{ evidencia: PNG, nome: 'foto.png' }] },
    }),
  }),
  'GET /api/Evidencia/Arquivo/:id': row(OWNER_OR_ADMIN_READS, {
    call: (w) => ({ params: { id: w.evidenciaId } }),
    audit: lido(
      'evidencia.baixar',
      (w) => w.objetoId,
      (w) => ({ questionarioId: w.questionarioId, evidenciaId: w.evidenciaId }),
    ),
  }),
  'GET /api/Evidencia/:questionarioId': row(OWNER_OR_ADMIN_READS, {
    call: (w) => ({ params: { questionarioId: w.questionarioId } }),
    audit: lido(
      'evidencia.listar',
      (w) => w.objetoId,
      (w) => ({ questionarioId: w.questionarioId }),
    ),
  }),
  'POST /api/Evidencia/Remover/Delete': row([401, 200, 404, 404], {
    fresh: freshEvidence,
    call: (w) => ({ body: { id: w.evidenciaId } }),
  }),

  // The support-material library: the same for every signed-in user, files included.
  'GET /api/MaterialApoio/Tema': row(SIGNED_IN),
  'GET /api/MaterialApoio/TipoMaterial/:temaId': row(SIGNED_IN, {
    fresh: primeiroTipoMaterial,
    call: (w) => ({ params: { temaId: tipoMaterial(w).temaId } }),
  }),
  'GET /api/MaterialApoio/Material/:temaId/:tipoMaterialId': row(SIGNED_IN, {
    fresh: primeiroTipoMaterial,
    call: (w) => ({ params: { temaId: tipoMaterial(w).temaId, tipoMaterialId: tipoMaterial(w).id } }),
  }),
  'GET /api/Apoio': row(SIGNED_IN),
  'GET /api/Material/*': row(SIGNED_IN, {
    call: () => ({ params: { '*': 'material/seed/cartilha-1-gestao.pdf' } }),
  }),
};

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld(t);
});

afterAll(async () => {
  await t.close();
});

async function callRoute(method: string, url: string, r: Row, w: World, caller: TestUser | null) {
  const me = caller ?? w.owner;
  const call = r.call?.(w, me) ?? {};
  const path = fillPath(url, { ...defaultParams(w), ...call.params });
  return t.app.inject({
    method: method as 'GET',
    url: path,
    query: call.query
      ? Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: { ...(caller ? caller.auth : {}), ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

async function ultimaAuditoria(): Promise<number> {
  const [row] = await t.db
    .select({ id: sql<number>`coalesce(max(id), 0)`.mapWith(Number) })
    .from(schema.auditoria);
  return row?.id ?? 0;
}

/** A route that names one of the owner's records: the owner and administrators in, anyone else 404. */
const tocaRegistroDoDono = (r: Row) =>
  r.expected.owner < 300 && r.expected.other === 404 && r.expected.admin < 300;

/**
 * The audit rows a call left: none for anyone but an administrator; exactly the row's expected one
 * for an administrator's call about the owner's data. A route that touches the owner's records
 * without declaring its audit fails, and so does an administrator's call that leaves an undeclared
 * row about the owner, so the gap cannot return.
 */
async function conferirAuditoria(
  where: string,
  r: Row,
  w: World,
  caller: Caller,
  status: number,
  desde: number,
): Promise<string[]> {
  const novas = await t.db
    .select()
    .from(schema.auditoria)
    .where(sql`${schema.auditoria.id} > ${desde}`)
    .orderBy(schema.auditoria.id);
  if (caller !== 'admin') {
    return novas.length === 0 ? [] : [`${where}: wrote audit rows ${novas.map((n) => n.acao).join(', ')}`];
  }
  if (status >= 300) return [];
  if (!r.audit) {
    if (tocaRegistroDoDono(r))
      return [`${where}: declare the audit row an administrator's read leaves (audit:)`];
    const sobreODono = novas.filter((n) => n.alvoUsuarioId === w.owner.id);
    return sobreODono.length === 0 ? [] : [`${where}: undeclared audit rows about the owner`];
  }
  const esperada = r.audit(w);
  const linhas = novas.map((n) => ({
    acao: n.acao,
    atorId: n.atorId,
    alvoUsuarioId: n.alvoUsuarioId,
    objetoId: n.objetoId,
    detalhes: n.detalhes,
  }));
  const esperadas = esperada
    ? [
        {
          acao: esperada.acao,
          atorId: w.admin.id,
          alvoUsuarioId: esperada.alvo === 'owner' ? w.owner.id : null,
          objetoId: esperada.objetoId,
          detalhes: esperada.detalhes,
        },
      ]
    : [];
  try {
    expect(linhas).toEqual(esperadas);
    return [];
  } catch {
    return [`${where}: audit rows ${JSON.stringify(linhas)} (expected ${JSON.stringify(esperadas)})`];
  }
}

describe('authorization matrix', () => {
  it('has exactly one row for every registered API route', () => {
    const registered = apiRoutes(t.routes).map((r) => r.key);
    const missing = registered.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(
      missing,
      `Add a row to MATRIX in authorization-matrix.test.ts for each new route, e.g.\n${missing
        .map((key) => `  '${key}': row([401, 200, 404, 200]),`)
        .join('\n')}`,
    ).toEqual([]);
    expect(stale, 'MATRIX rows for routes that no longer exist').toEqual([]);
  });

  it('answers each caller the status of its row, and never shows the owner’s data to others', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.routes)) {
      const r = MATRIX[route.key];
      if (!r) continue;
      for (const caller of CALLERS) {
        const w = r.fresh ? { ...world, ...(await r.fresh(t, world)) } : world;
        const user = caller === 'anonymous' ? null : w[caller];
        const desde = await ultimaAuditoria();
        const res = await callRoute(route.method, route.url, r, w, user);
        await r.after?.(t);
        const expected = r.expected[caller];
        const where = `${route.key} as ${caller}`;
        if (res.statusCode !== expected) {
          failures.push(`${where}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`);
          continue;
        }
        failures.push(...(await conferirAuditoria(where, r, w, caller, res.statusCode, desde)));
        if (res.statusCode >= 400) {
          const body = res.json();
          if (typeof body.clientMessage !== 'string' || body.clientMessage.length === 0)
            failures.push(`${where}: error without clientMessage ${res.body.slice(0, 160)}`);
        }
        if ((caller === 'anonymous' || caller === 'other') && !r.actsAsOwner) {
          const secrets = [world.owner.email, world.owner.cpf];
          if (!r.showsUnitName) secrets.push(UNIDADE_VAREJO.nomeunidade, 'Açougue Pronto');
          const leaked = secrets.filter((s) => res.body.includes(s));
          if (leaked.length > 0) failures.push(`${where}: answer shows the owner's ${leaked.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // About two hundred calls, PDFs included: more than the default per-test budget on a busy machine.
  }, 180_000);
});

describe('a deleted user’s token', () => {
  it('never answers 5xx, and POST Objeto answers 401 invalid_token', async () => {
    const gone = await createUser(t);
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, gone.id));
    const failures: string[] = [];
    for (const route of apiRoutes(t.routes)) {
      const r = MATRIX[route.key];
      if (r?.expected.anonymous !== 401) continue;
      const w = r.fresh ? { ...world, ...(await r.fresh(t, world)) } : world;
      const res = await callRoute(route.method, route.url, r, w, gone);
      if (res.statusCode >= 500) failures.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Objeto',
      headers: gone.auth,
      payload: UNIDADE_VAREJO,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_token', clientMessage: expect.any(String) });
  }, 120_000);
});
