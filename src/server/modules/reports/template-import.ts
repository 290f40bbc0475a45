import { deadline } from '../../deadline';
import { placeholdersIn, unknownPlaceholders } from '../../report/compose/placeholders';
import { slotOf, type TemplateSection } from '../../report/compose/templates';

/** A Google Docs document id: from a link's /document/d/{id}/…, or given as it is. */
export function googleDocIdFrom(input: string): string | null {
  const trimmed = input.trim();
  const fromUrl = /\/document\/(?:u\/\d+\/)?d\/([A-Za-z0-9_-]{10,})/.exec(trimmed)?.[1];
  if (fromUrl) return fromUrl;
  return /^[A-Za-z0-9_-]{10,100}$/.test(trimmed) ? trimmed : null;
}

/** The named entities a Swedish document's export uses (others come as numbers). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  uuml: 'ü',
  Uuml: 'Ü',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  ccedil: 'ç',
  ntilde: 'ñ',
  szlig: 'ß',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  euro: '€',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code] ?? ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** The text of an HTML fragment: tags out, entities decoded, whitespace collapsed, control characters gone. */
function textOf(html: string): string {
  return decode(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''))
    .replace(/(?![\n])\p{Cc}/gu, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim()
    .normalize('NFC');
}

/**
 * An exported document (Google Docs' HTML export, or a .docx turned into HTML) as template
 * sections: every h1–h3 starts a section, paragraphs become its text, list items become "- "
 * bullets. Each section goes where its writer placeholder says (slotOf).
 */
export function htmlToSections(html: string): TemplateSection[] {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).replace(/<(style|script|head|title)[^>]*>[\s\S]*?<\/\1>/gi, '');
  const blocks = [...body.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => ({ tag: m[1]!.toLowerCase(), text: textOf(m[2]!) }));
  const sections: { heading: string; lines: string[] }[] = [];
  let current: { heading: string; lines: string[] } | undefined;
  for (const block of blocks) {
    if (!block.text) continue;
    if (/^h[1-3]$/.test(block.tag)) {
      current = { heading: block.text, lines: [] };
      sections.push(current);
      continue;
    }
    if (!current) {
      current = { heading: '', lines: [] };
      sections.push(current);
    }
    current.lines.push(block.tag === 'li' ? `- ${block.text}` : block.text);
  }
  return sections
    .map((s) => {
      // Bullets stay together; other paragraphs are separated by a blank line.
      const body = s.lines.reduce(
        (out, line, i) => (i === 0 ? line : `${out}${line.startsWith('- ') && s.lines[i - 1]!.startsWith('- ') ? '\n' : '\n\n'}${line}`),
        '',
      );
      return { slot: slotOf(`${s.heading}\n${body}`), heading: s.heading.slice(0, 200), body: body.slice(0, 20_000) };
    })
    .filter((s) => s.body || s.heading)
    .slice(0, 40);
}

/** The placeholders a template names, and those no report fills (reported on import). */
export function templatePlaceholders(sections: readonly TemplateSection[]): { placeholders: string[]; unknown: string[] } {
  const all = sections.map((s) => `${s.heading}\n${s.body}`).join('\n');
  return { placeholders: placeholdersIn(all), unknown: unknownPlaceholders(all) };
}

export class TemplateImportError extends Error {
  constructor(
    readonly kind: 'not-public' | 'unreachable' | 'empty' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'TemplateImportError';
  }
}

/** A template's export is far smaller (40 sections of 20 000 characters at most are kept). */
export const MAX_EXPORT_BYTES = 2 * 1024 * 1024;

/**
 * A public Google Doc's HTML export: {base}/document/d/{id}/export?format=html. A document that
 * is not public answers with a login page or an error status: both are "not public". The body is
 * read as it streams and the fetch aborted at MAX_EXPORT_BYTES; the time limit covers the whole
 * answer, body included, and an answer that breaks off or stalls is "unreachable".
 */
export async function fetchGoogleDocHtml(base: string, id: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  // One signal for the time limit and for hanging up: aborting it stops the body's stream too.
  const limit = deadline(options.timeoutMs ?? 15_000);
  let res: Response;
  try {
    res = await doFetch(`${base}/document/d/${encodeURIComponent(id)}/export?format=html`, {
      redirect: 'manual',
      signal: limit.signal,
      headers: { accept: 'text/html' },
    });
  } catch {
    limit.abort();
    throw new TemplateImportError('unreachable', 'the document service did not answer');
  }
  try {
    if (res.status >= 300 && res.status < 400) throw new TemplateImportError('not-public', `redirected (${res.status}): the document is not public`);
    if (!res.ok) throw new TemplateImportError(res.status >= 500 ? 'unreachable' : 'not-public', `HTTP ${res.status}`);
    if (!/text\/html/i.test(res.headers.get('content-type') ?? '')) throw new TemplateImportError('not-public', 'not an HTML export');
    if (Number(res.headers.get('content-length') ?? 0) > MAX_EXPORT_BYTES) throw new TemplateImportError('too-large', 'the export is too large');
    return await readCapped(res, MAX_EXPORT_BYTES);
  } catch (err) {
    if (err instanceof TemplateImportError) throw err;
    throw new TemplateImportError('unreachable', 'the export broke off or took too long');
  } finally {
    // Whatever was not read is not wanted: the connection is closed, not drained.
    limit.abort();
  }
}

/** The body as UTF-8 text, read chunk by chunk; more than `max` bytes is "too-large" at once. */
async function readCapped(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    if (bytes > max) throw new TemplateImportError('too-large', 'the export is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
