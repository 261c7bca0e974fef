import '@testing-library/jest-dom/vitest';
// IndexedDB for the answer outbox (Dexie), in memory.
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { carregarTextos } from '@/i18n';
import { NAMESPACES } from '@/i18n/namespaces';

// The app loads a screen's namespaces with its code (src/i18n); tests render screens without their routes, so
// the whole catalogue is loaded first: every text is there at the first render, as in the app.
await carregarTextos(NAMESPACES);

// The suite runs beside the API tests on a loaded CI machine: give findBy/waitFor room beyond 1 s.
configure({ asyncUtilTimeout: 5000 });

// Files share a worker's modules (`isolate: false`): what a module keeps for the page (the notification
// store, the storages) is emptied after every test.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these browser APIs that Mantine and the carousel use.
const noop = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});
class ObserverStub {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
  takeRecords = () => [];
}
Object.assign(globalThis, { ResizeObserver: ObserverStub, IntersectionObserver: ObserverStub });
window.scrollTo = noop as typeof window.scrollTo;
Element.prototype.scrollIntoView = noop;
