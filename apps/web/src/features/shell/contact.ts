const env = import.meta.env;

/**
 * The programme's contact channels, shown in the footer and on Ajuda. The defaults are placeholders:
 * each deployment sets its real channels through these VITE_* build variables.
 */
export const contato = {
  email: (env.VITE_CONTATO_EMAIL as string | undefined) || 'contato@guiadapecuaria.org.br',
  telefone: (env.VITE_CONTATO_TELEFONE as string | undefined) || '(11) 3090-0000',
  /** WhatsApp number in international digits, for https://wa.me/<number>. */
  whatsapp: (env.VITE_CONTATO_WHATSAPP as string | undefined) || '5511930900000',
  redes: {
    instagram: (env.VITE_REDE_INSTAGRAM as string | undefined) || 'https://www.instagram.com/guiadapecuaria',
    facebook: (env.VITE_REDE_FACEBOOK as string | undefined) || 'https://www.facebook.com/guiadapecuaria',
    linkedin:
      (env.VITE_REDE_LINKEDIN as string | undefined) || 'https://www.linkedin.com/company/guiadapecuaria',
    youtube: (env.VITE_REDE_YOUTUBE as string | undefined) || 'https://www.youtube.com/@guiadapecuaria',
  },
} as const;

/** Digits of a phone number for a tel: link. */
export function telHref(telefone: string): string {
  return `tel:+55${telefone.replace(/\D+/g, '')}`;
}
