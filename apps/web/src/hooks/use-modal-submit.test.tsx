import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render-route';
import { useModalSubmit } from './use-modal-submit';

type Valores = { titulo: string; descricao: string };

type Enviar = (v: Valores) => Promise<unknown>;

/** A modal's form: two fields, the alert and Concluir. */
function Formulario({ enviar, onClose }: { enviar: Enviar; onClose: () => void }) {
  const form = useForm<Valores>({ initialValues: { titulo: 'Cartilhas', descricao: '' } });
  const { submit, pending, erro } = useModalSubmit(form, { enviar, onClose, sucesso: 'Tema salvo.' });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Título" {...form.getInputProps('titulo')} />
      <TextInput label="Descrição" {...form.getInputProps('descricao')} />
      <FormAlert message={erro} />
      <Button type="submit" loading={pending} disabled={pending}>
        Concluir
      </Button>
    </form>
  );
}

/** Renders the form; `onClose` is spied on. */
function renderForm(enviar: Enviar, onClose = vi.fn()) {
  return {
    ...renderRoute([{ path: '/', element: <Formulario enviar={enviar} onClose={onClose} /> }]),
    onClose,
  };
}

describe('useModalSubmit', () => {
  it('maps a 400’s per-field messages to the fields, keeps the modal open and the button back', async () => {
    const enviar = vi.fn().mockRejectedValue(
      new ApiError(400, {
        error: 'Dados inválidos',
        clientMessage: 'Dados inválidos',
        fields: { titulo: 'Já existe um tema com este título', descricao: 'Informe a descrição' },
      }),
    );
    const { user, onClose } = renderForm(enviar);
    await user.click(screen.getByRole('button', { name: 'Concluir' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
        'Já existe um tema com este título',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
      'Informe a descrição',
    );
    // The fields say it: no second, general message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeEnabled();
    expect(enviar).toHaveBeenCalledWith({ titulo: 'Cartilhas', descricao: '' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field in the form’s alert', async () => {
    const { user, onClose } = renderForm(() =>
      Promise.reject(new ApiError(409, { error: 'x', clientMessage: 'O tema foi excluído.' })),
    );
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O tema foi excluído.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits for the call, then toasts the server’s message and closes', async () => {
    let concluir: (v: unknown) => void = () => {};
    const { user, onClose } = renderForm(() => new Promise((resolve) => (concluir = resolve)));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeDisabled();

    concluir({ data: null, message: 'Tema cadastrado.' });
    expect(await screen.findByText('Tema cadastrado.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
