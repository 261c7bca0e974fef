import { z } from 'zod';
import { textoLegal } from './auth.ts';
import { textField } from './common.ts';

export const categoria = z.object({
  id: z.number(),
  sigla: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  cor: z.string(),
  ativo: z.boolean(),
});
export type Categoria = z.infer<typeof categoria>;

export const categoriaQuery = z.object({
  onlyActive: z
    .enum(['true', 'false'], { error: 'Use true ou false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const itemLista = z.object({ id: z.number(), descricao: z.string() });
export type ItemLista = z.infer<typeof itemLista>;

export const cidade = z.object({ codigo: z.number(), nome: z.string() });
export const estado = z.object({ sigla: z.string(), nome: z.string(), regiao: z.string() });
export type Cidade = z.infer<typeof cidade>;
export type Estado = z.infer<typeof estado>;

export const onboardingSlide = z.object({
  id: z.number(),
  ordem: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  imagem: z.string(),
  nomearquivo: z.string(),
});
export type OnboardingSlide = z.infer<typeof onboardingSlide>;

/** GET Estado/{uf}/Cidade. Unknown sigla answers 404, so any text is accepted here. */
export const estadoParams = z.object({
  uf: textField().trim().toUpperCase(),
});

/** Longest terms or privacy text accepted (HTML characters). */
export const TEXTO_LEGAL_MAX = 200_000;

/** Longest 'O que mudou' summary of a published legal text. */
export const RESUMO_ALTERACOES_MAX = 500;

/** 'O que mudou' of a published legal text: the web's publish modal always asks for it. */
export const resumoAlteracoesField = textField({ error: 'Descreva o que mudou', multiline: true })
  .trim()
  .min(1, 'Descreva o que mudou')
  .max(RESUMO_ALTERACOES_MAX, `Use no máximo ${RESUMO_ALTERACOES_MAX} caracteres`);

/**
 * POST Admin/TermosUso and Admin/PoliticaPrivacidade: the rich text (HTML) to publish and what
 * changed. The spec's call sends only `texto`, so `resumo` stays optional here.
 */
export const textoLegalBody = z.object({
  texto: textField({ error: 'Informe o texto', multiline: true })
    .trim()
    .min(1, 'Informe o texto')
    .max(TEXTO_LEGAL_MAX, `O texto deve ter no máximo ${TEXTO_LEGAL_MAX.toLocaleString('pt-BR')} caracteres`),
  resumo: resumoAlteracoesField.optional(),
});
export type TextoLegalBody = z.input<typeof textoLegalBody>;

/** A terms or privacy text as administrators see it: with the version users accept. */
export const textoLegalAdmin = textoLegal.extend({ versao: z.number() });
export type TextoLegalAdmin = z.infer<typeof textoLegalAdmin>;
