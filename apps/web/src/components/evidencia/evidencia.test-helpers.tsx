import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { reiniciarOutboxes } from '@/lib/outbox/outbox';
import { signIn } from '@/testing/mock-api';

/** Chooses files in the modal's file input, as the picker does. */
export function escolher(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

/** A small PNG named `nome` (its last byte differs by name, so two files never share a body). */
export const png = (nome: string) =>
  new File([new Uint8Array([137, 80, 78, 71, nome.length])], nome, { type: 'image/png' });

/** Each test signed in with a fresh outbox (user 1), and nothing left behind. */
export function comOutboxLimpo() {
  beforeEach(async () => {
    signIn();
    await reiniciarOutboxes();
  });
  afterEach(async () => {
    await reiniciarOutboxes();
    authStore.set(null);
    vi.unstubAllGlobals();
  });
}
