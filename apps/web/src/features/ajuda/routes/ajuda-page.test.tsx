import type { FaqTopico } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { FaqTopicos } from '../components/faq-topicos';
import { AjudaPage } from './ajuda-page';

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
  for (const meta of document.head.querySelectorAll('meta[name="contato"]')) meta.remove();
});

/** The contact settings the server writes into index.html. */
function serverSends(contato: Record<string, string>) {
  const meta = document.createElement('meta');
  meta.name = 'contato';
  meta.content = JSON.stringify(contato);
  document.head.append(meta);
}

const FAQ: FaqTopico[] = [
  {
    id: 7,
    titulo: 'Preenchimento',
    descricao: '',
    ordem: 1,
    items: [
      {
        id: 70,
        titulo: 'Preciso responder tudo de uma vez?',
        descricao: 'Não. Cada resposta é salva.',
        ordem: 1,
      },
      { id: 71, titulo: 'O que são evidências?', descricao: 'Documentos que comprovam a prática.', ordem: 2 },
    ],
  },
  { id: 3, titulo: 'Relatórios', descricao: '', ordem: 2, items: [] },
];

describe('Ajuda', () => {
  it('offers contact by e-mail and phone, and the FAQ from the server with its first topic selected', async () => {
    serverSends({ email: 'fale@guia.example.org', telefone: '(65) 3321-4000' });
    signIn();
    mockApi({ 'GET /api/Faq': ok(FAQ) });
    const { user } = renderRoute([{ path: '/ajuda', element: <AjudaPage /> }], { path: '/ajuda' });
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: /\(\d\d\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+55/),
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Preenchimento', 'Relatórios']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const pergunta = within(panel).getByRole('button', { name: 'Preciso responder tudo de uma vez?' });
    await user.click(pergunta);
    expect(pergunta).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Não. Cada resposta é salva.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pergunta' }), 'evidencias');
    expect(screen.getAllByRole('button', { name: /evidências/ })).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pergunta' }));

    await user.click(screen.getByRole('tab', { name: 'Relatórios' }));
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });

  it('searches every topic, not only the selected tab, and names the topic of each match', async () => {
    signIn();
    const topicos: FaqTopico[] = [
      FAQ[0]!,
      {
        id: 9,
        titulo: 'Conta e acesso',
        descricao: '',
        ordem: 3,
        items: [
          { id: 90, titulo: 'Esqueci minha senha', descricao: 'Use "Esqueci a senha" no login.', ordem: 1 },
        ],
      },
    ];
    mockApi({ 'GET /api/Faq': ok(topicos) });
    const { user } = renderRoute([{ path: '/ajuda', element: <AjudaPage /> }], { path: '/ajuda' });
    expect((await screen.findAllByRole('tab'))[0]).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pergunta' }), 'senha');
    expect(screen.getByRole('status')).toHaveTextContent('1 pergunta encontrada em todos os tópicos');
    const resultado = screen.getByRole('button', { name: /Esqueci minha senha/ });
    expect(resultado).toHaveTextContent('Tópico: Conta e acesso');
    await user.click(resultado);
    expect(screen.getByText('Use "Esqueci a senha" no login.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pergunta' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pergunta' }), 'xyz');
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });

  it('shows the error with a retry when GET Faq fails', async () => {
    signIn();
    mockApi({ 'GET /api/Faq': { status: 500, body: { error: 'x', clientMessage: 'Falha no servidor' } } });
    renderRoute([{ path: '/ajuda', element: <AjudaPage /> }], { path: '/ajuda' });
    expect(await screen.findByText('Não foi possível carregar as perguntas frequentes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar dados' })).toBeInTheDocument();
  });

  it("reads 'Nenhuma pergunta encontrada' when there are no topics", () => {
    renderRoute([{ path: '/', element: <FaqTopicos topicos={[]} /> }]);
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });
});
