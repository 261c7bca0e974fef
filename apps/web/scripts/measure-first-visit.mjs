/**
 * Measures what a first (cold) visit transfers: bytes on the wire (compressed, headers included)
 * and requests, for the landing page (/) and for a signed-in producer's /resumo.
 *
 * Runs the real server (apps/api/src/server.ts, the built web app in apps/web/dist) on a fresh
 * embedded database, registers a producer through the API and drives Debian's Chromium through
 * playwright-core, each page in a new browser context (empty cache).
 *
 *   npm run measure:web                          # builds the web app, then measures
 *   node apps/web/scripts/measure-first-visit.mjs  # measures the current build
 *   MEASURE_SLOW_3G=1 ...                        # also the time to the first paint on slow 3G
 *   MEASURE_LIST=1 ...                           # also lists every request
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const slow3g = process.env.MEASURE_SLOW_3G === '1';
const list = process.env.MEASURE_LIST === '1';
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server; resolves with its base URL and a function that waits for an e-mail's code. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-measure-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: 'admin@measure.local',
      ADMIN_PASSWORD: 'admin-measure-123',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
  });
  // Without SMTP_URL the server logs each e-mail: the confirmation code is read from there.
  let log = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      stop();
      throw new Error('the server did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const codeFor = async (email) => {
    for (let i = 0; i < 60; i++) {
      for (const line of log.split('\n')) {
        if (!line.includes(email)) continue;
        const match = /código de confirmação é: (\d{6})/.exec(line);
        if (match) return match[1];
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no confirmation code for ${email} in the server log`);
  };
  return { base, stop, codeFor };
}

async function post(base, url, body, token) {
  const res = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A CPF with valid check digits. */
function cpf() {
  const digits = String(Date.now() % 1_000_000_000)
    .padStart(9, '1')
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** Registers and confirms a producer with one unit; answers the auth data the web app keeps in localStorage. */
async function registerProducer(server) {
  const email = `produtor-${Date.now()}@measure.local`;
  await post(server.base, 'Cadastro', {
    nome: 'Maria Medição',
    email,
    celular: '(65)99999-0000',
    selecao: 'cpf',
    cpf: cpf(),
    password: 'senha-medicao-123',
    termos: true,
  });
  const codigo = await server.codeFor(email);
  const { data } = await post(server.base, 'ValidarEmail', { email, codigo });
  // Without a unit /resumo sends the producer to the unit form: give them one, as after a first day.
  await post(
    server.base,
    'Objeto',
    { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 },
    data.token,
  );
  return data;
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
  const auth = await registerProducer(server);
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
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const l of lines) console.log(fmt(l));
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
} finally {
  await browser?.close();
  server.stop();
}
