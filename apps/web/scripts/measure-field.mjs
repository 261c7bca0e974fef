/**
 * The field profile of `npm run measure:web` (issue 16 §4): throttled visits timed to "usable", and the bytes
 * of an answer. Used by measure-first-visit.mjs, which documents the definitions.
 */

import { writeFileSync } from 'node:fs';

/** 400 kbit/s down and up (50,000 bytes/s), 400 ms added to every request. */
export const FIELD_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

/** The targets: milliseconds, and bytes for an answer. */
export const TARGETS = { landing: 5000, answeringCold: 8000, answeringCached: 2000, answerBytes: 2000 };

const PHONE = {
  locale: 'pt-BR',
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** A new browser context as a 360 px phone; with `auth`, signed in (and past the cookie bar) from the start. */
export async function phoneContext(browser, auth) {
  const context = await browser.newContext(PHONE);
  if (auth) {
    await context.addInitScript(
      ([value, consent]) => {
        localStorage.setItem('guia.auth', value);
        // A producer who has used the site has made their cookie choice: no bar over the buttons.
        localStorage.setItem('guia.cookie-consent', consent);
      },
      [
        JSON.stringify(auth),
        JSON.stringify({
          necessarios: true,
          desempenho: false,
          funcionalidade: false,
          em: new Date().toISOString(),
        }),
      ],
    );
  }
  return context;
}

/**
 * Runs in the page from its first script on (an init script): finds when the page becomes usable (see
 * measure-first-visit.mjs) and counts the main thread's long tasks. The state is `window.__medida`; once
 * usable (and painted), it calls the CDP binding `__medidaPronta`, so that nothing of Playwright's runs in
 * the page while it loads (its injected script alone took ~0.5 s of main thread at CPU ×4).
 * Cheap on purpose: no layout is forced until the elements are there and owned by React.
 */
function probe(spec) {
  if (window.top !== window) return;
  const state = {
    shownAt: null,
    usableAt: null,
    fcp: null,
    longTasks: 0,
    longTaskMs: 0,
    longTaskMsAtUsable: null,
    // Survives only as long as this document: a full reload makes a new one.
    document: Math.random(),
  };
  Object.defineProperty(window, '__medida', { value: state });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longTasks += 1;
        state.longTaskMs += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    if (!el?.isConnected) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const ownedByReact = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  // The elements the user needs, found without layout; null while one is missing.
  const landing = () => {
    const h1 = [...document.querySelectorAll('h1')].find((el) => text(el) === spec.h1);
    const cta = [...document.querySelectorAll('a, button')].filter((el) => text(el) === spec.cta);
    return h1 && cta.length ? [h1, ...cta] : null;
  };
  const levels = () => {
    const boxes = [...document.querySelectorAll('input[type=checkbox]')];
    const found = [];
    for (const label of spec.levels) {
      const box = boxes.find((b) => [...(b.labels ?? [])].some((l) => text(l) === label));
      if (!box || box.disabled) return null;
      found.push(box);
    }
    return found;
  };
  // Each found element on screen (a checkbox counts when its label is); for the landing, the h1 and one of
  // the call-to-action's copies.
  const onScreen = (elements) =>
    spec.kind === 'landing'
      ? visible(elements[0]) && elements.slice(1).some(visible)
      : elements.every((box) => visible(box) || visible(box.labels[0]));
  const report = () => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (!paint) {
      setTimeout(report, 50);
      return;
    }
    state.fcp = paint.startTime;
    window.__medidaPronta?.('usable');
  };
  const tick = () => {
    const elements = spec.kind === 'landing' ? landing() : levels();
    if (elements) {
      const owned = elements.filter(ownedByReact);
      // Shown: before React owns them only a prerendered page has them; layout is read then, once per tick.
      if (state.shownAt === null && onScreen(elements)) state.shownAt = performance.now();
      const usable =
        spec.kind === 'landing'
          ? owned.includes(elements[0]) && owned.length > 1 && onScreen([elements[0], ...owned.slice(1)])
          : owned.length === elements.length && onScreen(elements);
      if (usable) {
        state.usableAt = performance.now();
        state.shownAt ??= state.usableAt;
        state.longTaskMsAtUsable = state.longTaskMs;
        report();
        return;
      }
    }
    setTimeout(tick, 50);
  };
  tick();
}

