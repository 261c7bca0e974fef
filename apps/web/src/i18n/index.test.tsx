import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { carregarTextos, comTextos, iniciar } from './index';
import { CARREGADORES, EAGER, NAMESPACES } from './namespaces';

const IDIOMA = 'pt-BR';
// A namespace outside the entry (the answering screens'), and one of its texts.
const LAZY = 'guia';
const CONCLUIR = 'Concluir';

function Titulo() {
  const { t } = useTranslation(LAZY);
  return <h1>{t('concluido.concluir')}</h1>;
}

/** An instance set up as the app's, as a visit starts (the test setup loaded the app's whole catalogue). */
async function novaVisita() {
  const instancia = i18n.createInstance();
  await iniciar(instancia);
  return instancia;
}

describe("the catalogue's split (issue 16 §4)", () => {
  it('puts in the entry only what any first screen may draw: the loader and error page, the cookie bar, the titles', async () => {
    expect(Object.keys(EAGER).sort()).toEqual(['common', 'cookies', 'titulos']);
    const visita = await novaVisita();
    expect(Object.keys(visita.getDataByLanguage(IDIOMA) ?? {}).sort()).toEqual([
      'common',
      'cookies',
      'titulos',
    ]);
    expect(visita.t('common:fechar')).toBe('Fechar');
  });

  it('reaches every other JSON file of pt-BR through a loader, each namespace once', () => {
    const arquivos = Object.keys(import.meta.glob('./pt-BR/*.json')).map((f) =>
      f.slice('./pt-BR/'.length, -5),
    );
    expect([...NAMESPACES].sort()).toEqual(arquivos.sort());
    expect(Object.keys(CARREGADORES).filter((ns) => ns in EAGER)).toEqual([]);
    expect(Object.keys(CARREGADORES)).toEqual(expect.arrayContaining(['admin-guia', 'landing', LAZY]));
  });
});

describe('a namespace outside the entry', () => {
  const guardado = i18n.getResourceBundle(IDIOMA, LAZY) as Record<string, unknown>;
  afterEach(() => {
    vi.restoreAllMocks();
    if (!i18n.hasResourceBundle(IDIOMA, LAZY)) i18n.addResourceBundle(IDIOMA, LAZY, guardado);
  });

  /** Drops the namespace from the app's instance (the test setup loaded it), as if never read. */
  function esquecer() {
    i18n.removeResourceBundle(IDIOMA, LAZY);
    expect(i18n.hasResourceBundle(IDIOMA, LAZY)).toBe(false);
  }

  it('is read through the backend, from its JSON module, when a screen asks for it', async () => {
    const visita = await novaVisita();
    expect(visita.hasResourceBundle(IDIOMA, LAZY)).toBe(false);
    await visita.loadNamespaces(LAZY);
    expect(visita.t(`${LAZY}:concluido.concluir`)).toBe(CONCLUIR);
    expect(visita.getResourceBundle(IDIOMA, LAZY)).toEqual(guardado);
  });

  it('makes a component that draws it wait under Suspense, never showing its keys', async () => {
    const visita = await novaVisita();
    render(
      <I18nextProvider i18n={visita}>
        <Suspense fallback={<p>carregando</p>}>
          <Titulo />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(screen.queryByText('concluido.concluir')).toBeNull();
    expect(await screen.findByRole('heading', { name: CONCLUIR })).toBeInTheDocument();
  });

  it('loads beside the code that draws it (`comTextos`): the code is asked for before the texts are in', async () => {
    esquecer();
    const codigo = vi.fn(async () => 'Tela');
    const carregar = comTextos([LAZY], codigo);
    expect(codigo).not.toHaveBeenCalled();
    const pronto = carregar();
    expect(codigo).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle(IDIOMA, LAZY)).toBe(false);
    await expect(pronto).resolves.toBe('Tela');
    expect(i18n.t(`${LAZY}:concluido.concluir`)).toBe(CONCLUIR);
  });

  it('rejects when it cannot be read, rather than leave keys on screen, and is read again the next time', async () => {
    await expect(carregarTextos(['nao-existe'])).rejects.toThrow(/nao-existe/);
    esquecer();
    const lido = vi
      .spyOn(CARREGADORES as Record<string, () => Promise<unknown>>, LAZY)
      .mockRejectedValueOnce(new Error('offline'));
    await expect(carregarTextos([LAZY])).rejects.toThrow(/guia/);
    await expect(comTextos([LAZY], async () => 'Tela')()).resolves.toBe('Tela');
    expect(lido).toHaveBeenCalledTimes(2);
    expect(i18n.hasResourceBundle(IDIOMA, LAZY)).toBe(true);
  });
});
