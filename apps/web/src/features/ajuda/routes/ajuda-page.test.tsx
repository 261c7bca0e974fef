import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { FaqTopicos } from '../components/faq-topicos';
import { AjudaPage } from './ajuda-page';

afterEach(() => {
  authStore.set(null);
  for (const meta of document.head.querySelectorAll('meta[name="contato"]')) meta.remove();
});

/** The contact settings the server writes into index.html. */
function serverSends(contato: Record<string, string>) {
  const meta = document.createElement('meta');
  meta.name = 'contato';
  meta.content = JSON.stringify(contato);
  document.head.append(meta);
}

describe('Ajuda', () => {
  it('offers contact by e-mail and phone, and the FAQ with the first topic selected', async () => {
    serverSends({ email: 'fale@guia.example.org', telefone: '(65) 3321-4000' });
    signIn();
    const { user } = renderRoute([{ path: '/ajuda', element: <AjudaPage /> }], { path: '/ajuda' });
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: /\(\d\d\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+55/),
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Sobre o Guia');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'O que é o Guia?' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pergunta' }), 'zzz inexistente');
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });

  it("reads 'Nenhuma pergunta encontrada' when there are no topics", () => {
    renderRoute([{ path: '/', element: <FaqTopicos topicos={[]} /> }]);
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });
});
