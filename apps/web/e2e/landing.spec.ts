import { expect, type Page, test } from '@playwright/test';
import { signedUpUser } from './support/producers';

/** The landing's first paint needs no JavaScript (issue 16 §4): its content comes in the server's HTML. */
const TITULO = 'Sustentabilidade da pecuária, medida por quem faz';

test('the server sends / with the landing in its HTML, and every other path the empty shell', async ({
  request,
}) => {
  const landing = await (await request.get('/')).text();
  expect(landing).toMatch(new RegExp(`<h1[^>]*id="hero-titulo"[^>]*>${TITULO}</h1>`));
  expect(landing).toContain('CADASTRE-SE GRÁTIS');
  expect(landing).toContain('Crie sua conta gratuita');
  // The deployment's product name, written over the build's placeholder.
  expect(landing).toContain('O Guia é a autoavaliação anual da cadeia da carne bovina');
  expect(landing).not.toContain('__GUIA_PRODUTO__');
  // Mantine's styles beyond the landing's: a placeholder here, a render-blocking link in the shell.
  expect(landing).not.toMatch(/<link [^>]*mantine-resto/);
  expect(landing).toContain('<meta name="estilos-completos">');
  for (const path of ['/resumo', '/registro', '/index.html']) {
    const shell = await (await request.get(path)).text();
    expect(shell, path).toContain('<div id="root"></div>');
    expect(shell, path).not.toContain(TITULO);
    expect(shell, path).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/mantine-resto-[\w-]+\.css"/,
    );
  }
});

test('with JavaScript off, the landing shows its heading and its calls to act, styled', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();
  const cadastrar = page.getByRole('button', { name: 'CADASTRE-SE GRÁTIS' });
  await expect(cadastrar).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Crie sua conta gratuita' })).toBeVisible();
  // Mantine's style sheet and the landing's own are linked from the head: the button is the programme's green.
  await expect(cadastrar).toHaveCSS('background-color', 'rgb(47, 125, 50)');
  await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
  await context.close();
});

test('with JavaScript, the app takes over the prerendered landing without drawing it again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's code is held until the prerendered heading is marked: a hydration keeps that very element, a
  // fresh render (or a hydration that failed) would replace it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(TITULO);
  await heading.evaluate((el) => el.setAttribute('data-marca', 'prerender'));
  release();

  // The cookie bar is not in the prerendered markup: it shows once the app runs here.
  await expect(page.getByRole('region', { name: 'Este site usa cookies' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-marca', 'prerender');
  // The page answers: the call to register brings the form and focuses its first field.
  await page.getByRole('button', { name: 'CADASTRE-SE GRÁTIS' }).click();
  await expect(page.locator('#cadastro-nome')).toBeFocused();
  // The footer's contact channels come from the deployment's settings once the app runs.
  await expect(page.getByRole('link', { name: /contato@guiadapecuaria\.org\.br/ })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Holds the rest of Mantine's styles (the landing asks for them once usable) and records, at the DOM change
 * that first draws `seletor`, whether they apply: a MutationObserver runs before the browser paints.
 */
async function prenderEstilosCompletos(page: Page, seletor: string) {
  let soltar!: () => void;
  const presos = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  await page.route(/\/assets\/mantine-resto-[\w-]+\.css$/, async (route) => {
    await presos;
    await route.continue();
  });
  await page.addInitScript((alvo) => {
    const janela = window as Window & { estilosAoDesenhar?: boolean };
    new MutationObserver((_, observador) => {
      if (!document.querySelector(alvo)) return;
      const folha = document.querySelector<HTMLLinkElement>('link[data-estilos-completos]');
      janela.estilosAoDesenhar = Boolean(folha?.sheet);
      observador.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, seletor);
  const registrado = () =>
    page.evaluate(() => (window as Window & { estilosAoDesenhar?: boolean }).estilosAoDesenhar ?? null);
  return { soltar, registrado };
}

test('what the landing opens waits for the Mantine styles it leaves for later: its form, another page', async ({
  page,
}) => {
  // The registration form (Mantine's inputs, radios and checkboxes are in the rest).
  const formulario = await prenderEstilosCompletos(page, '#cadastro input[type="radio"]');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Este site usa cookies' })).toBeVisible();
  const codigo = page.waitForResponse(/\/assets\/cadastro-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'CADASTRE-SE GRÁTIS' }).click();
  await codigo;
  // The form's code is in and has run; the form still waits, in its placeholder.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await formulario.registrado()).toBeNull();
  await expect(page.locator('#cadastro').getByRole('status')).toBeVisible();
  formulario.soltar();
  await expect(page.locator('#cadastro-nome')).toBeFocused();
  expect(await formulario.registrado()).toBe(true);
  await expect(page.locator('#cadastro input[type="radio"]').first()).toHaveCSS('appearance', 'none');

  // Another page, reached in the same document: the router waits for them too.
  const outra = await page.context().newPage();
  const termos = await prenderEstilosCompletos(outra, '.mantine-Typography-root');
  await outra.goto('/');
  await expect(outra.getByRole('region', { name: 'Este site usa cookies' })).toBeVisible();
  await outra.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
  await outra.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(outra).toHaveURL(/\/$/);
  termos.soltar();
  await expect(outra).toHaveURL(/\/termos-de-uso$/);
  await expect(outra.locator('.mantine-Typography-root')).toBeVisible();
  expect(await termos.registrado()).toBe(true);
});

test('a signed-in visitor who opens / goes on to the app without the landing showing', async ({
  page,
  request,
}) => {
  const auth = await signedUpUser(request, { email: `landing.${Date.now()}@exemplo.com.br` });
  await page.addInitScript((data) => {
    localStorage.setItem('guia.auth', data);
    // What the landing's document looks like at its first frame, if it gets one before it is left.
    if (window.location.pathname === '/') {
      requestAnimationFrame(() =>
        sessionStorage.setItem('landing', getComputedStyle(document.documentElement).visibility),
      );
    }
  }, JSON.stringify(auth));
  await page.goto('/');
  // No unit yet: /resumo sends the producer on to the unit form, as it did when the router redirected.
  await expect(page).toHaveURL(/\/cadastrar-unidade$/);
  expect([null, 'hidden']).toContain(await page.evaluate(() => sessionStorage.getItem('landing')));
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeHidden();
});
