import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OPEN_COOKIE_PREFERENCES_EVENT, storageKeys } from '@/lib/local-state';
import { CookieConsent } from './cookie-consent';

function renderConsent() {
  const router = createMemoryRouter([{ path: '/', element: <CookieConsent /> }]);
  const view = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? 'null');

describe('CookieConsent', () => {
  it('is a labelled region until the visitor accepts, then stays hidden', async () => {
    const first = renderConsent();
    const region = screen.getByRole('region', { name: 'Este site usa cookies' });
    expect(region).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('region', { name: 'Este site usa cookies' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ necessarios: true, desempenho: true, funcionalidade: true });

    first.unmount();
    renderConsent();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('"Recusar" stores only the necessary cookies', async () => {
    const { user } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(stored()).toMatchObject({ necessarios: true, desempenho: false, funcionalidade: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('preferences keep the necessary cookies on and save the chosen toggles', async () => {
    const { user } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Preferências' }));
    expect(screen.getByRole('switch', { name: 'Necessários' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Necessários' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Desempenho' }));
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(stored()).toMatchObject({ desempenho: true, funcionalidade: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens on the footer event with the stored choice', async () => {
    localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({ necessarios: true, desempenho: true, funcionalidade: false, em: '2026-01-01' }),
    );
    renderConsent();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
    });
    expect(screen.getByRole('region', { name: 'Preferências de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Desempenho' })).toBeChecked();
  });
});
