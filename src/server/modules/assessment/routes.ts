import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { isFresh, pickEncoding } from '../../plugins/web';
import { requireAuth } from '../../plugins/auth';
import { paymentStatesOf } from '../orders/service';
import { ASSESSMENT_MESSAGES } from './messages';
import { adminQuestions, updateQuestion } from './question-editing';
import { claimAssessment, createAssessment, deleteProgress, readProgress, saveProgress, analysisFor, reanalyseAssessment, summariesFor } from './service';

export const assessmentRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;

  // The hot path: the answer was validated, serialized and compressed once (question-cache.ts);
  // here it is only picked by encoding, with its ETag for the browser's revalidation.
  for (const name of ['questions', 'questionsAlias'] as const) {
    route(app, guards, name, async (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const variant = (await deps.questions.current())[encoding];
      reply.header('Cache-Control', 'public, max-age=30').header('Vary', 'Accept-Encoding').header('ETag', variant.etag);
      if (isFresh(request, variant.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(variant.body);
    });
  }

  // Admin answers are no-store like every /api answer that sets nothing (plugins/cache-control.ts).
  route(app, guards, 'adminQuestions', async () => ({ questions: await adminQuestions(deps) }));
  route(app, guards, 'updateQuestion', async (request) => {
    const question = await updateQuestion(deps, requireAuth(request).user, request.params.id, request.body);
    return { question };
  });

  route(app, guards, 'createAssessment', async (request) => createAssessment(deps, request.auth?.user ?? null, request.body, request.ip));

  route(app, guards, 'claimAssessment', async (request) => claimAssessment(deps, requireAuth(request).user, request.body));

  route(app, guards, 'myAssessments', async (request) => {
    const { user } = requireAuth(request);
    return { assessments: await summariesFor(deps, user, (ids) => paymentStatesOf(deps, user.id, ids)) };
  });

  route(app, guards, 'assessmentAnalysis', async (request) => analysisFor(deps, requireAuth(request).user, request.params.id));

  route(app, guards, 'adminReanalyse', async (request) => reanalyseAssessment(deps, requireAuth(request).user, request.params.assessmentId));

  route(app, guards, 'getProgress', async (request) => ({ progress: await readProgress(deps, requireAuth(request).user) }));

  route(app, guards, 'saveProgress', async (request) => {
    await saveProgress(deps, requireAuth(request).user, request.body);
    return { message: ASSESSMENT_MESSAGES.progressSaved };
  });

  route(app, guards, 'deleteProgress', async (request) => {
    await deleteProgress(deps, requireAuth(request).user);
    return { message: ASSESSMENT_MESSAGES.progressDeleted };
  });
};
