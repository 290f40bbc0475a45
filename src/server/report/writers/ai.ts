import { z } from 'zod';
import { REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { forbiddenAdviceIn } from '../content/forbidden';
import { careFirst, type ReportFacts } from '../facts';
import { modelTextRefusals } from './model-text';
import type { PersonalTexts, ReportWriter, WriterInput } from './types';
import { deadline } from '../../deadline';

export interface AiWriterOptions {
  /** An OpenAI-compatible API's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Why an AI answer was not used: the writer falls back to the built-in one and logs this (rule names, never the text). */
export class AiWriterRefusal extends Error {
  constructor(readonly reason: string) {
    super(`AI writer: ${reason}`);
    this.name = 'AiWriterRefusal';
  }
}

/**
 * What the model must answer: the letter's personal paragraphs and the goal sentences. Any other
 * field it returns is dropped unread; the clinical texts are never the model's (decision 0017).
 */
const answerSchema = z.object({ letter: z.string().trim().min(80).max(1500), goal: z.string().trim().max(400) });

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['letter', 'goal'],
  properties: { letter: { type: 'string' }, goal: { type: 'string' } },
};

const SYSTEM = [
  'Du skriver två korta texter på svenska till en personlig rapport om ryggbesvär: ett personligt brev, och en eller två meningar om personens mål.',
  'Allt medicinskt i rapporten (råd, plan, övningar, prognos, varningstecken och när man ska söka vård) är granskade texter som står bredvid dina. Du skriver bara det personliga.',
  'Skriv varmt och enkelt, tilltala läsaren med "du", korta meningar, ingen markdown, ingen hälsning och ingen underskrift. Stycken skiljs med en tom rad.',
  'Nämn aldrig: läkemedel av något slag (inte heller "smärtstillande" i allmänhet), doser eller hur ofta något ska tas eller göras, undersökningar, prover eller bilder av ryggen, diagnoser, sjukdomar, delar av ryggen som orsak, namn på smärtmönster, behandlingar, varningstecken, akutmottagning, telefonnummer eller länkar. Lova aldrig bot eller när det blir bra.',
  'Ge inga råd om arbete, sjukskrivning eller när någon ska gå tillbaka till jobbet: de står i rapportens granskade texter.',
  'letter: 1–3 stycken som speglar personens situation utifrån fakta (hur länge det har gjort ont, sömn, stress, arbete, oro), bekräftar att det är tungt och uppmuntrar till planen i rapporten.',
  'goal: personens mål visas i rapporten med egna ord precis före dina meningar; du får inte veta det. Skriv en eller två meningar som knyter planen till målet utan att gissa vad det är. Har personen inget mål: en tom sträng.',
  'Svara endast med JSON enligt schemat: {"letter": "...", "goal": "..."}.',
].join('\n');

const DURATION = { lt_6w: 'kortare än 6 veckor', '6w_3m': 'mellan 6 veckor och 3 månader', gt_3m: 'längre än 3 månader' } as const;
const WORK = {
  sitting: 'sittande arbete',
  standing: 'stående arbete',
  physical: 'fysiskt tungt arbete',
  mixed: 'blandat arbete',
  sick_leave: 'sjukskriven',
  not_working: 'arbetar inte',
} as const;
const EXERCISE = { '3_plus_week': 'ofta', '1_2_week': 'ibland', rarely: 'sällan', never: 'aldrig' } as const;
const LEVEL = { high: 'hög', moderate: 'måttlig', low: 'låg', good: 'god', fair: 'sådär', poor: 'dålig', some: 'visst', little: 'litet' } as const;
const FEAR = { not_at_all: 'inte alls', somewhat: 'något', very: 'mycket' } as const;

/**
 * What the model is told of the person: only what a personal letter needs, in words. Never a name,
 * an e-mail or free text (the goal's words stay on the server), and no pattern, test or medicine to
 * repeat.
 */
export function promptFor(input: WriterInput): string {
  const f: ReportFacts = input.facts;
  return JSON.stringify({
    harHaftOntI: f.painDuration ? DURATION[f.painDuration] : null,
    forstaGangen: f.episode === null ? null : f.episode === 'first',
    alder: f.ageBand ? `${f.ageBand.replace('_plus', '+').replace('_', '–')} år` : null,
    smartaAvTio: f.painIntensity,
    gravid: f.pregnant,
    harFottBarnSenasteAret: f.postpartum,
    arbete: f.workType ? WORK[f.workType] : null,
    aktivitetIVardagen: f.activityLevel ? LEVEL[f.activityLevel] : null,
    tranar: f.exercise ? EXERCISE[f.exercise] : null,
    somn: f.sleep ? LEVEL[f.sleep] : null,
    stressAvTio: f.stress,
    stodFranAndra: f.socialSupport ? LEVEL[f.socialSupport] : null,
    undvikerRorelserAvOro: f.fearOfMovement ? FEAR[f.fearOfMovement] : null,
    oroStressOchSomnPaverkar: f.psychosocialFactor,
    harMal: input.hasGoal,
  });
}

/**
 * A push back to work: never beside sick leave with a high risk of long-lasting trouble, where the
 * reviewed texts plan a graded return with care instead (work.ts).
 */
const WORK_PUSH = /smärtfri|tillbaka till (?:jobbet|arbetet)|(?:börja|gå) (?:att )?(?:jobba|arbeta)|återgång|återgå/iu;

const GREETING_OR_SIGNATURE = /^\s*(?:hej|hejsan|kära|bästa|dear|hi)\b|hälsning|vänliga|\bmvh\b|regards/iu;

/**
 * The answer, checked: the two texts in their shape, and nothing the model may not write (no
 * medicine, dose, test, diagnosis, treatment or word on seeking care; no forbidden claim; nothing
 * calming beside an urgent sign). Any finding refuses the whole answer.
 */
export function checkAnswer(content: string, input: WriterInput): PersonalTexts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new AiWriterRefusal('the answer is not JSON');
  }
  const checked = answerSchema.safeParse(parsed);
  if (!checked.success) throw new AiWriterRefusal(`the answer does not fit the schema (${checked.error.issues.map((i) => i.path.join('.')).join(', ')})`);
  const letter = checked.data.letter;
  const goal = input.hasGoal ? checked.data.goal : '';
  if (input.hasGoal && goal.length < 20) throw new AiWriterRefusal('the goal sentences are missing');
  const paragraphs = letter.split(/\n\s*\n/);
  if (paragraphs.length > 3 || /^\s*[-•*]/mu.test(letter) || /\n/.test(goal) || GREETING_OR_SIGNATURE.test(`${letter}\n${goal}`)) {
    throw new AiWriterRefusal('the texts are not shaped as asked');
  }
  const all = `${letter}\n\n${goal}`;
  const rules: string[] = modelTextRefusals(all);
  if (forbiddenAdviceIn(all, { pregnant: input.facts.pregnant }).length) rules.push('claim');
  if (careFirst(input.facts) && REASSURING_WORDS.test(all)) rules.push('calming');
  if (input.facts.workType === 'sick_leave' && input.facts.riskGroup === 'high' && WORK_PUSH.test(all)) rules.push('work');
  if (rules.length) throw new AiWriterRefusal(`refused by rule: ${rules.join(', ')}`);
  return { letter, goal };
}

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

/** Far more than two short texts need: a larger answer is refused unread rather than held in memory. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** The response body as JSON, or null when it is not JSON or larger than MAX_ANSWER_BYTES. */
async function readJson(res: Response): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  if (!reader) return null;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new AiWriterRefusal('the answer is too large');
    }
    chunks.push(part.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

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
      const limit = deadline(options.timeoutMs);
      try {
        return await ask(input, limit.signal);
      } finally {
        limit.clear();
      }
    },
  };

  async function ask(input: WriterInput, signal: AbortSignal): Promise<PersonalTexts> {
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
        response_format: { type: 'json_schema', json_schema: { name: 'personliga_texter', strict: true, schema: JSON_SCHEMA } },
      }),
      signal,
    });
    if (!res.ok) throw new AiWriterRefusal(`HTTP ${res.status}`);
    const body = completion.safeParse(await readJson(res));
    if (!body.success) throw new AiWriterRefusal('not a chat-completions answer');
    const content = body.data.choices[0]!.message.content;
    if (!content) throw new AiWriterRefusal('an empty answer');
    return checkAnswer(content, input);
  }
}
