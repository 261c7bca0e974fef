import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, setupUser } from '@/testing/render-route';
import { PwaAvisos } from './components/pwa-avisos';
import { type AmbienteDoNavegador, DICA_IOS_CHAVE, deveMostrarDicaIos, ehSafariDoIos } from './dica-ios';
import { reiniciarRegistroParaTestes } from './registro';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  ipadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 385.0.0.21.84',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
};
const TEXTO = 'Para usar sem internet, toque em Compartilhar e depois em "Adicionar à Tela de Início".';

const ambiente = (patch: Partial<AmbienteDoNavegador>): AmbienteDoNavegador => ({
  userAgent: UA.iphoneSafari,
  maxTouchPoints: 5,
  standalone: false,
  ...patch,
});

describe('the iOS install hint rule', () => {
  it('recognises Safari on iPhone and on iPadOS (which says Macintosh), not other iOS browsers', () => {
    expect(ehSafariDoIos(ambiente({}))).toBe(true);
    expect(ehSafariDoIos(ambiente({ userAgent: UA.ipadOsSafari }))).toBe(true);
    // The same user agent on a real Mac (no touch screen) is desktop Safari.
    expect(ehSafariDoIos(ambiente({ userAgent: UA.ipadOsSafari, maxTouchPoints: 0 }))).toBe(false);
    expect(ehSafariDoIos(ambiente({ userAgent: UA.iphoneChrome }))).toBe(false);
    expect(ehSafariDoIos(ambiente({ userAgent: UA.iphoneInstagram }))).toBe(false);
    expect(ehSafariDoIos(ambiente({ userAgent: UA.android }))).toBe(false);
  });

  it('shows only on iOS Safari, not already opened from the Home Screen, and not seen before', () => {
    expect(deveMostrarDicaIos(ambiente({}), false)).toBe(true);
    expect(deveMostrarDicaIos(ambiente({ standalone: true }), false)).toBe(false);
    expect(deveMostrarDicaIos(ambiente({}), true)).toBe(false);
    expect(deveMostrarDicaIos(ambiente({ userAgent: UA.android }), false)).toBe(false);
  });
});

describe('the iOS install hint in the signed-in area', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    reiniciarRegistroParaTestes();
  });

  const abrir = () => renderRoute([{ path: '/', element: <PwaAvisos /> }]);

  it('is shown once per device on iOS Safari, and can be dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.iphoneSafari);
    const user = setupUser();
    const { unmount } = abrir();
    expect(await screen.findByText(TEXTO)).toBeInTheDocument();
    expect(localStorage.getItem(DICA_IOS_CHAVE)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fechar dica' }));
    expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();
    unmount();

    // The next visit on this device: not again.
    abrir();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();
  });

  it('is not shown on Android or when the Guia was opened from the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.android);
    const { unmount } = abrir();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();
    unmount();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.iphoneSafari);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      abrir();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();
      expect(localStorage.getItem(DICA_IOS_CHAVE)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });
});
