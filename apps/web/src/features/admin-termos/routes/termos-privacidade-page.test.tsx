import type { TextoLegalAdmin } from '@guia/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { SALVO_MS } from '../components/texto-legal-editor';
import classes from '../components/texto-legal-editor.module.css';
import { TermosPrivacidadePage } from './termos-privacidade-page';

const termos: TextoLegalAdmin = {
  texto: '<h2>Termos de uso</h2><p>Texto vigente.</p>',
  atualizadoEm: '2026-03-10T12:00:00.000Z',
  resumoAlteracoes: null,
  versao: 3,
};
const privacidade: TextoLegalAdmin = {
  texto: '<p>Política vigente.</p>',
  atualizadoEm: '2026-02-01T12:00:00.000Z',
  resumoAlteracoes: null,
  versao: 1,
};

afterEach(() => {
  authStore.set(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoute([{ path: '/admin/termos-privacidade', element: <TermosPrivacidadePage /> }], {
    path: '/admin/termos-privacidade',
  });
}

describe('Admin.TermosPrivacidade', () => {
  it('shows both texts in their editors, publishes the terms after a confirmation with what changed, and shows Salvo for 3 seconds', async () => {
    // Fake clocks that still move on their own: the 3 seconds of 'Salvo' are then stepped through.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/TermosUso': ok(termos),
      'GET /api/Admin/PoliticaPrivacidade': ok(privacidade),
      'POST /api/Admin/TermosUso': (body) =>
        ok(
          {
            texto: (body as { texto: string }).texto,
            atualizadoEm: '2026-11-25T12:00:00.000Z',
            resumoAlteracoes: (body as { resumo: string }).resumo,
            versao: 4,
          },
          'Salvo',
        ),
    });
    const { user } = renderPage();
    const editorTermos = await screen.findByRole('textbox', { name: 'Termos de uso' });
    expect(within(editorTermos).getByText('Texto vigente.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Política de privacidade' })).toHaveTextContent(
      'Política vigente.',
    );
    expect(screen.getByText(/^Versão 3, publicada em mar/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Negrito' })).toHaveLength(2);

    // One click only opens the confirmation: nothing is published yet.
    await user.click(screen.getByRole('button', { name: 'Salvar Termos de uso' }));
    const modal = await screen.findByRole('dialog', { name: 'Publicar Termos de uso' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(modal).toHaveTextContent('todos os usuários terão de aceitá-la de novo');
    // 'O que mudou' is required.
    await user.click(within(modal).getByRole('button', { name: 'Publicar' }));
    const resumo = within(modal).getByRole('textbox', { name: /O que mudou/ });
    expect(resumo).toHaveAccessibleDescription(/Descreva o que mudou/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(resumo, 'Novas regras de uso dos dados.');
    await user.click(within(modal).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/Admin/TermosUso',
      body: {
        texto: '<h2>Termos de uso</h2><p>Texto vigente.</p>',
        resumo: 'Novas regras de uso dos dados.',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publicar Termos de uso' })).toBeNull());
    expect(await screen.findByText('Salvo')).toBeInTheDocument();
    expect(screen.getByText(/Versão 4/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/Admin/PoliticaPrivacidade' && c.method === 'POST')).toBe(
      false,
    );

    act(() => vi.advanceTimersByTime(SALVO_MS - 300));
    expect(screen.getByText('Salvo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Salvo')).toBeNull();
  });

  it('underlines the links of the text (told apart by more than colour: axe link-in-text-block)', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Admin/TermosUso': ok({
        ...termos,
        texto: '<p>Dúvidas? Veja a <a href="/ajuda">ajuda</a>.</p>',
      }),
      'GET /api/Admin/PoliticaPrivacidade': ok(privacidade),
    });
    renderPage();
    const editor = await screen.findByRole('textbox', { name: 'Termos de uso' });
    const link = within(editor).getByText('ajuda');
    expect(link.tagName).toBe('A');
    // The editor's content carries the class whose rule underlines its links.
    expect(classes.conteudo).toBeTruthy();
    expect(link.closest(`.${classes.conteudo}`)).not.toBeNull();
  });

  it("shows the server's refusal and no 'Salvo'", async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Admin/TermosUso': ok(termos),
      'GET /api/Admin/PoliticaPrivacidade': ok(privacidade),
      'POST /api/Admin/PoliticaPrivacidade': {
        status: 400,
        body: { error: 'x', clientMessage: 'x', fields: { texto: 'O texto não pode ficar vazio' } },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Política de privacidade' });
    await user.click(screen.getByRole('button', { name: 'Salvar Política de privacidade' }));
    const modal = await screen.findByRole('dialog', { name: 'Publicar Política de privacidade' });
    await user.type(within(modal).getByRole('textbox', { name: /O que mudou/ }), 'Texto revisto');
    await user.click(within(modal).getByRole('button', { name: 'Publicar' }));
    expect(await within(modal).findByText('O texto não pode ficar vazio')).toBeInTheDocument();
    expect(screen.queryByText('Salvo')).toBeNull();
  });
});
