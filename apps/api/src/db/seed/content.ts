import { readFile } from 'node:fs/promises';

/** The welcome slides of a fresh installation; administrators edit them afterwards. */
export const ONBOARDING_SLIDES = [
  {
    ordem: 1,
    titulo: 'Boas-vindas!',
    descricao:
      'Este é o seu espaço para avaliar a sustentabilidade da sua atuação na cadeia da carne bovina. A participação é voluntária, gratuita e confidencial.',
    fonte: '1-boas-vindas.svg',
    nomearquivo: 'boas-vindas.svg',
  },
  {
    ordem: 2,
    titulo: 'Cadastre a sua unidade',
    descricao:
      'Informe a categoria, o estado e o município da sua unidade. Produtores rurais também informam o CAR, o ciclo da atividade, o sistema adotado, as áreas e o rebanho.',
    fonte: '2-cadastre-unidade.svg',
    nomearquivo: 'cadastre-unidade.svg',
  },
  {
    ordem: 3,
    titulo: 'Responda aos cinco princípios',
    descricao:
      'Gestão, Comunidades, Trabalhadores, Meio Ambiente e Cadeia de Valor. Em cada indicador, escolha o nível que descreve a sua prática hoje e, se quiser, anexe evidências.',
    fonte: '3-cinco-principios.svg',
    nomearquivo: 'cinco-principios.svg',
  },
  {
    ordem: 4,
    titulo: 'Receba os seus relatórios',
    descricao:
      'Ao finalizar, veja o seu aproveitamento por princípio, os cinco indicadores prioritários e a comparação com a sua região e o país. Exporte tudo em PDF e emita o comprovante.',
    fonte: '4-relatorios.svg',
    nomearquivo: 'relatorios.svg',
  },
  {
    ordem: 5,
    titulo: 'Melhore a cada ano',
    descricao:
      'Use os materiais de apoio para alcançar o próximo nível e preencha o Guia novamente no ano seguinte para acompanhar a evolução da sua unidade.',
    fonte: '5-melhoria-continua.svg',
    nomearquivo: 'melhoria-continua.svg',
  },
] as const;

/** Reads one of the seed's own SVG illustrations. */
export function readOnboardingImage(fonte: string): Promise<Buffer> {
  return readFile(new URL(`./onboarding/${fonte}`, import.meta.url));
}

/** The first terms of use and privacy policy, as rich text (HTML). */
export async function readLegalTexts(): Promise<{ termos: string; privacidade: string }> {
  const [termos, privacidade] = await Promise.all([
    readFile(new URL('./legal/termos-de-uso.html', import.meta.url), 'utf8'),
    readFile(new URL('./legal/politica-de-privacidade.html', import.meta.url), 'utf8'),
  ]);
  return { termos: termos.trim(), privacidade: privacidade.trim() };
}
