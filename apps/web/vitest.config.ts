import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
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
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A timeout catches a hung test, not a slow one: the heaviest screens (the structure editor, the unit
    // list) take 10-20 s under jsdom when CI shares the machine's two cores with the API tests.
    testTimeout: 30_000,
  },
});
