/**
 * The real server for measure-first-visit.mjs, on a fresh embedded database, and the producers it measures
 * with, created through the API as a user would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
export async function startServer() {
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

export async function post(base, url, body, token) {
  const res = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

let cpfs = 0;

/** A CPF with valid check digits, a new one on each call. */
function cpf() {
  cpfs += 1;
  const digits = String((Date.now() + cpfs) % 1_000_000_000)
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

export async function get(base, url, token) {
  const res = await fetch(`${base}/api/${url}`, { headers: { authorization: `Bearer ${token}` } });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Registers and confirms a producer; answers the auth data the web app keeps in localStorage. */
async function registerProducer(server, nome) {
  const email = `produtor-${Date.now()}-${cpfs}@measure.local`;
  await post(server.base, 'Cadastro', {
    nome,
    email,
    celular: '(65)99999-0000',
    selecao: 'cpf',
    cpf: cpf(),
    password: 'senha-medicao-123',
    termos: true,
  });
  const codigo = await server.codeFor(email);
  const { data } = await post(server.base, 'ValidarEmail', { email, codigo });
  return data;
}

/** A producer with one unit, as after a first day (without a unit /resumo sends to the unit form). */
export async function producerWithUnit(server) {
  const auth = await registerProducer(server, 'Maria Medição');
  await post(
    server.base,
    'Objeto',
    { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 },
    auth.token,
  );
  return auth;
}

/**
 * Another producer with a rural unit and an open questionnaire of the available edition (spec: POST
 * Objeto, then POST Guia/Questionario with objeto_id and guia_id). Answers the auth, the answering screen's
 * address (the first indicator of the first principle) and that indicator's level labels as shown.
 */
export async function producerAnswering(server) {
  const auth = await registerProducer(server, 'João Campo');
  const unit = await post(
    server.base,
    'Objeto',
    {
      categoria_id: 6,
      nomeunidade: 'Fazenda Medição',
      uf: 'MT',
      cidade: 5103403,
      car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
      atividade_id: 1,
      sistemaadotado_id: 2,
      area: 1200,
      areaPasto: 800,
      rebanho: 950,
    },
    auth.token,
  );
  const objetoId = unit.data.id;
  const detail = (await get(server.base, `Objeto/${objetoId}`, auth.token)).data;
  const edicaoId = detail.guia.find((g) => g.disponivel).id;
  const started = await post(
    server.base,
    'Guia/Questionario',
    { objeto_id: objetoId, guia_id: edicaoId },
    auth.token,
  );
  const questionarioId = started.data.questionario.id;
  const estrutura = (await get(server.base, `Guia/${objetoId}/${edicaoId}/${questionarioId}`, auth.token))
    .data;
  const principio = estrutura.principios[0];
  const indicador = principio.criterios[0].indicadores[0];
  return {
    auth,
    path: `/unidades/${objetoId}/${edicaoId}/${questionarioId}/${principio.id}?indicador=${indicador.id}`,
    levels: indicador.niveis.map((n) => `${n.peso} - ${n.descricao}`),
  };
}