/** The UTF-8 size of a request as HTTP/1.1 sends it: request line, headers, blank line, body. */
function requestBytes(method, url, headers, body) {
  const { pathname, search } = new URL(url);
  let head = `${method} ${pathname}${search} HTTP/1.1\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return Buffer.byteLength(`${head}\r\n`) + (body ? Buffer.byteLength(body) : 0);
}

/**
 * Every request of a CDP session, with its bytes both ways and its times (CDP's monotonic seconds). The
 * request's headers are the ones really sent (`requestWillBeSentExtraInfo`) when Chromium reports them.
 */
export function recordNetwork(cdp) {
  const requests = new Map();
  const sentHeaders = new Map();
  const get = (id) => requests.get(id);
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: keep the first hop under another key.
    const previous = requests.get(e.requestId);
    if (previous) requests.set(`${e.requestId}#${requests.size}`, previous);
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      type: e.type ?? 'Other',
      start: e.timestamp,
      wallTime: e.wallTime,
      headers: e.request.headers,
      body: e.request.postData ?? null,
      bytes: 0,
      sent: 0,
      done: false,
    });
  });
  // May come before or after requestWillBeSent.
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    sentHeaders.set(e.requestId, e.headers);
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = get(e.requestId);
    if (!r) return;
    r.type = e.type;
    r.status = e.response.status;
    r.firstByte = e.timestamp;
    r.fromServiceWorker = e.response.fromServiceWorker === true;
    r.fromDiskCache = e.response.fromDiskCache === true;
    r.responseHeaders = e.response.headers;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = get(e.requestId);
    if (r) r.fromMemory = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = get(e.requestId);
    if (!r) return;
    r.bytes = e.encodedDataLength;
    r.end = e.timestamp;
    r.done = true;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = get(e.requestId);
    if (!r) return;
    r.failed = e.errorText;
    r.end = e.timestamp;
    r.done = true;
  });
  const all = () =>
    [...requests.entries()].map(([id, r]) => {
      const headers = sentHeaders.get(id) ?? r.headers;
      return { ...r, sentHeaders: headers, sent: requestBytes(r.method, r.url, headers, r.body) };
    });
  return {
    all,
    /** Requests that went to the network (not answered by the memory cache, the disk cache or the worker). */
    onWire: () => all().filter((r) => !r.fromMemory && !r.fromDiskCache && !r.fromServiceWorker && !r.failed),
    inFlight: () => [...requests.values()].filter((r) => !r.done).length,
    count: () => requests.size,
  };
}

/** Waits until no request has been in flight for `quietMs` (or `capMs` passed). */
async function waitForQuiet(net, quietMs = 1500, capMs = 90_000) {
  const deadline = Date.now() + capMs;
  let quietSince = Date.now();
  let seen = net.count();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (net.inFlight() > 0 || net.count() !== seen) {
      seen = net.count();
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

/**
 * Throttles the context's service worker as the page is: requests it makes itself (a page load it answers
 * from the network) are not under the page's emulation. Playwright's CDP sessions attach to pages only, so a
 * browser-level session attaches to the worker and relays the commands. The session stays open (closing it
 * would lift the throttling) until `release()`.
 */
export async function throttleServiceWorker(browser, base) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(base));
  if (!worker) throw new Error('no service worker to throttle');
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let id = 0;
  const pending = new Map();
  session.on('Target.receivedMessageFromTarget', (e) => {
    const message = JSON.parse(e.message);
    const done = pending.get(message.id);
    if (!done) return;
    pending.delete(message.id);
    if (message.error) done.reject(new Error(`${message.error.message} (service worker)`));
    else done.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      id += 1;
      pending.set(id, { resolve, reject });
      void session
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch(reject);
    });
  await send('Network.enable');
  await send('Network.emulateNetworkConditions', FIELD_NETWORK);
  return { release: () => session.detach().catch(() => {}) };
}

