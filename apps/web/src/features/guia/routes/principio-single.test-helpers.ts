import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { reiniciarOutboxes } from '@/lib/outbox/outbox';
import { signIn } from '@/testing/mock-api';

// What the principle page's tests share: the page's path, a saved answer, readers of the levels,
// and the signed-in session each test starts from.

export const nivel = (name: string) => screen.getByRole('checkbox', { name });
export const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map(
      (c) =>
        c.getAttribute('aria-label') ??
        c.closest('label')?.textContent ??
        (c as HTMLInputElement).labels?.[0]?.textContent,
    );

export const PATH = '/unidades/7/3/40/1';
export const ok = {
  body: { data: { questionario_id: 40, indicador_id: 101, nivel_id: 1012, peso: 2, percentual: null } },
};

/** Before each test: signed in, the orientation modal of Guia.Single (not under test here) declined. */
export function entrarNoGuia() {
  signIn();
  localStorage.setItem('guia.orientacao.40', 'negado');
}

/** After each test: signed out, nothing kept (the outbox's database included). */
export async function sairDoGuia() {
  await reiniciarOutboxes();
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
}
