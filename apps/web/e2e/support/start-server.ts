/**
 * Starts, for the e2e journeys: an SMTP mail catcher (smtp-server) whose messages are readable at
 * GET http://127.0.0.1:$E2E_MAIL_PORT/mails?to=..., and the real application on $E2E_PORT with a
 * fresh embedded database and SMTP_URL pointing at the catcher.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const appPort = Number(process.env.E2E_PORT ?? 3310);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3311);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Mail {
  to: string[];
  raw: string;
}
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))));
  })
  .listen(mailPort, '127.0.0.1');

const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    PUBLIC_URL: `http://localhost:${appPort}`,
    ADMIN_EMAIL: 'admin@e2e.local',
    ADMIN_PASSWORD: 'admin-e2e-123',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every journey registers its producers from this one address on one server (the landing's spec added
    // more): the per-address limit of registrations is proved by the API's tests, not here.
    RATE_LIMIT_CADASTRO_PER_IP: '50',
  },
});

function stop() {
  child.kill('SIGTERM');
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
