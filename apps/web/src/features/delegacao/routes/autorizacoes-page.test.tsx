import { MENSAGENS_AUTORIZACAO } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { type MockHandler, mockApi, ok, sentHeaders } from '@/testing/mock-api';
import {
  autorizacaoFixture,
  autorizacoesFixture,
  chamadas,
  renderDelegacao,
  unidadesDoProdutor,
  usarDiaDaAutorizacao,
} from '../testing/fixtures';

const PATH = '/configuracoes/autorizacoes';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/Autorizacoes': ok(autorizacoesFixture()),
    'GET /api/Objeto': ok(unidadesDoProdutor),
    ...extra,
  });
}

usarDiaDaAutorizacao();

describe("Configurações: 'Autorizações' (issue 18 §1)", () => {
  it("lists the technicians' requests and the grants, each with its status in words", async () => {
    api();
    renderDelegacao(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autorizações' })).toBeInTheDocument();

    const pedidos = await screen.findByRole('region', { name: 'Pedidos de técnicos' });
    const pedido = within(pedidos).getByRole('listitem', { name: 'João Lima' });
    expect(within(pedido).getByText('Cooperativa Vale Verde · MT')).toBeInTheDocument();
    expect(
      within(pedido).getByText('Sou o técnico da cooperativa e vou ajudar no preenchimento.'),
    ).toBeInTheDocument();
    expect(within(pedido).getByText('Pedido em 18/05/2026')).toBeInTheDocument();

    const autorizados = screen.getByRole('region', { name: 'Técnicos autorizados' });
    const [ativa, revogada, suspensa] = within(autorizados).getAllByRole('listitem');
    expect(ativa).toHaveAccessibleName('Maria Souza (Instituto X, GO)');
    expect(within(ativa!).getByText('Unidade: Fazenda Boa Vista')).toBeInTheDocument();
    expect(
      within(ativa!).getByText('Pode: ver, responder o Guia e cuidar das evidências'),
    ).toBeInTheDocument();
    expect(within(ativa!).getByText('Válida até 12/03/2027')).toBeInTheDocument();
    expect(within(ativa!).getByText('Ativa')).toBeInTheDocument();
    expect(
      within(ativa!).getByRole('button', {
        name: 'Revogar a autorização de Maria Souza na unidade Fazenda Boa Vista',
      }),
    ).toBeInTheDocument();

    expect(within(revogada!).getByText('Revogada')).toBeInTheDocument();
    expect(within(revogada!).getByText('Revogada em 01/04/2026')).toBeInTheDocument();
    expect(within(revogada!).getByText('Pode: ver')).toBeInTheDocument();
    expect(within(suspensa!).getByText('Suspensa')).toBeInTheDocument();
    // Only a live grant can be revoked.
    for (const item of [revogada!, suspensa!])
      expect(within(item).queryByRole('button', { name: /^Revogar/ })).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says so when no technician was ever granted, and shows no requests section without requests', async () => {
    api({ 'GET /api/Autorizacoes': ok({ autorizacoes: [], solicitacoes: [] }) });
    renderDelegacao(PATH);
    expect(await screen.findByText('Você ainda não autorizou nenhum técnico.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pedidos de técnicos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Autorizar um técnico' })).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('revokes a live grant with one tap and a confirmation; cancelling sends nothing', async () => {
    let revogada = false;
    const mock = api({
      'GET /api/Autorizacoes': () =>
        ok({
          autorizacoes: [
            autorizacaoFixture(
              revogada ? { status: 'revogada', revogada_em: '2026-05-20T15:00:00.000Z' } : {},
            ),
          ],
          solicitacoes: [],
        }),
      'DELETE /api/Autorizacoes/5': () => {
        revogada = true;
        // The API answers 204; a Response with a body cannot carry 204, and the client reads both alike.
        return ok(null);
      },
    });
    const { user } = renderDelegacao(PATH);
    const revogar = await screen.findByRole('button', { name: /^Revogar a autorização de Maria Souza/ });

    await user.click(revogar);
    let dialog = await screen.findByRole('dialog', { name: 'Revogar autorização' });
    expect(
      within(dialog).getByText(
        'Maria Souza perde o acesso à unidade Fazenda Boa Vista na hora: não poderá mais ver nem alterar os dados dela. O que ele já respondeu continua no Guia.',
      ),
    ).toBeInTheDocument();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chamadas(mock, 'DELETE', '/api/Autorizacoes/5')).toEqual([]);

    await user.click(revogar);
    dialog = await screen.findByRole('dialog', { name: 'Revogar autorização' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chamadas(mock, 'DELETE', '/api/Autorizacoes/5')).toHaveLength(1);
    expect(
      await screen.findByText('Autorização revogada. O técnico já não tem acesso a esta unidade.'),
    ).toBeInTheDocument();
    // The list is read again: the grant now reads 'Revogada', without the button.
    expect(await screen.findByText('Revogada em 20/05/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revogar a autorização/ })).toBeNull();
  });
});

describe("'Autorizações': answering a technician's request", () => {
  it("refuses a technician's request after a confirmation", async () => {
    let recusado = false;
    const mock = api({
      'GET /api/Autorizacoes': () => ok(autorizacoesFixture(recusado ? { solicitacoes: [] } : {})),
      'POST /api/Solicitacoes/3/Recusar': () => {
        recusado = true;
        return ok(null);
      },
    });
    const { user } = renderDelegacao(PATH);
    await user.click(await screen.findByRole('button', { name: 'Recusar o pedido de João Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar o pedido' });
    expect(
      within(dialog).getByText(
        'Recusar o pedido de João Lima? Ele não terá acesso às suas unidades. O técnico não é avisado da recusa.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chamadas(mock, 'POST', '/api/Solicitacoes/3/Recusar')).toHaveLength(1);
    expect(await screen.findByText('Pedido recusado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pedidos de técnicos' })).toBeNull());
  });

  it('accepts a request: the grant form for that technician (no CPF), sent to Aceitar with a key', async () => {
    let aceito = false;
    const mock = api({
      'GET /api/Autorizacoes': () => ok(autorizacoesFixture(aceito ? { solicitacoes: [] } : {})),
      'POST /api/Solicitacoes/3/Aceitar': () => {
        aceito = true;
        return { status: 201, body: { data: [], message: MENSAGENS_AUTORIZACAO.concedida } };
      },
    });
    const { user } = renderDelegacao(PATH);
    await user.click(await screen.findByRole('button', { name: 'Aceitar o pedido de João Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorizar João Lima' });
    expect(within(dialog).getByText('Técnico: João Lima (Cooperativa Vale Verde, MT)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/CPF do técnico/)).toBeNull();

    await user.click(await within(dialog).findByRole('checkbox', { name: /Sítio Santa Luzia/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chamadas(mock, 'POST', '/api/Solicitacoes/3/Aceitar')[0]?.body).toEqual({
      objeto_ids: [8],
      permissoes: { preencher: true, evidencias: true, plano: true, finalizar: false },
      valida_ate: '2027-05-20',
      consentimento_versao: '2026-11',
    });
    expect(sentHeaders(mock, 'POST /api/Solicitacoes/3/Aceitar')['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(await screen.findByText(MENSAGENS_AUTORIZACAO.concedida)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pedidos de técnicos' })).toBeNull());
  });
});
