import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render-route';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

type Props = Pick<ConfirmModalProps, 'onConfirm' | 'feito' | 'erroGenerico'>;

/** A page with a button that opens the confirmation. */
function Pagina({ onClose, ...props }: Props & { onClose: () => void }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button onClick={() => setAberto(true)}>Excluir o tema</Button>
      <ConfirmModal
        opened={aberto}
        title="Excluir tema"
        danger
        {...props}
        onClose={() => {
          onClose();
          setAberto(false);
        }}
      >
        Deseja realmente excluir o tema?
      </ConfirmModal>
    </>
  );
}

/** Renders the page; `onClose` is spied on. */
function renderConfirm(props: Props, onClose = vi.fn()) {
  const view = renderRoute([{ path: '/', element: <Pagina {...props} onClose={onClose} /> }]);
  return { ...view, onClose };
}

async function abrir(user: ReturnType<typeof renderConfirm>['user']) {
  await user.click(screen.getByRole('button', { name: 'Excluir o tema' }));
  return screen.findByRole('dialog', { name: 'Excluir tema' });
}

describe('ConfirmModal', () => {
  it('takes the focus into the dialog, asks the question, and Escape cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const { user, onClose } = renderConfirm({ onConfirm });
    const dialog = await abrir(user);
    expect(within(dialog).getByText('Deseja realmente excluir o tema?')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir tema' })).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once: the buttons wait for the call, then the modal closes and the answer is toasted', async () => {
    let concluir: (message: string) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<string>((resolve) => (concluir = resolve)));
    const { user, onClose } = renderConfirm({ onConfirm, feito: 'Excluído' });
    const dialog = await abrir(user);
    const excluir = within(dialog).getByRole('button', { name: 'Excluir' });

    await user.click(excluir);
    await user.click(excluir);
    expect(excluir).toBeDisabled();
    // The footer's Cancelar (the corner button shares its name).
    const cancelar = within(dialog)
      .getAllByRole('button', { name: 'Cancelar' })
      .find((b) => b.textContent === 'Cancelar');
    expect(cancelar).toBeDisabled();
    // Escape does not close a modal whose call is running.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    concluir('Tema excluído.');
    expect(await screen.findByText('Tema excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir tema' })).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on a refusal keeps the modal open with the server’s reason and the buttons back', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValue(new ApiError(409, { clientMessage: 'O tema tem materiais.', error: 'x' }));
    const { user, onClose } = renderConfirm({ onConfirm });
    const dialog = await abrir(user);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O tema tem materiais.');
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never shows a 5xx’s internals: the generic text instead', async () => {
    const falha = new ApiError(500, { clientMessage: 'relation "tema" does not exist', error: 'x' });
    const { user } = renderConfirm({ onConfirm: () => Promise.reject(falha) });
    const dialog = await abrir(user);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível concluir. Tente novamente em instantes.',
    );
  });

  it('closes at once, without a toast, when the confirmed act only changes the screen', async () => {
    const onConfirm = vi.fn();
    const toast = vi.spyOn(notifications, 'show');
    const { user, onClose } = renderConfirm({ onConfirm, erroGenerico: null });
    const dialog = await abrir(user);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });
});
