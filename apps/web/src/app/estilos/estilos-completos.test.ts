import { describe, expect, it } from 'vitest';
import { carregarEstilosCompletos, estilosCompletosProntos } from './estilos-completos';

const RESTO = '/assets/mantine-resto-a1.css';

/** A document as the server sends it: the landing's, with the placeholder, or the shell's, with the link. */
function documento(head: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = head;
  return doc;
}

const DA_LANDING =
  '<link rel="stylesheet" href="/assets/index-b2.css"><meta name="estilos-completos">' +
  '<link rel="stylesheet" href="/assets/landing-c3.css">';
const DO_SHELL = `<link rel="stylesheet" href="/assets/index-b2.css"><link rel="stylesheet" href="${RESTO}" data-estilos-completos>`;

const folhas = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));

describe("Mantine's full styles (issue 16 §4)", () => {
  it('links them where the landing left their place, and resolves once they have loaded', async () => {
    const doc = documento(DA_LANDING);
    expect(estilosCompletosProntos(doc)).toBe(false);
    let pronto = false;
    const promessa = carregarEstilosCompletos(doc, RESTO).then(() => {
      pronto = true;
    });
    // Between the entry's sheet and the landing's: the place index.html gives them in the cascade.
    expect(folhas(doc)).toEqual(['/assets/index-b2.css', RESTO, '/assets/landing-c3.css']);
    expect(doc.querySelector('meta[name="estilos-completos"]')).toBeNull();
    await Promise.resolve();
    expect(pronto).toBe(false);
    expect(estilosCompletosProntos(doc)).toBe(false);
    doc.querySelector('link[data-estilos-completos]')?.dispatchEvent(new Event('load'));
    await promessa;
    expect(estilosCompletosProntos(doc)).toBe(true);
  });

  it('asks once, however many wait', async () => {
    const doc = documento(DA_LANDING);
    const primeira = carregarEstilosCompletos(doc, RESTO);
    const segunda = carregarEstilosCompletos(doc, RESTO);
    expect(segunda).toBe(primeira);
    expect(doc.querySelectorAll('link[data-estilos-completos]')).toHaveLength(1);
  });

  it('lets the page open without them when they fail to load', async () => {
    const doc = documento(DA_LANDING);
    const promessa = carregarEstilosCompletos(doc, RESTO);
    doc.querySelector('link[data-estilos-completos]')?.dispatchEvent(new Event('error'));
    await expect(promessa).resolves.toBeUndefined();
    expect(estilosCompletosProntos(doc)).toBe(true);
  });

  it('waits for nothing where the document links them (index.html)', async () => {
    const doc = documento(DO_SHELL);
    expect(estilosCompletosProntos(doc)).toBe(true);
    await carregarEstilosCompletos(doc, RESTO);
    expect(folhas(doc)).toEqual(['/assets/index-b2.css', RESTO]);
  });
});
