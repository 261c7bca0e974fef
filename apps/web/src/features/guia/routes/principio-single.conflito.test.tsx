import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, indicador, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, nivel, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: an answer changed on another device (409 conflito_resposta), and a refusal.

// Each answer re-renders the screen a few times as the outbox and the cache change (a weak CI machine
// takes seconds for that in jsdom): these journeys get more than the default 15 s.
beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

/** Indicator 101 answered '1 - Inicial' at version 5 when the page was read. */
function guiaComVersao() {
  const guia = guiaFixture();
  const c11 = guia.principios[0]?.criterios[0];
  if (c11)
    c11.indicadores[0] = indicador(101, {
      resposta: { nivel_id: 1011, peso: 1, versao: 5 },
    });
  return guia;
}

const conflito = {
  status: 409,
  body: {
    error: 'Conflict',
    clientMessage: 'Esta resposta mudou em outro aparelho.',
    code: 'conflito_resposta',
    servidor: { nivel_id: 1013, percentual: null, versao: 6 },
  },
};

async function responderEVoltar() {
  const view = renderGuia(`${PATH}?indicador=101`);
  await view.user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
  await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
  await waitFor(() =>
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === '1 resposta precisa da sua atenção'),
    ).toBe(true),
  );
  await view.user.click(screen.getByRole('button', { name: 'Anterior' }));
  await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
  return view;
}

describe('Principio.Single: an answer changed on another device', { timeout: 40_000 }, () => {
  it("'Manter a deste aparelho' sends it again over the other device's version, under a new key", async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    let n = 0;
    const api = mockApi({
      [GUIA_GET]: { body: { data: guiaComVersao() } },
      'POST /api/Guia/Resposta': (body) => {
        bodies.push(body);
        return n++ === 0 ? conflito : ok;
      },
    });
    const { user } = await responderEVoltar();
    expect(bodies[0]).toMatchObject({ nivel_id: 1012, versao_base: 5 });
    const alerta = await screen.findByText('Esta resposta mudou em outro aparelho');
    expect(screen.getByText('Neste aparelho: 2 - Intermediário')).toBeInTheDocument();
    expect(screen.getByText('No outro aparelho: 3 - Avançado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manter a deste aparelho' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ nivel_id: 1012, versao_base: 6 });
    for (const [input, init] of api.fetchMock.mock.calls) {
      if (String(input).endsWith('/Guia/Resposta'))
        keys.push(new Headers(init?.headers).get('idempotency-key'));
    }
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() => expect(alerta).not.toBeInTheDocument());
    expect(nivel('2 - Intermediário')).toBeChecked();
  });

  it("'Usar a do outro aparelho' drops this change and shows the other answer", async () => {
    const api = mockApi({
      [GUIA_GET]: { body: { data: guiaComVersao() } },
      'POST /api/Guia/Resposta': conflito,
    });
    const { user } = await responderEVoltar();
    await user.click(await screen.findByRole('button', { name: 'Usar a do outro aparelho' }));
    await waitFor(() => expect(nivel('3 - Avançado')).toBeChecked());
    expect(screen.queryByText('Esta resposta mudou em outro aparelho')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("a refusal shows the server's message and is only dropped by 'Descartar esta alteração'", async () => {
    mockApi({
      [GUIA_GET]: { body: { data: guiaComVersao() } },
      'POST /api/Guia/Resposta': {
        status: 409,
        body: {
          error: 'Conflict',
          clientMessage: 'Este questionário já foi finalizado.',
          code: 'finalizado',
        },
      },
    });
    const { user } = await responderEVoltar();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Este questionário já foi finalizado.');
    await user.click(within(alerta).getByRole('button', { name: 'Descartar esta alteração' }));
    // The tick rule: the saved '1 - Inicial' again, nothing above it.
    await waitFor(() => expect(nivel('2 - Intermediário')).not.toBeChecked());
    expect(nivel('1 - Inicial')).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
