/**
 * The field profile's passes (issue 16 §4) and their report, for measure-first-visit.mjs (which documents
 * what is measured and how "usable" is defined).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answerOnce,
  FIELD_NETWORK,
  fieldVisit,
  phoneContext,
  printWaterfall,
  TARGETS,
  throttleServiceWorker,
} from './measure-field.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const kB = (n) => (n / 1000).toFixed(1);

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function printTable(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const l of lines) console.log(fmt(l));
}

const landingTexts = JSON.parse(
  readFileSync(path.join(root, 'apps/web/src/i18n/pt-BR/landing.json'), 'utf8'),
);
const LANDING_SPEC = { kind: 'landing', h1: landingTexts.hero.titulo, cta: landingTexts.hero.cadastrar };
const REGISTER_FORM = landingTexts.cadastro.titulo;

/** Resolves with `promise`, or rejects after `ms`. */
function within(ms, promise, what) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms)),
  ]);
}

/**
 * One pass of the field profile: the landing (and its call-to-action), then the answering screen cold, two
 * answers, and the screen again in a new tab once the service worker controls the context.
 */
export async function fieldRun(browser, server, answering, { cpuRate, profileDir }) {
  const profile = (name) => (profileDir ? path.join(profileDir, `${name}.cpuprofile`) : undefined);
  const landingContext = await phoneContext(browser, null);
  const landing = await fieldVisit(landingContext, `${server.base}/`, LANDING_SPEC, {
    cold: true,
    cpuRate,
    profile: profile('landing'),
  });
  // The call-to-action must do what it should: bring the registration form, in the same document.
  const tapped = Date.now();
  // A button today; a prerendered landing may make it a link.
  const cta = { name: LANDING_SPEC.cta, exact: true };
  await landing.page.getByRole('button', cta).or(landing.page.getByRole('link', cta)).first().click();
  await landing.page.getByRole('form', { name: REGISTER_FORM }).waitFor({ timeout: 60_000 });
  const ctaMs = Date.now() - tapped;
  const sameDocument = await landing.page.evaluate(
    (doc) => window.__medida?.document === doc,
    landing.timing.document,
  );
  await landingContext.close();

  const spec = { kind: 'levels', levels: answering.levels };
  const context = await phoneContext(browser, answering.auth);
  const url = server.base + answering.path;
  const cold = await fieldVisit(context, url, spec, {
    cold: true,
    cpuRate,
    profile: profile('answering-cold'),
  });
  // The shell cached: the worker (registered by the signed-in area) installed and active; a new tab of the
  // same context is then controlled by it.
  await within(
    180_000,
    cold.page.evaluate(() => navigator.serviceWorker.ready.then(() => true)),
    'the service worker',
  );
  const workerThrottle = await throttleServiceWorker(browser, server.base);
  await cold.page.close();
  const cached = await fieldVisit(context, url, spec, {
    cold: false,
    cpuRate,
    profile: profile('answering-cached'),
  });
  if (!cached.timing.controlled) console.warn('the second visit was not controlled by the service worker');
  // The answers, as a producer gives them day to day: on the page the worker controls, with the browser's cache
  // on (the cold page's disabled cache would add no-cache headers and refetch the favicon at each step).
  const answers = [];
  for (const level of [1, 2]) answers.push(await answerOnce(cached.page, cached.net, level));
  await workerThrottle.release();
  await context.close();
  return { landing, ctaMs, sameDocument, cold, answers, cached };
}

const s1 = (ms) => (ms === null || ms === undefined ? '—' : (ms / 1000).toFixed(2));
const verdict = (value, target) => (value < target ? 'PASS' : 'FAIL');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sumBytes = (requests) => requests.reduce((sum, r) => sum + r.bytes, 0);

