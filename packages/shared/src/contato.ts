/** The programme's public contact channels. A channel left out is not shown anywhere. */
export interface Contato {
  email?: string;
  /** Shown as written, e.g. "(61) 3035-4200". */
  telefone?: string;
  /** International digits for https://wa.me/<number>, e.g. "5561996350400". */
  whatsapp?: string;
  instagram?: string;
  facebook?: string;
  linkedin?: string;
  youtube?: string;
}

/** The social networks of the contact settings, in the order the footers show them. */
export const REDES_SOCIAIS = ['instagram', 'facebook', 'linkedin', 'youtube'] as const;
export type RedeSocial = (typeof REDES_SOCIAIS)[number];

/**
 * The channels shown when a deployment configures none (CONTATO_* variables): only the e-mail.
 * A phone number or a social profile is never invented: it would send producers to a stranger.
 */
export const CONTATO_PADRAO: Contato = {
  email: 'contato@guiadapecuaria.org.br',
};

/** "tel:+556130354200" from a Brazilian number as displayed. */
export function telefoneHref(telefone: string): string {
  const digits = telefone.replace(/\D+/g, '');
  return `tel:+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}
