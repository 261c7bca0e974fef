/// <reference types="vite-plugin-pwa/vanillajs" />
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * The service worker's registration (issue 16 §3), once per page, started by the signed-in shell only:
 * the landing's first visit never downloads the worker nor the shell it precaches. A new version waits
 * ('prompt'): `disponivel` turns true and the user decides when to reload ('Atualizar').
 */
type RegisterSW = (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;
export type CarregarRegistro = () => Promise<{ registerSW: RegisterSW }>;

/** The build's registration module (vite-plugin-pwa), loaded on demand: it is not in the landing's bundle. */
const carregarDoBuild: CarregarRegistro = () => import('virtual:pwa-register');

let iniciado = false;
let atualizarSw: ((reloadPage?: boolean) => Promise<void>) | null = null;
let estado = { disponivel: false };
const ouvintes = new Set<() => void>();

function mudar(novo: typeof estado) {
  estado = novo;
  for (const ouvinte of ouvintes) ouvinte();
}

/** Registers the worker the first time it is called in this page; later calls do nothing. */
export async function registrarServiceWorker(carregar: CarregarRegistro = carregarDoBuild): Promise<void> {
  if (iniciado) return;
  iniciado = true;
  try {
    const { registerSW } = await carregar();
    atualizarSw = registerSW({
      immediate: true,
      onNeedRefresh: () => mudar({ disponivel: true }),
      onRegisterError: (error: unknown) => console.warn('service worker não registrado', error),
    });
  } catch (error) {
    // A failed registration only costs the offline shell: the app works as before.
    console.warn('service worker não registrado', error);
  }
}

/** Lets the waiting version take over, then reloads (only when the user asked for it). */
export async function atualizarAgora(): Promise<void> {
  mudar({ disponivel: false });
  await atualizarSw?.(true);
}

/** Hides the offer for this page; the new version takes over at the next visit anyway. */
export function dispensarAtualizacao() {
  mudar({ disponivel: false });
}

export function lerEstado() {
  return estado;
}

export function ouvirEstado(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** Tests only: forget the registration so the next call registers again. */
export function reiniciarRegistroParaTestes() {
  iniciado = false;
  atualizarSw = null;
  estado = { disponivel: false };
}
