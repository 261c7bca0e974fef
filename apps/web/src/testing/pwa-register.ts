import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** Tests' stand-in for vite-plugin-pwa's `virtual:pwa-register` (see vitest.config.ts): registers nothing. */
export function registerSW(_options?: RegisterSWOptions) {
  return async (_reloadPage?: boolean) => {};
}
