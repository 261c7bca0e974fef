import type { APIRequestContext } from '@playwright/test';

const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3311);

function decodeQuotedPrintable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The message with its quoted-printable and base64 parts decoded. */
function readable(raw: string): string {
  const parts = raw
    .split(/\r?\n\r?\n/)
    .map((part) =>
      /^[A-Za-z0-9+/=\r\n]{16,}$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : part,
    );
  return decodeQuotedPrintable(parts.join('\n\n'));
}

/** Waits for an e-mail to `to` whose text matches `pattern`, and returns the first capture group. */
export async function waitForMail(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await request.get(`http://127.0.0.1:${mailPort}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { raw: string }[];
    for (const mail of mails.reverse()) {
      const match = readable(mail.raw).match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern}`);
}
