import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { questionsResponse, type Question } from '../../../shared/contracts/assessment';
import { questionnaireFacts, type QuestionnaireFacts } from '../../../shared/domain/questionnaire-facts';
import type { Database } from '../../db/client';
import { questionChanges } from '../../db/question-changes';
import { assessmentRepository } from './repository';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How long a process serves its copy before asking the database, with one small query, whether
 * another process has changed a question. An edit in this process is served at once; one made
 * by another process (a second server on the same PostgreSQL) within this bound. Browsers keep
 * the list for 30 s anyway (Cache-Control), so 5 s adds little.
 */
export const QUESTIONS_RECHECK_MS = 5_000;

export interface ServedVariant {
  body: Buffer;
  etag: string;
}

/** The active questions as served: read, validated, serialized and compressed once per change. */
export interface ServedQuestions {
  questions: readonly Question[];
  /** The counts and duration the pages state; null when no question is served. */
  facts: QuestionnaireFacts | null;
  identity: ServedVariant;
  br: ServedVariant;
  gzip: ServedVariant;
}

export interface QuestionCache {
  /** The served questions of now: from memory, rebuilt after a change. */
  current(): Promise<ServedQuestions>;
}

interface Entry {
  served: Promise<ServedQuestions>;
  fingerprint: string;
  /** The value of `questionChanges()` when the entry was last confirmed. */
  changes: number;
  /** When the last fingerprint check started (a change committed before it is in the entry). */
  checkedAt: number;
}

export interface QuestionCacheOptions {
  recheckMs?: number;
  now?: () => number;
}

/**
 * The question list kept in memory. Stale in two ways: a write in this process (`questionsChanged`)
 * or, checked at most every `recheckMs` on a request, a changed fingerprint of the table, which
 * catches writes by other processes and by hand. The check runs on the request that finds the
 * copy too old (others arriving meanwhile wait for the same check), so no request is answered
 * from a copy older than the bound.
 */
export function createQuestionCache(db: Database, options: QuestionCacheOptions = {}): QuestionCache {
  const recheckMs = options.recheckMs ?? QUESTIONS_RECHECK_MS;
  const now = options.now ?? (() => Date.now());
  const repository = assessmentRepository(db);
  let entry: Entry | null = null;
  let pending: Promise<ServedQuestions> | null = null;

  async function refresh(): Promise<ServedQuestions> {
    const seenChanges = questionChanges();
    const checkedAt = now();
    // The fingerprint first, then the rows: a change committed in between makes the next check
    // rebuild, never keeps old rows under a new fingerprint.
    const fingerprint = await repository.questionsFingerprint();
    // Unchanged here and in the table: the same copy, confirmed. A write here always rebuilds.
    if (entry && entry.changes === seenChanges && entry.fingerprint === fingerprint) {
      entry = { ...entry, changes: seenChanges, checkedAt };
      return entry.served;
    }
    const served = build(await repository.activeQuestions());
    // A failed build is not kept: the next request tries again.
    served.catch(() => {
      if (entry?.served === served) entry = null;
    });
    entry = { served, fingerprint, changes: seenChanges, checkedAt };
    return served;
  }

  return {
    current() {
      if (entry && entry.changes === questionChanges() && now() - entry.checkedAt < recheckMs) return entry.served;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof assessmentRepository>['activeQuestions']>>[number];

/** Validated and serialized as the endpoint's schema would (the same bytes), then compressed. */
async function build(rows: QuestionRow[]): Promise<ServedQuestions> {
  const encoded = questionsResponse.encode({
    questions: rows.map((q) => ({ ...q, category: q.category as Question['category'], questionType: q.questionType as Question['questionType'] })),
  });
  const identity = Buffer.from(JSON.stringify(encoded), 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const questions = encoded.questions as Question[];
  return {
    questions,
    facts: questions.length ? questionnaireFacts(questions) : null,
    identity: { body: identity, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gz, etag: `"${tag}-gz"` },
  };
}
