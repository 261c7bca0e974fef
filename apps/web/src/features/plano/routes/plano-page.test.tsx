import { MENSAGENS_PLANO } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { planoAnteriorFixture, planoAtivoFixture } from '../testing/fixtures';
import { renderPlano } from '../testing/render';

const PATH = '/objetos/7/plano';
const GET = 'GET /api/Objeto/7/PlanoAcao';
const acao = (titulo: string) => screen.getByRole('article', { name: titulo });

let blobs: Blob[] = [];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  signIn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T15:00:00Z'));
  blobs = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:teste';
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('Objeto.Plano: reading the plan', () => {
  it('groups the actions by principle with their states, deadlines and records; no axe issue', async () => {
    mockApi({ [GET]: ok({ ativo: planoAtivoFixture(), anterior: null }) });
    renderPlano(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu plano de ação' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Princípio 1: Gestão',
      'Princípio 2: Comunidades',
      'Princípio 3: Trabalhadores',
    ]);
    const gestao = screen.getByRole('region', { name: 'Princípio 1: Gestão' });
    expect(
      within(gestao)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['plano-acao-9', 'plano-acao-10']);
    expect(screen.getByText(MENSAGENS_PLANO.declaracao)).toBeInTheDocument();
    expect(screen.getByText(/Plano montado em 12\/05\/2026 a partir do Guia 2026/)).toHaveTextContent(
      '1 de 5 ações concluídas',
    );

    const planejamento = acao('Planejamento');
    expect(within(planejamento).getByText('Planejada')).toBeInTheDocument();
    expect(within(planejamento).getByText('19/06/2026')).toBeInTheDocument();
    expect(within(planejamento).getByText('vence em 30 dias')).toBeInTheDocument();
    expect(within(planejamento).getByText('Nível 3: Intermediário em Planejamento')).toBeInTheDocument();
    expect(within(planejamento).getByText('João')).toBeInTheDocument();
    expect(within(acao('Empregos locais')).getByText('vence em 1 dia')).toBeInTheDocument();

    const registros = acao('Registros');
    expect(within(registros).getByText('Em andamento')).toBeInTheDocument();
    expect(within(registros).getByText('vencida')).toBeInTheDocument();
    expect(within(registros).getByText('15/05/2026')).toBeInTheDocument();
    expect(within(registros).getByText('Comprei o caderno de campo')).toBeInTheDocument();
    expect(within(registros).getByRole('button', { name: 'Baixar nota.pdf' })).toBeInTheDocument();

    const seguranca = acao('Segurança');
    expect(within(seguranca).getByText('Concluída')).toBeInTheDocument();
    expect(within(seguranca).queryByText(/vence|vencida/)).toBeNull();
    expect(within(seguranca).queryByRole('button', { name: 'Registrar andamento' })).toBeNull();
    expect(within(seguranca).getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(within(acao('Vizinhança')).getByText('Cancelada')).toBeInTheDocument();

    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("shows the previous plan read-only with each target's outcome", async () => {
    mockApi({ [GET]: ok({ ativo: planoAtivoFixture(), anterior: planoAnteriorFixture() }) });
    renderPlano(PATH);
    const anterior = await screen.findByRole('region', { name: 'Plano anterior (Guia 2025)' });
    expect(
      within(anterior).getByText('Avaliado em 10/05/2026 pelo Guia seguinte. Somente leitura.'),
    ).toBeInTheDocument();
    expect(within(anterior).getByText('1 de 3 metas atingidas')).toBeInTheDocument();
    const itens = within(anterior).getAllByRole('listitem');
    expect(
      itens.map((li) => within(li).getAllByText(/Atingida|Recuou|Não avaliável/)[0]?.textContent),
    ).toEqual(['Atingida', 'Recuou', 'Não avaliável']);
    expect(within(itens[0] as HTMLElement).getByText('Nível alcançado: Nível 3')).toBeInTheDocument();
    expect(within(anterior).queryByRole('button')).toBeNull();
  });

  it('says so when there is no active plan, and leads to the reports', async () => {
    mockApi({ [GET]: ok({ ativo: null, anterior: planoAnteriorFixture() }) });
    renderPlano(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem um plano de ação' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus relatórios' })).toHaveAttribute(
      'href',
      '/desempenho/objetos/7',
    );
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Plano anterior (Guia 2025)' })).toBeInTheDocument();
  });

  it("says when the unit is not found (another user's unit answers 404)", async () => {
    mockApi({});
    renderPlano(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontrado');
  });

  it("downloads the plan's PDF", async () => {
    const mock = mockApi({
      [GET]: ok({ ativo: planoAtivoFixture(), anterior: null }),
      'GET /api/Objeto/7/PlanoAcao/pdf': { body: {}, headers: { 'content-type': 'application/pdf' } },
    });
    const { user } = renderPlano(PATH);
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(mock.calls.map((c) => c.path)).toContain('/api/Objeto/7/PlanoAcao/pdf');
  });

  it("'Adicionar à agenda' downloads the deadline as an all-day event with a reminder", async () => {
    mockApi({ [GET]: ok({ ativo: planoAtivoFixture(), anterior: null }) });
    const { user } = renderPlano(PATH);
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Planejamento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adicionar à agenda' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const blob = blobs[0] as Blob;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const ics = await blob.text();
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20260619\r\n');
    expect(ics).toContain('\r\nSUMMARY:Prazo do plano de ação: 1.1.1 Planejamento\r\n');
    expect(ics).toContain('\r\nUID:plano-acao-item-9@guia\r\n');
    expect(ics).toContain('\r\nBEGIN:VALARM\r\n');
    expect(ics).toContain('DTSTAMP:20260520T150000Z');
  });
});
