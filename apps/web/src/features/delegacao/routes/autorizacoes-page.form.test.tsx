import { CONSENTIMENTO_AUTORIZACAO, MENSAGENS_AUTORIZACAO } from '@guia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { type MockedApi, type MockHandler, mockApi, ok, sentHeaders } from '@/testing/mock-api';
import {
  autorizacoesFixture,
  chamadas,
  renderDelegacao,
  unidadesDoProdutor,
  usarDiaDaAutorizacao,
} from '../testing/fixtures';

const PATH = '/configuracoes/autorizacoes';
const POST = 'POST /api/Autorizacoes';
const enviados = (mock: MockedApi) => chamadas(mock, 'POST', '/api/Autorizacoes');

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/Autorizacoes': ok(autorizacoesFixture({ solicitacoes: [] })),
    'GET /api/Objeto': ok(unidadesDoProdutor),
    ...extra,
  });
}

/** Opens 'Autorizar um técnico' and answers the dialog once the units are in. */
async function abrirFormulario(extra: Record<string, MockHandler> = {}) {
  const mock = api(extra);
  const view = renderDelegacao(PATH);
  await view.user.click(await screen.findByRole('button', { name: 'Autorizar um técnico' }));
  const dialog = await screen.findByRole('dialog', { name: 'Autorizar um técnico' });
  await within(dialog).findByRole('checkbox', { name: /Fazenda Boa Vista/ });
  return { ...view, mock, dialog };
}

usarDiaDaAutorizacao();

