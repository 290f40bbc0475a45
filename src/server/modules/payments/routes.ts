import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { requireAuth } from '../../plugins/auth';
import { authorizePayment, klarnaAuthorizationCallback } from './authorize';
import { klarnaReviewNotification, testReviewNotification } from './review';
import { orderFor, reportPurchaseLink, startPayment } from './service';

export const paymentRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'paymentSession', async (request) => startPayment(deps, requireAuth(request).user, request.params.provider, request.body));
  route(app, guards, 'paymentAuthorize', async (request) => authorizePayment(deps, requireAuth(request).user, request.params.provider, request.body));
  route(app, guards, 'klarnaCallback', async (request) => klarnaAuthorizationCallback(deps, request.body));
  route(app, guards, 'klarnaNotification', async (request) => klarnaReviewNotification(deps, request.body));
  route(app, guards, 'testPaymentReview', async (request) => testReviewNotification(deps, requireAuth(request).user, request.body));
  route(app, guards, 'order', async (request) => orderFor(deps, requireAuth(request).user, request.params.id));
  route(app, guards, 'reportPurchaseLink', async (request) => reportPurchaseLink(deps, request.body.assessmentId));
};
