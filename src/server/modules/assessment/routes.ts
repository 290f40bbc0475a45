import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { requireAuth } from '../auth/guards';
import { analysisFor, summariesFor } from './analysis-service';
import { ASSESSMENT_MESSAGES } from './messages';
import { claimAssessment, createAssessment, deleteProgress, listQuestions, readProgress, saveProgress } from './service';

export const assessmentRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;

  for (const name of ['questions', 'questionsAlias'] as const) {
    route(app, guards, name, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return { questions: await listQuestions(deps) };
    });
  }

  route(app, guards, 'createAssessment', async (request, reply) =>
    reply.code(201).send(await createAssessment(deps, request.auth?.user ?? null, request.body, request.ip)),
  );

  route(app, guards, 'claimAssessment', async (request) => claimAssessment(deps, requireAuth(request).user, request.body));

  route(app, guards, 'myAssessments', async (request) => ({ assessments: await summariesFor(deps, requireAuth(request).user) }));

  route(app, guards, 'assessmentAnalysis', async (request) => analysisFor(deps, requireAuth(request).user, request.params.id));

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