describe("'Autorizar um técnico': the grant form (issue 18 §1)", () => {
  it('starts with Ver on and fixed, finishing off and explained, 12 months, no unit, and the consent highlighted', async () => {
    const { dialog } = await abrirFormulario();
    const ver = within(dialog).getByRole('checkbox', { name: 'Ver' });
    expect(ver).toBeChecked();
    expect(ver).toBeDisabled();
    for (const nome of ['Responder o Guia', 'Evidências', 'Plano de ação'])
      expect(within(dialog).getByRole('checkbox', { name: nome })).toBeChecked();
    const finalizar = within(dialog).getByRole('checkbox', { name: 'Finalizar o questionário' });
    expect(finalizar).not.toBeChecked();
    expect(finalizar).toHaveAccessibleDescription(
      "Se você não marcar, o técnico marca o questionário como 'Pronto para revisão' e você mesmo o finaliza.",
    );
    for (const unidade of within(dialog).getAllByRole('checkbox', { name: /Fazenda|Sítio/ }))
      expect(unidade).not.toBeChecked();

    const validaAte = within(dialog).getByLabelText(/^Válida até/);
    expect(validaAte).toHaveValue('2027-05-20');
    expect(validaAte).toHaveAttribute('min', '2026-05-20');
    expect(validaAte).toHaveAttribute('max', '2029-05-20');
    expect(validaAte).toHaveAccessibleDescription(
      'No máximo 36 meses a partir de hoje (até 20/05/2029). Depois desse dia o acesso termina sozinho.',
    );

    const termo = within(dialog).getByRole('region', { name: CONSENTIMENTO_AUTORIZACAO.titulo });
    for (const paragrafo of CONSENTIMENTO_AUTORIZACAO.paragrafos)
      expect(within(termo).getByText(paragrafo)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Li e concordo' })).not.toBeChecked();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('sends nothing without the CPF, a unit, a date in range and the consent, and says what is missing', async () => {
    const { user, dialog, mock } = await abrirFormulario();
    const validaAte = within(dialog).getByLabelText(/^Válida até/);
    fireEvent.change(validaAte, { target: { value: '2029-05-21' } });
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));

    expect(within(dialog).getByLabelText(/^CPF do técnico/)).toHaveAccessibleDescription(/Informe o CPF/);
    expect(within(dialog).getByText(MENSAGENS_AUTORIZACAO.unidades)).toBeInTheDocument();
    expect(validaAte).toHaveAccessibleDescription(
      expect.stringContaining(MENSAGENS_AUTORIZACAO.validaAteLonga),
    );
    expect(within(dialog).getByText(MENSAGENS_AUTORIZACAO.consentimento)).toBeInTheDocument();
    // The keyboard goes to the first field to fix.
    await waitFor(() => expect(within(dialog).getByLabelText(/^CPF do técnico/)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(/^CPF do técnico/), '11111111111');
    fireEvent.change(validaAte, { target: { value: '2026-05-19' } });
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));
    expect(within(dialog).getByLabelText(/^CPF do técnico/)).toHaveAccessibleDescription(/CPF inválido/);
    expect(validaAte).toHaveAccessibleDescription(
      expect.stringContaining(MENSAGENS_AUTORIZACAO.validaAtePassada),
    );
    expect(enviados(mock)).toEqual([]);
  });

  it('sends the grant with the consent version and an Idempotency-Key; the message shows and the list is read again', async () => {
    const { user, dialog, mock } = await abrirFormulario({
      [POST]: { status: 201, body: { data: [], message: MENSAGENS_AUTORIZACAO.concedida } },
    });
    await user.type(within(dialog).getByLabelText(/^CPF do técnico/), '52998224725');
    expect(within(dialog).getByLabelText(/^CPF do técnico/)).toHaveValue('529.982.247-25');
    await user.click(within(dialog).getByRole('checkbox', { name: /Fazenda Boa Vista/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sítio Santa Luzia/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plano de ação' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Finalizar o questionário' }));
    fireEvent.change(within(dialog).getByLabelText(/^Válida até/), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enviados(mock)).toHaveLength(1);
    expect(enviados(mock)[0]?.body).toEqual({
      cpf_tecnico: '52998224725',
      objeto_ids: [7, 8],
      permissoes: { preencher: true, evidencias: true, plano: false, finalizar: true },
      valida_ate: '2026-12-31',
      consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
    });
    expect(sentHeaders(mock, POST)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(MENSAGENS_AUTORIZACAO.concedida)).toBeInTheDocument();
    const leituras = mock.calls.filter((c) => c.method === 'GET' && c.path === '/api/Autorizacoes');
    await waitFor(() => expect(leituras.length).toBeGreaterThanOrEqual(2));
  });

  it("puts the API's field errors on their fields, and a retry of the same grant keeps its key", async () => {
    let tentativa = 0;
    const { user, dialog, mock } = await abrirFormulario({
      [POST]: () => {
        tentativa += 1;
        return tentativa === 1
          ? {
              status: 422,
              body: {
                error: MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado,
                code: 'tecnico_nao_encontrado',
                fields: { cpf_tecnico: MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado },
              },
            }
          : {
              status: 422,
              body: {
                error: MENSAGENS_AUTORIZACAO.consentimentoDesatualizado,
                fields: {
                  consentimento_versao: MENSAGENS_AUTORIZACAO.consentimentoDesatualizado,
                  'objeto_ids.0': MENSAGENS_AUTORIZACAO.unidadeInvalida,
                },
              },
            };
      },
    });
    await user.type(within(dialog).getByLabelText(/^CPF do técnico/), '52998224725');
    await user.click(within(dialog).getByRole('checkbox', { name: /Fazenda Boa Vista/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));

    const cpf = within(dialog).getByLabelText(/^CPF do técnico/);
    await waitFor(() =>
      expect(cpf).toHaveAccessibleDescription(
        expect.stringContaining(MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado),
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Confira os campos destacados.');
    expect(screen.getByRole('dialog', { name: 'Autorizar um técnico' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));
    expect(
      await within(dialog).findByText(MENSAGENS_AUTORIZACAO.consentimentoDesatualizado),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(MENSAGENS_AUTORIZACAO.unidadeInvalida)).toBeInTheDocument();
    expect(sentHeaders(mock, POST, 1)['idempotency-key']).toBe(sentHeaders(mock, POST, 0)['idempotency-key']);
  });
});
