import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { assessmentDetails, searchCustomers } from './service';

export const customersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, ctx.guards, 'adminSearchCustomers', async (request) => searchCustomers(ctx.deps, request.query));
  route(app, ctx.guards, 'adminAssessmentDetails', async (request) => assessmentDetails(ctx.deps, request.params.assessmentId));
};
