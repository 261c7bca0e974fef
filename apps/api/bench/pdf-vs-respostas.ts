/**
 * "A producer looping on PDFs vs others' answer saves" (issue 15): on a fresh seeded database
 * (embedded PGlite), one producer fetches report PDFs in a loop from BENCH_PDF_CLIENTS (4) parallel
 * clients while another user saves answers (POST Guia/Resposta) at BENCH_POST_RATE (20) per second.
 * Prints the saves' latency alone, during a loop on the comparative PDF (rendered every time) and
 * during a loop on the complete report (stored after the first render). A client answered 429
 * waits its Retry-After, as a well-behaved client would. Figures go to docs/performance.md.
 *
 *   npm run bench:pdf -w apps/api
 */

import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildTestApp } from '../src/test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  indicadoresAplicaveis,
} from '../src/test/factories.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POST_RATE = Number(process.env.BENCH_POST_RATE ?? 20);
const PDF_CLIENTS = Number(process.env.BENCH_PDF_CLIENTS ?? 4);

const t = await buildTestApp({ RATE_LIMIT_PER_IP: 1_000_000, RATE_LIMIT_PER_ACCOUNT: 1_000_000 });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const edicaoId = await edicaoDisponivel(t);

const leitor = await createUser(t);
const objetoA = await criarUnidade(t, leitor);
const questionarioA = await criarQuestionarioFinalizado(t, leitor, objetoA, { edicaoId });
const relatorio = `${base}/api/Objeto/${objetoA}/${edicaoId}/${questionarioA}`;

const outro = await createUser(t);
const objetoB = await criarUnidade(t, outro);
const questionarioB = await criarQuestionario(t, outro, objetoB, edicaoId);
const indicadores = await indicadoresAplicaveis(t, edicaoId, 3);

function percentil(valores: number[], p: number) {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
}

/** Saves at a fixed pace for SECONDS; returns their latencies (ms). */
async function salvar(): Promise<number[]> {
  const latencias: number[] = [];
  const pendentes: Promise<void>[] = [];
  const fim = performance.now() + SECONDS * 1000;
  let i = 0;
  while (performance.now() < fim) {
    const ind = indicadores[i % indicadores.length]!;
    i += 1;
    const inicio = performance.now();
    pendentes.push(
      fetch(`${base}/api/Guia/Resposta`, {
        method: 'POST',
        headers: { ...outro.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          objeto_id: objetoB,
          guia_id: edicaoId,
          questionario_id: questionarioB,
          indicador_id: ind.indicadorId,
          nivel_id: ind.nivelId,
        }),
      }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`save ${res.status}`);
        latencias.push(performance.now() - inicio);
      }),
    );
    await new Promise((r) => setTimeout(r, 1000 / POST_RATE));
  }
  await Promise.all(pendentes);
  return latencias;
}

/** PDF_CLIENTS loops on `url` until `parar`; counts answers by status. */
function repetirPdf(url: string) {
  let parar = false;
  const status = new Map<number, number>();
  const loops = Array.from({ length: PDF_CLIENTS }, async () => {
    while (!parar) {
      const res = await fetch(url, { headers: leitor.auth });
      await res.arrayBuffer();
      status.set(res.status, (status.get(res.status) ?? 0) + 1);
      if (res.status === 429)
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
    }
  });
  return async () => {
    parar = true;
    await Promise.all(loops);
    return Object.fromEntries(status);
  };
}

async function fase(nome: string, url?: string) {
  const parar = url ? repetirPdf(url) : null;
  const atraso = monitorEventLoopDelay({ resolution: 10 });
  atraso.enable();
  const latencias = await salvar();
  atraso.disable();
  const pdfs = parar ? await parar() : {};
  const ms = (n: number) => n.toFixed(1);
  console.log(
    `${nome}: saves ${latencias.length}, p50 ${ms(percentil(latencias, 50))} ms, p99 ${ms(percentil(latencias, 99))} ms, ` +
      `max ${ms(Math.max(...latencias))} ms; event-loop delay p99 ${ms(atraso.percentile(99) / 1e6)} ms; PDFs ${JSON.stringify(pdfs)}`,
  );
}

// Warm-up: the first PDF loads pdfkit and its fonts.
await fetch(`${relatorio}/completo/pdf`, { headers: leitor.auth }).then((r) => r.arrayBuffer());
await fetch(`${relatorio}/comparativo/pdf`, { headers: leitor.auth }).then((r) => r.arrayBuffer());
await fase('saves alone');
await fase('saves + comparative PDF loop', `${relatorio}/comparativo/pdf`);
await fase('saves + complete PDF loop', `${relatorio}/completo/pdf`);
await t.close();
