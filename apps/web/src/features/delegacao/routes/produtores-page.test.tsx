import { MENSAGEM_SOLICITACAO_ENVIADA, MENSAGENS_TECNICO } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, type RecordedCall } from '@/testing/mock-api';
import { renderDelegacao, unidadeAtendidaFixture, usarDiaDaAutorizacao } from '../testing/fixtures';

const PATH = '/tecnico/produtores';
const pedidos = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/Tecnico/Solicitacoes');

usarDiaDaAutorizacao();

describe("'Produtores que atendo' (issue 18 §1)", () => {
  it("lists the granted units with the producer's name, what he may do, until when, and the ways into them", async () => {
    mockApi({
      'GET /api/Tecnico/Unidades': ok({
        credenciamento: 'credenciado',
        unidades: [
          unidadeAtendidaFixture(),
          unidadeAtendidaFixture({
            autorizacao_id: 6,
            objeto: { id: 9, nomeunidade: 'Fazenda Esperança', municipio: 'Cuiabá', uf: 'MT' },
            produtor: { nome: 'Carlos Dias' },
            permissoes: { ver: true, preencher: false, evidencias: false, plano: true, finalizar: false },
            questionario: { id: 41, edicao_id: 2, finalizado: true },
          }),
        ],
      }),
    });
    const { user, router } = renderDelegacao(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produtores que atendo' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 unidades autorizadas')).toBeInTheDocument();

    const boaVista = screen.getByRole('listitem', { name: 'Fazenda Boa Vista' });
    expect(within(boaVista).getByText('Produtor: Ana Pereira')).toBeInTheDocument();
    expect(within(boaVista).getByText('Goiânia (GO)')).toBeInTheDocument();
    expect(
      within(boaVista).getByText('Pode: ver, responder o Guia e cuidar das evidências'),
    ).toBeInTheDocument();
    expect(within(boaVista).getByText('Acesso até 12/03/2027')).toBeInTheDocument();
    expect(within(boaVista).getByRole('link', { name: 'Continuar o Guia' })).toHaveAttribute(
      'href',
      '/unidades/7/2/40',
    );
    expect(within(boaVista).getByRole('link', { name: 'Abrir a unidade' })).toHaveAttribute(
      'href',
      '/unidades/7',
    );

    const esperanca = screen.getByRole('listitem', { name: 'Fazenda Esperança' });
    expect(within(esperanca).getByText('Pode: ver e cuidar do plano de ação')).toBeInTheDocument();
    expect(within(esperanca).queryByRole('link', { name: 'Continuar o Guia' })).toBeNull();
    expect(within(esperanca).getByRole('link', { name: 'Ver o relatório' })).toHaveAttribute(
      'href',
      '/desempenho/9/2',
    );
    expect(await seriousA11yViolations()).toEqual([]);

    // Opening the Guia keeps his place as the producer's own screens expect it.
    await user.click(within(boaVista).getByRole('link', { name: 'Continuar o Guia' }));
    expect(router.state.location.pathname).toBe('/unidades/7/2/40');
    expect(JSON.parse(sessionStorage.getItem('guia.preenchimento') ?? 'null')).toMatchObject({
      objetoId: 7,
      productId: 2,
      questionarioId: 40,
    });
  });

  it('asks a producer for access by CPF and a note; the answer is always the same', async () => {
    const { calls } = mockApi({
      'GET /api/Tecnico/Unidades': ok({ credenciamento: 'credenciado', unidades: [] }),
      'POST /api/Tecnico/Solicitacoes': {
        status: 202,
        body: { data: null, message: MENSAGEM_SOLICITACAO_ENVIADA },
      },
    });
    const { user } = renderDelegacao(PATH);
    expect(await screen.findByText('Nenhum produtor autorizou você ainda.')).toBeInTheDocument();
    const secao = screen.getByRole('region', { name: 'Pedir acesso a um produtor' });
    const cpf = within(secao).getByLabelText(/^CPF do produtor/);

    await user.click(within(secao).getByRole('button', { name: 'Enviar pedido' }));
    expect(cpf).toHaveAccessibleDescription(/Informe o CPF/);
    await user.type(cpf, '12345678900');
    await user.click(within(secao).getByRole('button', { name: 'Enviar pedido' }));
    expect(cpf).toHaveAccessibleDescription(/CPF inválido/);
    expect(pedidos(calls)).toEqual([]);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.type(within(secao).getByLabelText(/^Mensagem ao produtor/), 'Sou o técnico da cooperativa.');
    expect(within(secao).getByText('29/500 caracteres')).toBeInTheDocument();
    await user.click(within(secao).getByRole('button', { name: 'Enviar pedido' }));

    expect(await within(secao).findByRole('status')).toHaveTextContent(MENSAGEM_SOLICITACAO_ENVIADA);
    expect(pedidos(calls)[0]?.body).toEqual({
      cpf_produtor: '52998224725',
      mensagem: 'Sou o técnico da cooperativa.',
    });
    // Ready for the next producer.
    expect(cpf).toHaveValue('');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it.each([
    [null, 'Você ainda não é um técnico credenciado.'],
    [
      'pendente',
      'Seu pedido de credenciamento está em análise. Você será avisado quando a administração decidir.',
    ],
    ['suspenso', MENSAGENS_TECNICO.suspenso],
  ] as const)(
    'without accreditation (%s) says why he cannot ask, and leads to the accreditation',
    async (status, texto) => {
      mockApi({ 'GET /api/Tecnico/Unidades': ok({ credenciamento: status, unidades: [] }) });
      renderDelegacao(PATH);
      expect(await screen.findByText(texto)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(MENSAGENS_TECNICO.soCredenciados))).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pedir acesso a um produtor' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Ir para o credenciamento' })).toHaveAttribute(
        'href',
        '/tecnico/credenciamento',
      );
      expect(await seriousA11yViolations()).toEqual([]);
    },
  );
});
