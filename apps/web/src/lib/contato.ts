import { CONTATO_PADRAO, type Contato, REDES_SOCIAIS } from '@guia/shared';

const CHANNELS = ['email', 'telefone', 'whatsapp', ...REDES_SOCIAIS] as const;

/**
 * The deployment's contact channels (CONTATO_* on the server), from the meta tag the server writes
 * into index.html. Without the tag (the Vite dev server) the programme's defaults apply.
 */
export function getContato(): Contato {
  const raw = typeof document === 'undefined' ? undefined : readMeta();
  if (raw === undefined) return CONTATO_PADRAO;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  const contato: Contato = {};
  for (const channel of CHANNELS) {
    const value = (parsed as Record<string, unknown> | null)?.[channel];
    if (typeof value === 'string' && value.trim() !== '') contato[channel] = value;
  }
  return contato;
}

function readMeta(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="contato"]')?.content;
}

/** A WhatsApp chat link, optionally with a first message. */
export function whatsappHref(numero: string, mensagem?: string): string {
  return `https://wa.me/${numero}${mensagem ? `?text=${encodeURIComponent(mensagem)}` : ''}`;
}
