import { Modal } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { ColorField } from './color-field';

function NoModal({ onClose }: { onClose: () => void }) {
  const [cor, setCor] = useState('#1e63b5');
  return (
    <Modal opened onClose={onClose} title="Adicionar categoria">
      <ColorField label="Cor" value={cor} onChange={setCor} swatches={['#2f7d32']} />
      <output aria-label="valor">{cor}</output>
    </Modal>
  );
}

describe('ColorField', () => {
  it('names its sliders; Escape closes only the picker, a second Escape the modal', async () => {
    const onClose = vi.fn();
    const { user } = renderRoute([{ path: '/', element: <NoModal onClose={onClose} /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar categoria' });
    const campo = within(dialog).getByRole('textbox', { name: 'Cor' });

    await user.click(campo);
    // jsdom runs no CSS transitions: the dropdown is queried with hidden.
    expect(
      screen.getByRole('slider', { hidden: true, name: 'Saturação e brilho da cor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('slider', { hidden: true, name: 'Matiz da cor' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('slider', { hidden: true, name: 'Matiz da cor' })).not.toBeInTheDocument(),
    );
    expect(campo).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a typed colour', async () => {
    const { user } = renderRoute([{ path: '/', element: <NoModal onClose={() => {}} /> }]);
    const campo = await screen.findByRole('textbox', { name: 'Cor' });
    await user.clear(campo);
    await user.type(campo, '#1a2b3c');
    expect(screen.getByLabelText('valor')).toHaveTextContent('#1a2b3c');
  });
});
