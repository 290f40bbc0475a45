import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { startChatStandIn, type ChatStandIn } from '../../../../tests/support/chat-stand-in';
import { sampleAnswers } from '../../../../tests/support/reports';
import { reportFacts } from '../facts';
import { createAiWriter } from './ai';
import { builtinPersonalTexts } from './builtin';
import { withFallback } from './writer';
import type { WriterInput } from './types';

let chat: ChatStandIn;
beforeAll(async () => {
  chat = await startChatStandIn();
});
afterAll(() => chat.close());

const good = {
  letter: 'Det är tröttsamt att ha ont i benet, och det är bra att du tar tag i det nu.\n\nDu har redan gjort något viktigt genom att svara på frågorna.',
  goal: 'Ditt mål är en bra kompass: planen tar dig dit steg för steg.',
};

function input(changes: Record<string, string> = {}, hasGoal = true): WriterInput {
  const answers = answersFromTests(Object.entries(sampleAnswers('ischias', changes)).map(([testId, completion]) => ({ testId, completion })));
  const analysis = analyseAnswers(answers);
  return { analysis, facts: reportFacts(analysis, answers), hasGoal };
}

const logs: string[] = [];
const logger = { warn: (obj: object, msg: string) => void logs.push(`${msg} ${JSON.stringify(obj)}`) };
const writer = (timeoutMs = 2000) =>
  withFallback(createAiWriter({ baseUrl: chat.baseUrl, apiKey: 'hemlig-nyckel', model: 'lokal-modell', timeoutMs }), logger, timeoutMs);

describe('the AI writer (an OpenAI-compatible chat-completions API)', () => {
  it('asks for the letter and the goal sentences only, sends what a letter needs (no name, e-mail, goal, pattern or medicine), and uses a good answer', async () => {
    chat.answer = () => ({ content: JSON.stringify(good) });
    const result = await writer().write(input());
    expect(result).toEqual({ texts: good, writer: 'ai' });
    const request = chat.requests.at(-1)!;
    expect(request.auth).toBe('Bearer hemlig-nyckel');
    expect(request.body).toMatchObject({
      model: 'lokal-modell',
      response_format: { type: 'json_schema', json_schema: { strict: true, schema: { required: ['letter', 'goal'], additionalProperties: false } } },
    });
    const sent = request.body.messages!.find((m) => m.role === 'user')!.content;
    for (const personal of ['Karin', 'Lindqvist', 'karin.lindqvist@example.se', 'lagret', 'barnbarnen']) expect(sent).not.toContain(personal);
    // Nothing clinical to repeat: no pattern, no evidence, no warning sign, no medicine tried.
    expect(sent).not.toMatch(/ischias|Nervpåverkan|stickningar|varningstecken|painkillers|läkemedel/i);
    expect(JSON.parse(sent)).toMatchObject({ harMal: true, harHaftOntI: expect.any(String) });
  });

  it('ignores any other field the model returns, and writes no goal sentences without a goal', async () => {
    chat.answer = () => ({ content: JSON.stringify({ ...good, rekommendationer: 'Ta två Alvedon morgon och kväll.', prognos: 'Du blir bra på en vecka.' }) });
    expect(await writer().write(input())).toEqual({ texts: good, writer: 'ai' });
    expect(await writer().write(input({}, false))).toEqual({ texts: { letter: good.letter, goal: '' }, writer: 'ai' });
  });

  it('falls back to the built-in writer for the issue’s answer, and logs which rules fired but never the text', async () => {
    chat.answer = () => ({
      content: JSON.stringify({
        letter: `${good.letter}\n\nTa två Treo tre gånger om dagen. Fråga om oxycodone, och be om en magnetisk resonanstomografi.`,
        goal: good.goal,
      }),
    });
    const result = await writer().write(input());
    expect(result).toEqual({ texts: builtinPersonalTexts(input().facts, true), writer: 'builtin' });
    expect(logs.at(-1)).toMatch(/the AI writer failed/);
    expect(logs.at(-1)).toMatch(/refused by rule: medicine, test, dose/);
    expect(logs.at(-1)).not.toMatch(/treo|oxycodone|resonans|gånger/i);
  });

  it('falls back on a timeout, an HTTP error, an answer that is not JSON, lacks a text or is not shaped as asked', async () => {
    const cases: [string, typeof chat.answer][] = [
      ['timeout', () => ({ delayMs: 1500, content: JSON.stringify(good) })],
      ['HTTP 500', () => ({ status: 500, raw: '{"error":"overloaded"}' })],
      ['not JSON', () => ({ content: 'Här är texterna: …' })],
      ['no letter', () => ({ content: JSON.stringify({ goal: good.goal }) })],
      ['no goal sentences', () => ({ content: JSON.stringify({ letter: good.letter, goal: '' }) })],
      ['a greeting', () => ({ content: JSON.stringify({ ...good, letter: `Hej!\n\n${good.letter}` }) })],
      ['bullets', () => ({ content: JSON.stringify({ ...good, letter: `${good.letter}\n- Gå en promenad.` }) })],
      ['four paragraphs', () => ({ content: JSON.stringify({ ...good, letter: `${good.letter}\n\n${good.letter}` }) })],
      ['a claim', () => ({ content: JSON.stringify({ ...good, goal: 'Du kommer att bli helt bra inom två veckor.' }) })],
      ['not chat completions', () => ({ raw: '{"result":"ok"}' })],
      ['too large', () => ({ content: JSON.stringify({ ...good, padding: 'x'.repeat(300 * 1024) }) })],
    ];
    for (const [what, respond] of cases) {
      chat.answer = respond;
      const started = Date.now();
      const result = await writer(800).write(input());
      expect(result.writer, what).toBe('builtin');
      expect(Date.now() - started, what).toBeLessThan(1400);
      if (what === 'too large') expect(logs.at(-1)).toContain('the answer is too large');
    }
  });

  it('refuses a push back to work for someone on sick leave with a high risk of long-lasting trouble', async () => {
    const load = (() => {
      const answers = answersFromTests(
        Object.entries(sampleAnswers('oro-och-stress', { low_mood: 'very', stress: '8' })).map(([testId, completion]) => ({ testId, completion })),
      );
      const analysis = analyseAnswers(answers);
      return { analysis, facts: reportFacts(analysis, answers), hasGoal: true };
    })();
    expect(load.facts).toMatchObject({ workType: 'sick_leave', riskGroup: 'high' });
    chat.answer = () => ({ content: JSON.stringify({ ...good, letter: `${good.letter}\n\nDu behöver inte vara smärtfri för att gå tillbaka till jobbet.` }) });
    expect((await writer().write(load)).writer).toBe('builtin');
    expect(logs.at(-1)).toMatch(/refused by rule: work/);
    // The same words for someone at work are the model's to write.
    expect((await writer().write(input())).writer).toBe('ai');
    const system = chat.requests.at(-1)!.body.messages!.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Ge inga råd om arbete');
  });

  it('never asks the model beside an urgent or emergency sign', async () => {
    chat.answer = () => ({ content: JSON.stringify(good) });
    const before = chat.requests.length;
    for (const flag of ['fever', 'bladder_bowel']) {
      const urgent = input({ red_flags: flag });
      expect(writer().asksModel(urgent)).toBe(false);
      expect(await writer().write(urgent)).toEqual({ texts: builtinPersonalTexts(urgent.facts, true), writer: 'builtin' });
    }
    expect(chat.requests.length).toBe(before);
  });
});
