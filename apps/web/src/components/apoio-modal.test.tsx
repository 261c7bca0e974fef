import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { ApoioModal } from './apoio-modal';

describe('ApoioModal', () => {
  it("lists the indicator's support links under 'Material de apoio:', each opening in a new window", async () => {
    renderRoute([
      {
        path: '/',
        element: (
          <ApoioModal
            opened
            onClose={() => {}}
            apoio={[{ id: 1, titulo: 'Código Florestal', url: 'https://www.planalto.gov.br/l12651.htm' }]}
          />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Material de apoio:' });
    const link = within(dialog).getByRole('link', { name: 'Código Florestal' });
    expect(link).toHaveAttribute('href', 'https://www.planalto.gov.br/l12651.htm');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("reads 'Não disponível...' when the indicator has none", async () => {
    renderRoute([{ path: '/', element: <ApoioModal opened onClose={() => {}} apoio={[]} /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Material de apoio:' });
    expect(within(dialog).getByText('Não disponível para este indicador.')).toBeInTheDocument();
  });
});
