/**
 * 'Adicionar à agenda': an iCalendar file (RFC 5545) for an action's deadline, made in the browser.
 * Hand-written rather than the `ics` package (3.12.0): that one writes durations as `-P7DT` (a `T`
 * with no time, outside RFC 5545's grammar), folds lines by characters rather than octets (accented
 * Portuguese text passes 75 octets), and brings three dependencies for these twenty lines of text.
 */

const CRLF = '\r\n';
const OCTETOS_POR_LINHA = 75;
const utf8 = new TextEncoder();

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escaparTexto(texto: string): string {
  return texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function dobrarLinha(linha: string): string {
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const ch of linha) {
    const n = utf8.encode(ch).length;
    // A continuation line starts with one space, which counts towards its 75 octets.
    const limite = partes.length === 0 ? OCTETOS_POR_LINHA : OCTETOS_POR_LINHA - 1;
    if (octetos + n > limite) {
      partes.push(atual);
      atual = '';
      octetos = 0;
    }
    atual += ch;
    octetos += n;
  }
  partes.push(atual);
  return partes.join(`${CRLF} `);
}

const dataIcs = (iso: string) => iso.replace(/-/g, '');

function diaSeguinte(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `20260510T120000Z`: an instant in UTC. */
function instanteIcs(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export interface PrazoNaAgenda {
  /** Unique and stable for the action, so importing the file again updates the same event. */
  uid: string;
  /** The deadline, `AAAA-MM-DD`. */
  data: string;
  titulo: string;
  descricao?: string;
  /** The reminder's text. */
  lembrete: string;
  /** When the file is made (DTSTAMP). */
  agora: Date;
}

/**
 * One all-day event on the deadline (DTSTART;VALUE=DATE, DTEND the next day) with a reminder at 9:00
 * a week before (TRIGGER -P6DT15H from the day's start), CRLF line endings.
 */
export function calendarioDoPrazo(p: PrazoNaAgenda): string {
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guia//Plano de ação//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${p.uid}`,
    `DTSTAMP:${instanteIcs(p.agora)}`,
    `DTSTART;VALUE=DATE:${dataIcs(p.data)}`,
    `DTEND;VALUE=DATE:${dataIcs(diaSeguinte(p.data))}`,
    `SUMMARY:${escaparTexto(p.titulo)}`,
    ...(p.descricao ? [`DESCRIPTION:${escaparTexto(p.descricao)}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escaparTexto(p.lembrete)}`,
    'TRIGGER:-P6DT15H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinha).join(CRLF) + CRLF;
}
