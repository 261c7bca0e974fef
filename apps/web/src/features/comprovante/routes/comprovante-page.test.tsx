import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ComprovantePage } from './comprovante-page';

const rotas = [
  { path: '/comprovante', element: <ComprovantePage /> },
  { path: '/comprovante/:codigo', element: <ComprovantePage /> },
  { path: '/', element: <p>página inicial</p> },
];

const VALIDO = {
  valido: true,
  codigo: 'ABCD-EFGH-JKMN',
  unidade: 'Açougue São João',
  municipio: 'São Paulo',
  uf: 'SP',
  proprietario: 'José Antônio',
  ano: 2026,
  finalizadoem: '2026-03-05T15:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ComprovantePage', () => {
  it('confirms a known code with the unit, place, owner, edition and month/year, and no scores', async () => {
    const { calls } = mockApi({ 'GET /api/Comprovante/ABCD-EFGH-JKMN': { body: { data: VALIDO } } });
    renderRoute(rotas, { path: '/comprovante/ABCD-EFGH-JKMN' });
    expect(await screen.findByText('Comprovante válido')).toBeInTheDocument();
    const valorDe = (rotulo: string) =>
      screen.getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valorDe('Unidade')).toBe('Açougue São João');
    expect(valorDe('Município/UF')).toBe('São Paulo/SP');
    expect(valorDe('Proprietário')).toBe('José Antônio');
    expect(valorDe('Edição')).toBe('Guia 2026');
    expect(valorDe('Finalizado em')).toBe('março de 2026');
    expect(valorDe('Código')).toBe('ABCD-EFGH-JKMN');
    expect(document.body.textContent).not.toMatch(/\d+%/);
    expect(calls.map((c) => c.path)).toEqual(['/api/Comprovante/ABCD-EFGH-JKMN']);
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar comprovante' })).toBeInTheDocument();
  });

  it('says clearly when the code is unknown', async () => {
    mockApi({
      'GET /api/Comprovante/ABCD-EFGH-JKMP': {
        status: 404,
        body: {
          error: 'Comprovante não encontrado',
          clientMessage: 'Comprovante não encontrado',
          code: 'not_found',
        },
      },
    });
    renderRoute(rotas, { path: '/comprovante/ABCD-EFGH-JKMP' });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Comprovante não encontrado');
    expect(alerta).toHaveTextContent('ABCD-EFGH-JKMP');
    expect(screen.queryByText('Comprovante válido')).not.toBeInTheDocument();
    // The typed code stays in the field to be corrected.
    expect(screen.getByLabelText(/Código do comprovante/)).toHaveValue('ABCD-EFGH-JKMP');
  });

  it('shows the server message and a retry for other failures', async () => {
    mockApi({
      'GET /api/Comprovante/ABCD-EFGH-JKMN': {
        status: 429,
        body: { error: 'Muitas tentativas.', clientMessage: 'Muitas tentativas.', code: 'too_many_requests' },
      },
    });
    renderRoute(rotas, { path: '/comprovante/ABCD-EFGH-JKMN' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('verifies a typed code in any case and with spaces', async () => {
    const { calls } = mockApi({ 'GET /api/Comprovante/ABCD-EFGH-JKMN': { body: { data: VALIDO } } });
    const { user, router } = renderRoute(rotas, { path: '/comprovante' });
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Código do comprovante/), 'abcd efgh jkmn');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Comprovante válido')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comprovante/ABCD-EFGH-JKMN');
  });

  it('refuses a malformed code without calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderRoute(rotas, { path: '/comprovante' });
    await user.type(screen.getByLabelText(/Código do comprovante/), 'ABC-123');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código inválido. Use o formato XXXX-XXXX-XXXX.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
