/**
 * The iOS hint's rule (issue 16 §3): Safari on iOS has no install prompt, so the signed-in area says once
 * per device how to add the Guia to the Home Screen (where its data also lasts longer: WebKit clears a
 * site's storage after 7 days without a visit, but not an installed app's).
 */
export const DICA_IOS_CHAVE = 'guia.dica-ios-vista';

export interface AmbienteDoNavegador {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's `navigator.standalone`, or `display-mode: standalone`: already opened from the Home Screen. */
  standalone: boolean;
}

/** Safari on an iPhone, iPod or iPad (iPadOS presents itself as a Mac with a touch screen). */
export function ehSafariDoIos({ userAgent, maxTouchPoints }: AmbienteDoNavegador): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios) return false;
  // Chrome, Firefox, Edge, Opera and in-app browsers (Instagram, Facebook) on iOS name themselves.
  const outro = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|Instagram|FBAN|FBAV|Line\//.test(userAgent);
  return !outro && /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}

export function deveMostrarDicaIos(ambiente: AmbienteDoNavegador, jaVista: boolean): boolean {
  return !jaVista && !ambiente.standalone && ehSafariDoIos(ambiente);
}

/** The current browser, read once. */
export function ambienteAtual(): AmbienteDoNavegador {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}

export function dicaIosJaVista(): boolean {
  try {
    return localStorage.getItem(DICA_IOS_CHAVE) !== null;
  } catch {
    return true;
  }
}

export function marcarDicaIosVista() {
  try {
    localStorage.setItem(DICA_IOS_CHAVE, new Date().toISOString());
  } catch {
    // Private mode without storage: the hint may show again, which is harmless.
  }
}
