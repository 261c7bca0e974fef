import { describe, expect, it } from 'vitest';
import { arquivoDoResto, linkDoResto } from './estilos-completos';

/** What the build holds when index.html is written: the entry, its sheet, and the rest's (from its `?url`). */
const BUNDLE = {
  'assets/index-a1.js': { type: 'chunk' as const, fileName: 'assets/index-a1.js' },
  'assets/index-b2.css': {
    type: 'asset' as const,
    fileName: 'assets/index-b2.css',
    originalFileNames: [],
  },
  'assets/mantine-resto-c3.css': {
    type: 'asset' as const,
    fileName: 'assets/mantine-resto-c3.css',
    originalFileNames: ['/repo/apps/web/src/app/estilos/mantine-resto.css'],
  },
};

describe("index.html's link to the rest of Mantine's styles (issue 16 §4)", () => {
  it("is a render-blocking style sheet, in the head, marked for the landing's prerender", () => {
    expect(linkDoResto(BUNDLE, '/')).toEqual({
      tag: 'link',
      attrs: {
        rel: 'stylesheet',
        crossorigin: true,
        href: '/assets/mantine-resto-c3.css',
        'data-estilos-completos': true,
      },
      injectTo: 'head',
    });
  });

  it('stops the build when the rest was not built once', () => {
    const { 'assets/mantine-resto-c3.css': _, ...sem } = BUNDLE;
    expect(() => arquivoDoResto(sem)).toThrow(/mantine-resto\.css, tem 0/);
  });
});
