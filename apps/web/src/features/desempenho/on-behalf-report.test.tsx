import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { OnBehalfReport, type RelatorioView } from './on-behalf-report';
import { completoFixture, desempenhoFixture } from './testing/fixtures';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

beforeEach(() => {
  signIn({ role: 'administrador' });
  downloadPdf.mockReset();
});
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

/** The report pages' first import is slow on a busy machine. */
const SLOW = { timeout: 15_000 };

const linkTo = (view: RelatorioView, questionarioId: number) => `/admin/x/${view}/${questionarioId}`;

function renderOnBehalf(view: RelatorioView, questionarioId: number | null) {
  return renderRoute(
    [
      {
        // A host route whose params are not the report's (as /admin/usuarios/:userId/...): the scope wins.
        path: '/host/:userId',
        element: (
          <OnBehalfReport
            view={view}
            objetoId={7}
            edicaoId={3}
            questionarioId={questionarioId}
            userId={41}
            linkTo={linkTo}
          />
        ),
      },
    ],
    { path: '/host/99' },
  );
}

describe('OnBehalfReport', () => {
  it("opens the performance report with the owner's user_id and links inside the host", async () => {
    const { calls, user } = {
      ...mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } }),
      ...renderOnBehalf('desempenho', 31),
    };
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' }, SLOW),
    ).toBeInTheDocument();
    // The plan that questionnaire judged is the administrator's own read (audited by the server).
    await vi.waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual([
        '/api/Objeto/7/3?questionario_id=31&user_id=41',
        '/api/Objeto/7/PlanoAcao/Avaliacao/31',
      ]),
    );
    expect(screen.getByRole('link', { name: /completo/i })).toHaveAttribute('href', '/admin/x/completo/31');
    expect(screen.getByRole('link', { name: /Prioridades/i })).toHaveAttribute(
      'href',
      '/admin/x/prioridades/31',
    );
    expect(screen.getByRole('link', { name: /comparativo/i })).toHaveAttribute(
      'href',
      '/admin/x/comparativo/31',
    );

    await user.click(screen.getByRole('button', { name: 'Exportar relatório' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Guia/Report/Generate/7/3/31?user_id=41');
  }, 30_000);

  it('opens the complete report with user_id; its PDF and way back keep the owner', async () => {
    const { calls, user } = {
      ...mockApi({ 'GET /api/Objeto/7/3/30/completo': { body: { data: completoFixture() } } }),
      ...renderOnBehalf('completo', 30),
    };
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' }, SLOW),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/Objeto/7/3/30/completo?user_id=41']);
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Objeto/7/3/30/completo/pdf?user_id=41');
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/admin/x/desempenho/30');
  }, 30_000);

  it('without a questionnaire opens the edition latest performance report', async () => {
    const { calls } = mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } });
    renderOnBehalf('completo', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' }, SLOW),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual([
        '/api/Objeto/7/3?user_id=41',
        '/api/Objeto/7/PlanoAcao/Avaliacao/31',
      ]),
    );
  }, 30_000);
});
