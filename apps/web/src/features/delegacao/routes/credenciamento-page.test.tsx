import { MENSAGENS_TECNICO } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, type RecordedCall } from '@/testing/mock-api';
import { credenciamentoFixture, renderDelegacao, usarDiaDaAutorizacao } from '../testing/fixtures';

const PATH = '/tecnico/credenciamento';
const pedidos = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/Tecnico/Credenciamento');

usarDiaDaAutorizacao();

describe("'Credenciamento de técnico' (issue 18 §1)", () => {
  it('asks for institution, registration and state, sends them, then shows the request as pending', async () => {
    const { calls } = mockApi({
      'GET /api/Tecnico/Credenciamento': ok(null),
      'POST /api/Tecnico/Credenciamento': (body) => ({
        status: 201,
        body: {
          data: credenciamentoFixture(body as object),
          message: MENSAGENS_TECNICO.pedidoEnviado,
        },
      }),
    });
    const { user } = renderDelegacao(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credenciamento de técnico' }),
    ).toBeInTheDocument();
    const enviar = await screen.findByRole('button', { name: 'Pedir credenciamento' });
    expect(await seriousA11yViolations()).toEqual([]);

    await user.click(enviar);
    expect(screen.getByRole('textbox', { name: /^Instituição/ })).toHaveAccessibleDescription(
      expect.stringContaining(MENSAGENS_TECNICO.instituicao),
    );
    expect(screen.getByRole('combobox', { name: /^Estado/ })).toHaveAccessibleDescription(
      MENSAGENS_TECNICO.uf,
    );
    expect(pedidos(calls)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Instituição/ }), 'Instituto X');
    await user.type(screen.getByRole('textbox', { name: /^Registro profissional/ }), 'CREA-GO 12345');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'Goiás');
    await user.click(enviar);

    expect(await screen.findByText(MENSAGENS_TECNICO.pedidoEnviado)).toBeInTheDocument();
    expect(pedidos(calls)[0]?.body).toEqual({
      instituicao: 'Instituto X',
      registro_profissional: 'CREA-GO 12345',
      uf: 'GO',
    });
    const situacao = await screen.findByRole('region', { name: /Situação/ });
    expect(within(situacao).getByText('Pedido em análise')).toBeInTheDocument();
    expect(within(situacao).getByRole('status')).toHaveTextContent(/Seu pedido está em análise/);
    // A pending request can still be corrected.
    expect(screen.getByRole('button', { name: 'Atualizar o pedido' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Instituição/ })).toHaveValue('Instituto X');
  });

  it.each([
    ['credenciado', 'Credenciado', /Você é um técnico credenciado/],
    ['suspenso', 'Suspenso', /Seu credenciamento está suspenso/],
  ] as const)('shows a decided request (%s) in words, without the form', async (status, rotulo, texto) => {
    mockApi({
      'GET /api/Tecnico/Credenciamento': ok(
        credenciamentoFixture({ status, decidido_em: '2026-05-10T12:00:00.000Z' }),
      ),
    });
    renderDelegacao(PATH);
    const situacao = await screen.findByRole('region', { name: /Situação/ });
    expect(within(situacao).getByText(rotulo)).toBeInTheDocument();
    expect(within(situacao).getByRole('status')).toHaveTextContent(texto);
    expect(within(situacao).getByText('10/05/2026')).toBeInTheDocument();
    expect(within(situacao).getByText('CREA-GO 12345')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pedir credenciamento|Atualizar o pedido/ })).toBeNull();
    const produtores = within(situacao).queryByRole('link', { name: 'Ver os produtores que atendo' });
    if (status === 'credenciado') expect(produtores).toHaveAttribute('href', '/tecnico/produtores');
    else expect(produtores).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('tells an account without a CPF to add one in Configurações first', async () => {
    mockApi({
      'GET /api/Tecnico/Credenciamento': ok(null),
      'POST /api/Tecnico/Credenciamento': {
        status: 422,
        body: { error: MENSAGENS_TECNICO.semCpf, code: 'cpf_ausente' },
      },
    });
    const { user } = renderDelegacao(PATH);
    await user.type(await screen.findByRole('textbox', { name: /^Instituição/ }), 'Instituto X');
    await user.type(screen.getByRole('textbox', { name: /^Registro profissional/ }), 'CRMV 1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'Mato Grosso');
    await user.click(screen.getByRole('button', { name: 'Pedir credenciamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGENS_TECNICO.semCpf);
    expect(screen.getByRole('link', { name: 'Ir para Configurações' })).toHaveAttribute(
      'href',
      '/configuracoes',
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Instituição/ })).toHaveValue('Instituto X'),
    );
  });
});
