/**
 * Measures a first (cold) visit, and the same pages on a weak field connection.
 *
 * 1. Bytes on the wire (compressed, headers included) and requests of a cold visit, unthrottled, for the
 *    landing page (/) and a signed-in producer's /resumo.
 * 2. The field profile (issue 16 §4), on by default: a 360 px phone on 400 kbit/s down and up
 *    (50,000 bytes/s) with 400 ms of latency per request (CDP `Network.emulateNetworkConditions`) and a CPU
 *    4 times slower (`Emulation.setCPUThrottlingRate`). It times, with the target and PASS/FAIL:
 *    - the landing, cold: first contentful paint, and "usable";
 *    - the answering screen (one indicator of an open questionnaire, opened by its URL), cold and signed in;
 *    - the same screen with the app shell cached: a new tab of the same browser context once the service
 *      worker is installed, so the page is controlled by it;
 *    - each answer (a level chosen, then 'Próximo'): request and response bytes, headers included, of the
 *      answer's POST Guia/Resposta and of every other request it sets off.
 *    It exits 0 whatever the figures: it is a measurement, not a test.
 *
 * "Usable" is the first moment (performance.now(), from the navigation's start) when, at once:
 *  - what the user needs is on screen: for the landing the <h1> with the hero's title and the registration
 *    call-to-action ('CADASTRE-SE GRÁTIS'); for the answering screen every level of the indicator as a
 *    checkbox with its label, enabled. "On screen" means a non-empty box and no `visibility: hidden` or
 *    `display: none` (Playwright's visibility);
 *  - and the app owns those elements: React has attached its props to each DOM node (the `__reactProps$…`
 *    key that both createRoot and hydrateRoot set), so a tap runs the app's handler. A prerendered landing
 *    shows its content before that moment (reported as "shown"); a client-rendered one shows both at once.
 * An in-page probe (an init script) checks this every 50 ms, so the figures are late by up to ~50 ms plus
 * any long task in progress. After the landing is usable, the script taps the call-to-action and checks it
 * did what it should: the registration form ('Crie sua conta gratuita') appears in the same document (no
 * full reload). On the answering screen, the answers measured afterwards are the same check.
 *
 * The service worker is a target of its own in Chromium: the page's throttling does not reach the requests
 * it makes (the page loads it answers from the network). Once it is installed (unthrottled: its precache is
 * not what is timed), the script throttles it too through a browser-level CDP session.
 *
 * Runs the real server (apps/api/src/server.ts, the built web app in apps/web/dist) on a fresh embedded
 * database, registers producers through the API and drives Debian's Chromium through playwright-core, each
 * cold visit in a new browser context (empty cache).
 *
 *   npm run measure:web                          # builds the web app, then measures
 *   node apps/web/scripts/measure-first-visit.mjs  # measures the current build
 *   MEASURE_FIELD=0 ...                          # only the unthrottled table
 *   MEASURE_RUNS=3 ...                           # the field visits 3 times (each run and the median)
 *   MEASURE_WATERFALL=1 ...                      # the field visits' requests in time, and the long tasks
 *   MEASURE_CPU_RATE=1 ...                       # another CPU slowdown (default 4) to tell CPU from network
 *   MEASURE_PROFILE=dir ...                      # a CPU profile (.cpuprofile) of each field visit, to usable
 *   MEASURE_SLOW_3G=1 ...                        # also the time to the first paint on slow 3G
 *   MEASURE_LIST=1 ...                           # also lists every request of the unthrottled visits
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { fieldRun, printFieldRun, printFieldSummary, printTable } from './measure-field-run.mjs';
import { producerAnswering, producerWithUnit, startServer } from './measure-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const slow3g = process.env.MEASURE_SLOW_3G === '1';
const list = process.env.MEASURE_LIST === '1';
const field = process.env.MEASURE_FIELD !== '0';
const runs = Math.max(1, Number(process.env.MEASURE_RUNS ?? 1));
const waterfall = process.env.MEASURE_WATERFALL === '1';
const cpuRate = Number(process.env.MEASURE_CPU_RATE ?? 4);
const profileDir = process.env.MEASURE_PROFILE;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Chrome DevTools' "Slow 3G" preset.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (or `npm run measure:web`).');
  process.exit(1);
}

/** One cold visit: a new context, every response's encoded size and the first contentful paint. */
async function visit(browser, url, { auth, throttle, scroll }) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (auth) {
    await context.addInitScript(
      ([value]) => {
        localStorage.setItem('guia.auth', value);
      },
      [JSON.stringify(auth)],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, decoded: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type;
      r.status = e.response.status;
      r.headerBytes = e.response.encodedDataLength ?? 0;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    }
  });
  // A module both preloaded and imported is asked for twice; the second comes from memory.
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.failed = e.errorText;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  // The page must really be shown (not a loader or an error) for its figures to count.
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 30_000 });
  if (scroll) {
    // What loads at the visitor's first scroll (the registration form's code).
    await page.mouse.wheel(0, 600);
    await page.getByRole('form', { name: 'Crie sua conta gratuita' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const elapsed = Date.now() - started;
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const all = [...requests.values()];
  const failed = all.filter((r) => r.failed && !r.fromCache);
  if (failed.length)
    console.warn(
      `${url}: failed`,
      failed.map((r) => `${r.url} ${r.failed}`),
    );
  return { requests: all.filter((r) => !r.fromCache && !r.failed), paint, elapsed, finalPath, heading };
}

const kB = (n) => (n / 1000).toFixed(1);

function summarize(label, result) {
  const byType = new Map();
  for (const r of result.requests) {
    const t = byType.get(r.type) ?? { n: 0, bytes: 0, decoded: 0 };
    t.n += 1;
    t.bytes += r.bytes;
    t.decoded += r.decoded;
    byType.set(r.type, t);
  }
  const total = result.requests.reduce((s, r) => s + r.bytes, 0);
  const decoded = result.requests.reduce((s, r) => s + r.decoded, 0);
  const headers = result.requests.reduce((s, r) => s + (r.headerBytes ?? 0), 0);
  const types = [...byType.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, t]) => `${type} ${t.n}× ${kB(t.bytes)} kB`)
    .join(', ');
  return { label, requests: result.requests.length, total, decoded, headers, types, result };
}