export function printFieldRun(run, index, { runs, cpuRate, waterfall }) {
  console.log(
    `\nField profile, run ${index + 1} of ${runs}: 360 px phone, ${(FIELD_NETWORK.downloadThroughput * 8) / 1000} kbit/s down and up, ` +
      `${FIELD_NETWORK.latency} ms latency, CPU ×${cpuRate} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
  );
  const visits = [
    ['/ (landing), cold', run.landing, TARGETS.landing],
    ['answering screen, cold, signed in', run.cold, TARGETS.answeringCold],
    ['answering screen, shell cached', run.cached, TARGETS.answeringCached],
  ];
  printTable(
    [
      'visit',
      'FCP s',
      'shown s',
      'usable s',
      'target s',
      'result',
      'req. by usable',
      'kB by usable',
      'req. to idle',
      'kB to idle',
    ],
    visits.map(([label, v, target]) => [
      label,
      s1(v.timing.fcp),
      s1(v.timing.shownAt),
      s1(v.timing.usableAt),
      `< ${s1(target)}`,
      verdict(v.timing.usableAt, target),
      String(v.byUsable.length),
      kB(sumBytes(v.byUsable)),
      String(v.untilIdle.length),
      kB(sumBytes(v.untilIdle)),
    ]),
  );
  console.log(
    `\nLanding call-to-action tapped once usable: the registration form in ${s1(run.ctaMs)} s, ${
      run.sameDocument ? 'same document (handled by the app)' : 'AFTER A FULL RELOAD (not handled by the app)'
    }.`,
  );
  console.log(
    `Shell-cached visit controlled by the service worker: ${run.cached.timing.controlled ? 'yes' : 'NO'}.`,
  );
  run.answers.forEach((a, i) => {
    const others = a.requests.filter((r) => !(r.method === 'POST' && r.url.endsWith('/api/Guia/Resposta')));
    console.log(
      `Answer ${i + 1}: ${a.bytes} bytes on the wire (target < ${TARGETS.answerBytes}: ${verdict(a.bytes, TARGETS.answerBytes)}); ` +
        `POST Guia/Resposta ${a.saves.map((s) => `${s.status}: ${s.sent} sent + ${s.received} received`).join(', ') || 'NOT SEEN'}` +
        (others.length
          ? `; also ${others.map((r) => `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')} ${r.fromServiceWorker || r.fromDiskCache ? '(not on the wire)' : `${r.sent}+${r.bytes}`}`).join(', ')}`
          : '; nothing else'),
    );
  });
  if (waterfall) {
    const save = run.answers[0]?.requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/api/Guia/Resposta'),
    );
    if (save) {
      console.log("\nAnswer 1, the save as sent (headers, then the body) and its answer's headers:");
      for (const [name, value] of Object.entries(save.sentHeaders)) console.log(`  > ${name}: ${value}`);
      console.log(`  > ${save.body}`);
      for (const [name, value] of Object.entries(save.responseHeaders ?? {}))
        console.log(`  < ${name}: ${value}`);
    }
    printWaterfall('/ (landing), cold', '', run.landing);
    printWaterfall('answering screen, cold', '', run.cold);
    printWaterfall('answering screen, shell cached', '', run.cached);
  }
}

export function printFieldSummary(results) {
  console.log(`\nField profile, median of ${results.length} runs (each run: usable s)\n`);
  const rows = [
    ['/ (landing), cold', (r) => r.landing.timing.usableAt, TARGETS.landing, s1],
    ['answering screen, cold, signed in', (r) => r.cold.timing.usableAt, TARGETS.answeringCold, s1],
    ['answering screen, shell cached', (r) => r.cached.timing.usableAt, TARGETS.answeringCached, s1],
    [
      'an answer on the wire (bytes)',
      (r) => Math.max(...r.answers.map((a) => a.bytes)),
      TARGETS.answerBytes,
      String,
    ],
  ];
  printTable(
    ['figure', 'runs', 'median', 'target', 'result'],
    rows.map(([label, pick, target, show]) => {
      const values = results.map(pick);
      const m = median(values);
      return [label, values.map(show).join(' / '), show(m), `< ${show(target)}`, verdict(m, target)];
    }),
  );
}
