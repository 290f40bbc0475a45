import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentAnalysisResponse,
  claimAssessmentRequest,
  claimAssessmentResponse,
  createAssessmentRequest,
  createAssessmentResponse,
  myAssessmentsResponse,
  progressResponse,
  progressSchema,
  questionsResponse,
} from '../../../shared/contracts/assessment';
import { errorResponse, okMessageResponse } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { assessmentRepository } from './repository';
import { analysisFor, claimAssessment, createAssessment, listQuestions, readProgress, saveProgress } from './service';

const tags = ['assessment'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 413: errorResponse };

export const assessmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const db = ctx.database.db;

  for (const url of ['/api/assessment/questions', '/api/questions']) {
    app.get(url, { schema: { tags, summary: 'The active questions, in order', response: { 200: questionsResponse } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return { questions: await listQuestions(db) };
    });
  }

  app.post(
    '/api/assessments',
    {
      schema: { tags, summary: 'Store a completed assessment (signed in: yours; guest: claimable)', body: createAssessmentRequest, response: { 201: createAssessmentResponse, ...errors } },
      preValidation: ctx.guards.optional,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.code(201).send(await createAssessment(db, request.auth?.user ?? null, request.body)),
  );

  app.post(
    '/api/assessments/claim',
    { schema: { tags, security, summary: "Claim this device's guest assessment for the signed-in account", body: claimAssessmentRequest, response: { 200: claimAssessmentResponse, ...errors } }, preValidation: ctx.guards.user },
    async (request) => claimAssessment(db, request.auth!.user, request.body),
  );

  app.get(
    '/api/my-assessments',
    { schema: { tags, security, summary: "The signed-in user's assessments, newest first", response: { 200: myAssessmentsResponse, 401: errorResponse } }, preValidation: ctx.guards.user },
    async (request) => {
      const rows = await assessmentRepository(db).listForUser(request.auth!.user.id);
      return { assessments: rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString() })) };
    },
  );

  app.get(
    '/api/assessments/:id/analysis',
    { schema: { tags, security, summary: 'The scoring engine’s analysis (owner or admin)', params: z.object({ id: z.string().max(64) }), response: { 200: assessmentAnalysisResponse, ...errors } }, preValidation: ctx.guards.user },
    async (request) => analysisFor(db, request.auth!.user, request.params.id),
  );

  app.get(
    '/api/assessment/progress',
    { schema: { tags, security, summary: 'Saved unfinished progress', response: { 200: progressResponse, 401: errorResponse } }, preValidation: ctx.guards.user },
    async (request) => ({ progress: await readProgress(db, request.auth!.user) }),
  );
  app.put(
    '/api/assessment/progress',
    { schema: { tags, security, summary: 'Save unfinished progress', body: progressSchema, response: { 200: okMessageResponse, ...errors } }, preValidation: ctx.guards.user },
    async (request) => {
      await saveProgress(db, request.auth!.user, request.body);
      return { message: 'Sparat' };
    },
  );
  app.delete(
    '/api/assessment/progress',
    { schema: { tags, security, summary: 'Discard unfinished progress (Börja om)', response: { 200: okMessageResponse, 401: errorResponse } }, preValidation: ctx.guards.user },
    async (request) => {
      await assessmentRepository(db).deleteProgress(request.auth!.user.id);
      return { message: 'Borttaget' };
    },
  );
};