/**
 * Opens `url` in a new page of `context` under the field profile and waits until it is usable. `cold`: the
 * HTTP cache off (a first visit). Answers the page (left open), its network record and the timings.
 */
export async function fieldVisit(context, url, spec, { cold, cpuRate, profile }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FIELD_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const net = recordNetwork(cdp);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: '__medidaPronta' });
  const ready = new Promise((resolve) => {
    cdp.on('Runtime.bindingCalled', (e) => {
      if (e.name === '__medidaPronta') resolve();
    });
  });
  await page.addInitScript(probe, spec);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  let timer;
  await Promise.race([
    ready,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url}: not usable in 120 s`)), 120_000);
    }),
  ]).finally(() => clearTimeout(timer));
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const timing = await page.evaluate(() => ({
    ...window.__medida,
    timeOrigin: performance.timeOrigin,
    controlled: Boolean(navigator.serviceWorker?.controller),
  }));
  // The wall clock of the page's "usable" moment, then requests started before it (CDP gives each request's
  // wall time as well).
  const usableWall = (timing.timeOrigin + timing.usableAt) / 1000;
  const byUsable = net.onWire().filter((r) => r.wallTime <= usableWall);
  await waitForQuiet(net);
  const longTasks = await page.evaluate(() => ({
    n: window.__medida.longTasks,
    ms: window.__medida.longTaskMs,
  }));
  return { page, cdp, net, timing, byUsable, untilIdle: net.onWire(), longTasks };
}

/**
 * Answers the indicator on screen: taps a level, then 'Próximo', and sums what crosses the wire from the tap
 * until the answer's POST is done and the network is quiet again. Answers the requests and their bytes.
 */
export async function answerOnce(page, net, levelIndex) {
  const levels = page.getByRole('group', { name: 'Níveis do indicador' }).getByRole('checkbox');
  const before = new Set(net.all().map((r) => `${r.url}@${r.start}`));
  const address = page.url();
  await levels.nth(levelIndex).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.waitForURL((u) => u.href !== address, { timeout: 30_000 });
  const deadline = Date.now() + 60_000;
  const isSave = (r) => r.method === 'POST' && r.url.endsWith('/api/Guia/Resposta');
  while (!net.all().some((r) => isSave(r) && r.done && !before.has(`${r.url}@${r.start}`))) {
    if (Date.now() > deadline) throw new Error('the answer was not sent in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  await waitForQuiet(net, 2000);
  const triggered = net.all().filter((r) => !before.has(`${r.url}@${r.start}`) && !r.fromMemory);
  const onWire = triggered.filter((r) => !r.fromDiskCache && !r.fromServiceWorker);
  return {
    requests: triggered,
    bytes: onWire.reduce((sum, r) => sum + r.sent + r.bytes, 0),
    saves: triggered.filter(isSave).map((r) => ({ status: r.status, sent: r.sent, received: r.bytes })),
  };
}

/** The field visit's requests in time, from the first one (the page itself). */
export function printWaterfall(label, base, result) {
  const requests = result.net.all().sort((a, b) => a.start - b.start);
  const t0 = requests[0]?.start ?? 0;
  const ms = (t) => (t === undefined ? '     —' : String(Math.round((t - t0) * 1000)).padStart(6));
  console.log(`\n${label}: requests in time (ms from the first; start, first byte, end), long tasks`);
  for (const r of requests) {
    const where = r.fromMemory
      ? 'memory'
      : r.fromServiceWorker
        ? 'worker'
        : r.fromDiskCache
          ? 'disk'
          : r.failed
            ? 'failed'
            : `${(r.bytes / 1000).toFixed(1)} kB`;
    console.log(
      `  ${ms(r.start)} ${ms(r.firstByte)} ${ms(r.end)}  ${where.padStart(8)}  ${r.method} ${r.url.replace(base, '')}`,
    );
  }
  console.log(
    `  usable at ${Math.round(result.timing.usableAt)} ms (performance.now()); long tasks by then ${Math.round(
      result.timing.longTaskMsAtUsable,
    )} ms; in all ${result.longTasks.n} (${Math.round(result.longTasks.ms)} ms)`,
  );
}
