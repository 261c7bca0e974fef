import { z } from 'zod';
import { idField, requiredText, textField } from './common.ts';
import { onboardingSlide } from './reference.ts';

/** Longest description of a welcome slide (characters). */
export const ONBOARDING_DESCRICAO_MAX = 2000;

export const ONBOARDING_MENSAGENS = {
  titulo: 'Informe o título',
  descricao: 'Informe a descrição',
  imagem: 'Selecione uma imagem (gif, jpg, jpeg ou png).',
  ordem: 'Informe a nova posição',
  slideInvalido: 'Onboarding inválido',
  naoEncontrado: 'Onboarding não encontrado',
  criado: 'Onboarding cadastrado',
  atualizado: 'Onboarding atualizado',
  excluido: 'Onboarding excluído',
  ordemSalva: 'Ordem salva',
} as const;

/** Admin/Onboarding: a slide as administrators list it (the public slide: order, texts, image URL). */
export const adminOnboarding = onboardingSlide;
export type AdminOnboarding = z.infer<typeof adminOnboarding>;

/**
 * The text fields of POST Admin/Onboarding and PUT Admin/Onboarding/{id} (multipart/form-data,
 * with the image in the file field `imagem`). A new slide always goes last (count + 1): an `ordem`
 * sent along is ignored.
 */
export const adminOnboardingCampos = z.object({
  titulo: requiredText(ONBOARDING_MENSAGENS.titulo, 200),
  descricao: textField({ error: ONBOARDING_MENSAGENS.descricao, multiline: true })
    .trim()
    .min(1, ONBOARDING_MENSAGENS.descricao)
    .max(ONBOARDING_DESCRICAO_MAX, `Use no máximo ${ONBOARDING_DESCRICAO_MAX} caracteres`),
});
export type AdminOnboardingCampos = z.input<typeof adminOnboardingCampos>;

/** PUT Admin/Onboarding/Ordem/{id}: the slide's new position (1 = first; past the end = last). */
export const adminOnboardingOrdemBody = z.object({
  ordem: z.coerce
    .number({ error: ONBOARDING_MENSAGENS.ordem })
    .int(ONBOARDING_MENSAGENS.ordem)
    .min(1, ONBOARDING_MENSAGENS.ordem)
    .max(10_000, ONBOARDING_MENSAGENS.ordem),
});
export type AdminOnboardingOrdemBody = z.input<typeof adminOnboardingOrdemBody>;

export const adminOnboardingParams = z.object({ id: idField(ONBOARDING_MENSAGENS.slideInvalido) });
