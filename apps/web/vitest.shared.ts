import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The test files that keep per-file state a shared module registry would carry into the next file:
 * module mocks (`vi.mock` factories are applied once per worker when files share modules) and the
 * IndexedDB copies and outbox (Dexie keeps its connections at module level). They run isolated, in the
 * `web-isolado` project; every other file shares its worker's modules (`web`, `isolate: false`), which
 * saves the jsdom set-up and the imports per file (~250 s → ~100 s on two cores).
 */
export const ARQUIVOS_ISOLADOS = [
  'src/app/require-auth.test.tsx',
  'src/features/pwa/registro.test.tsx',
  'src/features/desempenho/**/*.test.tsx',
  'src/lib/download-pdf.test.ts',
  'src/api/get-objeto.test.ts',
  'src/features/guia/api/get-guia.test.tsx',
  'src/lib/indexeddb/**/*.test.ts',
  'src/lib/outbox/**/*.test.{ts,tsx}',
  'src/lib/guia-offline/**/*.test.ts',
  // The answering screens and what else reads or writes the outbox.
  'src/features/guia/**/*.test.{ts,tsx}',
  'src/components/evidencia/**/*.test.{ts,tsx}',
  'src/app/logout.test.tsx',
  // Renders the whole landing and reads every class on the page: a lazy form or a notice an earlier file
  // left in the shared modules would show classes of the rest sheet (it failed once in a full run).
  'src/app/estilos/mantine.test.tsx',
];

export function projetoWeb(
  nome: string,
  arquivos: { include: string[]; exclude?: string[] },
  isolate: boolean,
) {
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: {
        '@': path.resolve(import.meta.dirname, 'src'),
        // vite-plugin-pwa's registration module exists only in the app's build: tests get a stand-in that
        // registers nothing (a test mocks it with vi.mock to see the calls).
        'virtual:pwa-register': path.resolve(import.meta.dirname, 'src/testing/pwa-register.ts'),
      },
    },
    test: {
      name: nome,
      root: import.meta.dirname,
      include: arquivos.include,
      exclude: [...(arquivos.exclude ?? []), '**/node_modules/**'],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // A timeout catches a hung test, not a slow one: the heaviest screens (the structure editor, the unit
      // list) take 10-20 s under jsdom when CI shares the machine's two cores with the API tests.
      testTimeout: 30_000,
      isolate,
    },
  });
}
