import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../routing';
import { finalizeTestAssessment, submitMockAnswers } from './service';

/** The developer panel's own steps (its other two are createAssessment and reportPurchaseLink). */
export const developerRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'submitMockAnswers', async (request) => submitMockAnswers(deps, requireAuth(request).user, request.params.id, request.body));
  route(app, guards, 'finalizeAssessment', async (request) => finalizeTestAssessment(deps, requireAuth(request).user, request.params.id));
};
