import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { BemVindoPage } from './bem-vindo-page';

const slides = [
  {
    id: 12,
    ordem: 2,
    titulo: 'Cadastre suas unidades',
    descricao: 'Cada fazenda é uma unidade.',
    imagem: '/api/Onboarding/12/imagem',
    nomearquivo: 'b.png',
  },
  {
    id: 11,
    ordem: 1,
    titulo: 'Boas-vindas',
    descricao: 'O guia é gratuito.',
    imagem: '/api/Onboarding/11/imagem',
    nomearquivo: 'a.png',
  },
  {
    id: 13,
    ordem: 3,
    titulo: 'Veja seus relatórios',
    descricao: 'Compare o desempenho.',
    imagem: '/api/Onboarding/13/imagem',
    nomearquivo: 'c.png',
  },
];

function renderPage() {
  return renderRoute(
    [
      { path: '/bem-vindo', element: <BemVindoPage /> },
      { path: '/cadastrar-unidade', element: <p>Tela de cadastro de unidade</p> },
      { path: '/resumo', element: <p>Resumo</p> },
    ],
    { path: '/bem-vindo' },
  );
}

/** Only the current slide is exposed to assistive technology; the others are aria-hidden. */
function currentTitle() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('onboarding /bem-vindo', () => {
  it('shows the slides in order, with their image, title and description', async () => {
    signIn();
    mockApi({ 'GET /api/Onboarding': { body: { data: slides } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Boas-vindas' })).toBeInTheDocument();
    expect(currentTitle()).toEqual(['Boas-vindas']);
    expect(screen.getByText('O guia é gratuito.')).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect([...images].map((i) => i.getAttribute('src'))).toEqual([
      '/api/Onboarding/11/imagem',
      '/api/Onboarding/12/imagem',
      '/api/Onboarding/13/imagem',
    ]);
  });

  it("'Pular' goes to the next slide; the last slide shows 'Começar', which leads to unit registration", async () => {
    signIn();
    mockApi({ 'GET /api/Onboarding': { body: { data: slides } } });
    const { user, router } = renderPage();
    await screen.findByRole('heading', { name: 'Boas-vindas' });
    expect(screen.queryByRole('link', { name: 'Começar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pular' }));
    expect(currentTitle()).toEqual(['Cadastre suas unidades']);
    expect(screen.getByRole('button', { name: /Ir para o slide 2/ })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Pular' }));
    expect(currentTitle()).toEqual(['Veja seus relatórios']);
    expect(screen.queryByRole('button', { name: 'Pular' })).not.toBeInTheDocument();
    const comecar = screen.getByRole('link', { name: 'Começar' });
    expect(comecar).toHaveAttribute('href', '/cadastrar-unidade');

    await user.click(comecar);
    expect(await screen.findByText('Tela de cadastro de unidade')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastrar-unidade');
  });

  it('does not loop: the arrow keys stop at the first and at the last slide', async () => {
    signIn();
    mockApi({ 'GET /api/Onboarding': { body: { data: slides } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Boas-vindas' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(currentTitle()).toEqual(['Boas-vindas']);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(currentTitle()).toEqual(['Veja seus relatórios']);
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(currentTitle()).toEqual(['Cadastre suas unidades']);
  });

  it('never moves by itself (no auto-play)', async () => {
    signIn();
    mockApi({ 'GET /api/Onboarding': { body: { data: slides } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Boas-vindas' });
    await new Promise((r) => setTimeout(r, 1200));
    expect(currentTitle()).toEqual(['Boas-vindas']);
  });

  it('shows an error with a retry when the slides cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/Onboarding': () =>
        fail
          ? { status: 500, body: { error: 'Erro interno', clientMessage: 'Tente de novo mais tarde.' } }
          : { body: { data: slides } },
    });
    const { user } = renderPage();
    const alert = await screen.findByText('Não foi possível carregar as boas-vindas.');
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Recarregar dados',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Boas-vindas' })).toBeInTheDocument();
  });
});
