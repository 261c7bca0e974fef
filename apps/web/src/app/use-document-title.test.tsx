import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { RootLayout } from './layouts/root-layout';
import { routeNameOf } from './use-document-title';

afterEach(() => {
  document.title = '';
});

function renderAt(path: string) {
  return renderRoute([{ element: <RootLayout />, children: [{ path: '*', element: <p>tela</p> }] }], {
    path,
  });
}

describe('document titles', () => {
  it.each([
    ['/', 'Autoavaliação de sustentabilidade da pecuária | Guia'],
    ['/resumo', 'Resumo | Guia'],
    ['/unidades', 'Unidades | Guia'],
    ['/unidades/12', 'Unidade | Guia'],
    ['/unidades/12/3/7/finalizar', 'Finalizar Guia | Guia'],
    ['/unidades/12/3/7/2', 'Princípio | Guia'],
    ['/desempenho/12/3/7/prioridades', 'Indicadores prioritários | Guia'],
    ['/ajuda', 'Ajuda e suporte | Guia'],
    ['/configuracoes/excluir-conta', 'Excluir conta | Guia'],
    ['/configuracoes/autorizacoes', 'Autorizações | Guia'],
    ['/tecnico/credenciamento', 'Credenciamento de técnico | Guia'],
    ['/tecnico/produtores', 'Produtores que atendo | Guia'],
    ['/admin/tecnicos', 'Técnicos (administração) | Guia'],
    ['/admin/estatisticas', 'Estatísticas | Guia'],
    ['/admin/usuarios', 'Usuários | Guia'],
    ['/admin/objetos/5', 'Unidade (administração) | Guia'],
    ['/admin/guia', 'Guia (administração) | Guia'],
    ['/admin', 'Administração | Guia'],
    ['/nao-existe', 'Página não encontrada | Guia'],
  ])('%s is titled "%s"', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('changes the title on navigation', async () => {
    const { router } = renderAt('/resumo');
    await waitFor(() => expect(document.title).toBe('Resumo | Guia'));
    await router.navigate('/configuracoes');
    await waitFor(() => expect(document.title).toBe('Configurações | Guia'));
  });

  it('names a static segment before a parameter', () => {
    expect(routeNameOf('/unidades/1/2/3/finalizar')).toBe('Guia.Finalizar');
    expect(routeNameOf('/unidades/1/2/3/4')).toBe('Principio.Single');
    expect(routeNameOf('/comprovante')).toBe('Comprovante.Verificar');
    expect(routeNameOf('/comprovante/ABCD-EFGH-JKMN')).toBe('Comprovante');
  });
});
