import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { requireAuth } from '../../plugins/auth';
import { adminReportFor, downloadFor, fullReportFor, previewFor, reportsOf, templatePreview, testReport } from './service';
import {
  checkTemplate,
  createTemplate,
  currentTemplate,
  deleteTemplate,
  listTemplates,
  saveTemplate,
  setPrimaryTemplate,
  updateTemplate,
  uploadDocxTemplate,
} from './templates-service';

/** A PDF answer: personal, never cached, saved under its file name. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

export const reportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;

  route(app, guards, 'generatePreview', async (request, reply) => {
    const { report, pdf } = await previewFor(deps, requireAuth(request).user, request.body);
    return sendPdf(reply, pdf, report.fileName);
  });

  route(app, guards, 'generateReport', async (request, reply) => {
    const { report, pdf } = await fullReportFor(deps, requireAuth(request).user, request.body);
    return sendPdf(reply, pdf, report.fileName);
  });

  route(app, guards, 'myReports', async (request) => reportsOf(deps, requireAuth(request).user));

  route(app, guards, 'downloadReport', async (request, reply) => {
    const { report, pdf } = await downloadFor(deps, requireAuth(request).user, request.params.id);
    return sendPdf(reply, pdf, report.fileName);
  });

  route(app, guards, 'adminGenerateReport', async (request, reply) => {
    const { report, pdf } = await adminReportFor(deps, requireAuth(request).user, request.params.assessmentId);
    return sendPdf(reply, pdf, report.fileName);
  });

  route(app, guards, 'testGenerateReport', async (request, reply) => {
    const { pdf, fileName } = await testReport(deps, request.body, request.ip);
    return sendPdf(reply, pdf, fileName);
  });
};

const FILE_LIMIT_BYTES = 5 * 1024 * 1024;

export const templateRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;
  // Only the upload route takes multipart (one .docx of at most 5 MB).
  await app.register(multipart, { limits: { files: 1, fileSize: FILE_LIMIT_BYTES, fields: 10, fieldSize: 2000 } });

  route(app, guards, 'currentTemplate', async () => currentTemplate(deps));
  route(app, guards, 'saveTemplate', async (request) => saveTemplate(deps, requireAuth(request).user, request.body));
  route(app, guards, 'listTemplates', async () => listTemplates(deps));
  route(app, guards, 'setPrimaryTemplate', async (request) => setPrimaryTemplate(deps, requireAuth(request).user, request.params.id));
  route(app, guards, 'deleteTemplate', async (request) => deleteTemplate(deps, requireAuth(request).user, request.params.id));
  route(app, guards, 'adminTemplates', async () => listTemplates(deps));
  route(app, guards, 'adminCreateTemplate', async (request) => createTemplate(deps, requireAuth(request).user, request.body));
  route(app, guards, 'adminUpdateTemplate', async (request) => updateTemplate(deps, requireAuth(request).user, request.params.id, request.body));
  route(app, guards, 'checkTemplate', async (request) => checkTemplate(deps, request.body.googleDocId));
  route(app, guards, 'previewTemplate', async (request, reply) => {
    const { pdf, fileName } = await templatePreview(deps, request.params.id);
    return sendPdf(reply, pdf, fileName);
  });
  route(app, guards, 'adminDeleteTemplate', async (request) => deleteTemplate(deps, requireAuth(request).user, request.params.id));

  // The form was read and validated by its schema in the map (templateUploadForm) before this runs.
  route(app, guards, 'uploadTemplate', async (request) => {
    const { file, ...fields } = request.body;
    return uploadDocxTemplate(deps, requireAuth(request).user, Buffer.from(file.buffer, file.byteOffset, file.byteLength), fields);
  });
};
