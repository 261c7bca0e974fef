import type { TestApp } from '../test/build-test-app.ts';
import { enviarEvidencia, questionarioRespondido } from '../test/factories.ts';
import type { World } from '../test/fixture-world.ts';
import {
  finalizado,
  freshUnit,
  lido,
  OWNER_ONLY,
  OWNER_OR_ADMIN_READS,
  pdf,
  type Row,
  relatorio,
  row,
  SIGNED_IN,
} from './authorization-matrix.test-support.ts';

const freshAnswered = (t: TestApp, w: World) => questionarioRespondido(t, w.owner, w.edicaoId);
const freshEvidence = async (t: TestApp, w: World) => ({
  evidenciaId: await enviarEvidencia(t, w.owner, w.indicadorId, w.questionarioId),
});

const orientado = (w: World) => ({
  orientado: {
    questionario_id: w.questionarioId,
    preenchimento_orientado_responsavel: 'Ana Aplicadora',
    preenchimento_orientado_instituicao: 'Instituto',
    preenchimento_orientado_email: 'ana@instituto.org.br',
    preenchimento_orientado_celular: '(65) 99999-8888',
  },
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Rows of the questionnaire, its reports and PDFs, and its evidence. */
export const LINHAS_QUESTIONARIO: Record<string, Row> = {
  // The questionnaire: only the owner answers; administrators read.
  'GET /api/Questionario': row(SIGNED_IN),
  'POST /api/Guia/Questionario': row([401, 201, 404, 404], {
    // A technician whose grant allows it (issue 18).
    tecnico: 201,
    fresh: freshUnit,
    call: (w) => ({ body: { objeto_id: w.objetoId, guia_id: w.edicaoId } }),
  }),
  'PUT /api/Guia/Questionario': row(OWNER_ONLY, {
    // A technician whose grant allows it (issue 18).
    tecnico: 200,
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
    // A technician whose grant allows it (issue 18).
    tecnico: 200,
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
    // A technician whose grant allows it (issue 18).
    tecnico: 201,
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
    // A technician whose grant allows it (issue 18).
    tecnico: 200,
    fresh: freshEvidence,
    call: (w) => ({ body: { id: w.evidenciaId } }),
  }),
};