const server = await startServer();
let browser;
try {
  const auth = await producerWithUnit(server);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  for (const [label, pathname, withAuth, scroll] of [
    ['/ (landing)', '/', false, false],
    ['/ then a first scroll', '/', false, true],
    ['/resumo (signed in)', '/resumo', true, false],
  ]) {
    const result = await visit(browser, server.base + pathname, { auth: withAuth ? auth : null, scroll });
    if (result.finalPath !== pathname) throw new Error(`${pathname} ended at ${result.finalPath}`);
    const row = summarize(label, result);
    if (slow3g) {
      const throttled = await visit(browser, server.base + pathname, {
        auth: withAuth ? auth : null,
        scroll,
        throttle: true,
      });
      row.paint3g = throttled.paint;
      row.idle3g = throttled.elapsed;
    }
    rows.push(row);
  }

  console.log(
    '\nCold visit, 360 px phone viewport, empty cache (bytes on the wire: compressed, with headers)\n',
  );
  const header = [
    'page',
    'requests',
    'transferred kB',
    'of which headers kB',
    'decoded kB',
    ...(slow3g ? ['slow 3G FCP s', 'slow 3G idle s'] : []),
  ];
  const lines = rows.map((r) => [
    r.label,
    String(r.requests),
    kB(r.total),
    kB(r.headers),
    kB(r.decoded),
    ...(slow3g ? [((r.paint3g ?? 0) / 1000).toFixed(1), (r.idle3g / 1000).toFixed(1)] : []),
  ]);
  printTable(header, lines);
  console.log('');
  for (const r of rows) console.log(`${r.label} («${r.result.heading}»): ${r.types}`);
  if (list) {
    for (const r of rows) {
      console.log(`\n${r.label}`);
      for (const q of [...r.result.requests].sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `  ${kB(q.bytes).padStart(7)} kB ${(q.encoding || '-').padEnd(4)} ${q.type.padEnd(10)} ${q.url.replace(server.base, '')}`,
        );
      }
    }
  }
  if (field) {
    const answering = await producerAnswering(server);
    const results = [];
    for (let i = 0; i < runs; i++) {
      const run = await fieldRun(browser, server, answering, { cpuRate, profileDir });
      printFieldRun(run, i, { runs, cpuRate, waterfall });
      results.push(run);
    }
    if (runs > 1) printFieldSummary(results);
  }
} finally {
  await browser?.close();
  server.stop();
}
