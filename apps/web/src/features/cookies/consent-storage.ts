import { storageKeys } from '@/lib/local-state';

/** The visitor's cookie choice, stored locally (spec §3 "Locally stored flags"). */
export interface CookieConsent {
  necessarios: true;
  desempenho: boolean;
  funcionalidade: boolean;
  /** When the choice was made (ISO date). */
  em: string;
}

/** The stored choice, or null while the visitor has not chosen. */
export function readCookieConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(storageKeys.cookieConsent);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof value.desempenho !== 'boolean' || typeof value.funcionalidade !== 'boolean') return null;
    return {
      necessarios: true,
      desempenho: value.desempenho,
      funcionalidade: value.funcionalidade,
      em: String(value.em),
    };
  } catch {
    return null;
  }
}

/** Stores the choice; the necessary cookies are always on. */
export function saveCookieConsent(choice: { desempenho: boolean; funcionalidade: boolean }): CookieConsent {
  const consent: CookieConsent = { necessarios: true, ...choice, em: new Date().toISOString() };
  localStorage.setItem(storageKeys.cookieConsent, JSON.stringify(consent));
  return consent;
}
