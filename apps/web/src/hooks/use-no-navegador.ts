import { useSyncExternalStore } from 'react';

const nuncaMuda = () => () => {};

/**
 * False while the markup is drawn without a browser (the landing's prerender) and during the hydration of
 * that markup; true from then on, and from the start of any render in the browser that hydrates nothing.
 * What depends on this browser or this deployment (the stored cookie choice, the contact channels, today's
 * year) waits for it, so that the hydration finds exactly the prerendered markup.
 */
export function useNoNavegador(): boolean {
  return useSyncExternalStore(
    nuncaMuda,
    () => true,
    () => false,
  );
}
