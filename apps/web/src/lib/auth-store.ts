import type { AuthData } from '@guia/shared';
import { useSyncExternalStore } from 'react';

const KEY = 'guia.auth';
const listeners = new Set<() => void>();
let current: AuthData | null = read();

function read(): AuthData | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AuthData) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

/** The signed-in user's auth data, persisted in browser storage (spec §3). */
export const authStore = {
  get: () => current,
  set(data: AuthData | null) {
    current = data;
    if (data) localStorage.setItem(KEY, JSON.stringify(data));
    else localStorage.removeItem(KEY);
    emit();
  },
  update(patch: Partial<AuthData>) {
    if (current) authStore.set({ ...current, ...patch });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      current = read();
      emit();
    }
  });
}

/** React hook: the current auth data, or null when logged out. */
export function useAuth(): AuthData | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
