import { z } from 'zod';
import { REASSURING_WORDS, plainEvidenceSentences } from '../../../shared/content/pattern-texts';
import { STRENGTH_LABELS } from '../../../shared/domain/scoring/presentation';
import { forbiddenAdviceIn } from '../content/forbidden';
import { WRITTEN_KEYS, type ReportWriter, type WriterInput, type WrittenTexts } from './types';

export interface AiWriterOptions {
  /** An OpenAI-compatible API's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Why an AI answer was not used: the writer falls back to the built-in one and logs this, never the text. */
export class AiWriterRefusal extends Error {
  constructor(readonly reason: string) {
    super(`AI writer: ${reason}`);
    this.name = 'AiWriterRefusal';
  }
}

const text = (max: number) => z.string().trim().min(40).max(max);
/** What the model must answer: the four free texts and nothing else. */
const answerSchema = z.object({ slutanalys: text(2500), personaliserBrev: text(3000), rekommendationer: text(2500), prognos: text(2000) }).strict();

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [...WRITTEN_KEYS],
  properties: Object.fromEntries(WRITTEN_KEYS.map((k) => [k, { type: 'string' }])),
};

const SYSTEM = [
  'Du skriver fyra texter på svenska till en personlig rapport om ryggbesvär, utifrån en självskattning.',
  'Skriv varmt och enkelt, tilltala läsaren med "du", korta meningar, inga rubriker, ingen markdown. Stycken skiljs med en tom rad; en punktlista skrivs som rader som börjar med "- ".',
  'Regler du aldrig bryter:',
  '- Ingen diagnos och ingen vävnadskälla: skriv att svaren "liknar" ett mönster, aldrig diskbråck, slitage, instabil rygg eller inklämd nerv.',
  '- Råd aldrig om röntgen eller magnetkamera, stödbälte eller korsett, dragbehandling, akupunktur, ultraljud, TENS, sängläge, paracetamol ensamt, opioider, gabapentin, pregabalin, kortison i tablettform eller bensodiazepiner. Inga läkemedelsdoser.',
  '- Lova aldrig bot eller en tidslinje för just den här personen. Använd aldrig "90 % blir bra på 6 veckor".',
  '- Finns varningstecken (brådskande eller akuta) ska inget i texterna lugna: inga ord som "oftast", "de flesta", "goda förutsättningar"; säg att vården ska bedöma först.',
  '- Prognosen ska bygga på fakta för smärtans varaktighet; vid nervsmärta i benet: att det tar längre tid, utan siffror för ryggsmärta.',
  'Svara endast med JSON enligt schemat: slutanalys (sammanfattning, 2–3 stycken), personaliserBrev (brev utan hälsning och underskrift, 3–5 stycken), rekommendationer (ett inledande stycke och 4–7 punkter för den här veckan), prognos (2–3 stycken).',
].join('\n');

/** What the model is told of the person: the analysis in words and the facts, never a name, an e-mail or free text. */
export function promptFor(input: WriterInput): string {
  const { analysis, facts } = input;
  return JSON.stringify({
    varningstecken: analysis.redFlags.map((f) => ({ id: f.id, bradska: f.urgency })),
    monster: analysis.categories.map((c) => ({
      namn: c.label,
      styrka: c.id === 'ospecifik' ? null : STRENGTH_LABELS[c.strength],
      darfor: plainEvidenceSentences(c.evidence),
    })),
    riskForLangvarigaBesvar: { grupp: analysis.riskGroup, saker: analysis.riskGroupComplete },
    omraden: analysis.riskAreas.map((a) => ({ namn: a.label, niva: a.level })),
    fakta: facts,
  });
}

/** The answer, checked: the four texts, no forbidden claim or advice, nothing calming beside an urgent sign. */
export function checkAnswer(content: string, input: WriterInput): WrittenTexts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new AiWriterRefusal('the answer is not JSON');
  }
  const checked = answerSchema.safeParse(parsed);
  if (!checked.success) throw new AiWriterRefusal(`the answer does not fit the schema (${checked.error.issues.map((i) => i.path.join('.')).join(', ')})`);
  const texts = checked.data;
  const all = WRITTEN_KEYS.map((k) => texts[k]).join('\n\n');
  const forbidden = forbiddenAdviceIn(all, { pregnant: input.facts.pregnant });
  if (forbidden.length) throw new AiWriterRefusal(`forbidden content: ${forbidden.join('; ')}`);
  if (/diagnos|\d+\s*mg|\bmg\b/i.test(all)) throw new AiWriterRefusal('a diagnosis or a dose');
  if ((input.facts.urgency === 'urgent' || input.facts.urgency === 'emergency') && REASSURING_WORDS.test(all)) {
    throw new AiWriterRefusal('calming words beside an urgent sign');
  }
  return texts;
}

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

/**
 * The AI writer: any OpenAI-compatible chat-completions API, asked for a JSON-schema answer. It
 * throws on a timeout, an HTTP error or an answer that fails the checks; the caller falls back to
 * the built-in writer.
 */
export function createAiWriter(options: AiWriterOptions): ReportWriter {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'ai',
    async write(input) {
      const res = await doFetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.4,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: promptFor(input) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'rapporttexter', strict: true, schema: JSON_SCHEMA } },
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) throw new AiWriterRefusal(`HTTP ${res.status}`);
      const body = completion.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new AiWriterRefusal('not a chat-completions answer');
      const content = body.data.choices[0]!.message.content;
      if (!content) throw new AiWriterRefusal('an empty answer');
      return checkAnswer(content, input);
    },
  };
}
