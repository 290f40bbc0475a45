import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { TEMPLATE_DIAGNOSIS_TYPES } from '../../../shared/contracts/reports';
import { text } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { route } from '../../routing';
import { requireAuth } from '../auth/guards';
import { TEMPLATE_MESSAGES } from './messages';
import { downloadFor, fullReportFor, previewFor, reportsOf, testReport } from './service';
import {
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

  route(app, guards, 'testGenerateReport', async (request, reply) => {
    const { pdf, fileName } = await testReport(deps, request.body, request.ip);
    return sendPdf(reply, pdf, fileName);
  });
};

const FILE_LIMIT_BYTES = 5 * 1024 * 1024;
const fieldText = text('Namn', { max: 120, required: true });
const descriptionText = text('Beskrivning', { max: 500 });

export const templateRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;
  // Only the upload route takes multipart (one .docx of at most 5 MB).
  await app.register(multipart, { limits: { files: 1, fileSize: FILE_LIMIT_BYTES, fields: 10, fieldSize: 2000 } });

  route(app, guards, 'currentTemplate', async () => currentTemplate(deps));
  route(app, guards, 'saveTemplate', async (request, reply) => reply.code(201).send(await saveTemplate(deps, requireAuth(request).user, request.body)));
  route(app, guards, 'listTemplates', async () => listTemplates(deps));
  route(app, guards, 'setPrimaryTemplate', async (request) => setPrimaryTemplate(deps, request.params.id));
  route(app, guards, 'deleteTemplate', async (request) => deleteTemplate(deps, request.params.id));
  route(app, guards, 'adminTemplates', async () => listTemplates(deps));
  route(app, guards, 'adminCreateTemplate', async (request, reply) =>
    reply.code(201).send(await createTemplate(deps, requireAuth(request).user, request.body)),
  );
  route(app, guards, 'adminUpdateTemplate', async (request) => updateTemplate(deps, request.params.id, request.body));
  route(app, guards, 'adminDeleteTemplate', async (request) => deleteTemplate(deps, request.params.id));

  route(app, guards, 'uploadTemplate', async (request, reply) => {
    const user = requireAuth(request).user;
    if (!request.isMultipart()) throw HttpError.badRequest(TEMPLATE_MESSAGES.fileMissing, 'file');
    const part = await request.file();
    if (!part) throw HttpError.badRequest(TEMPLATE_MESSAGES.fileMissing, 'file');
    if (!/\.docx$/i.test(part.filename)) throw HttpError.badRequest(TEMPLATE_MESSAGES.notDocx, 'file');
    const file = await part.toBuffer().catch((err: unknown) => {
      if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw HttpError.badRequest(TEMPLATE_MESSAGES.fileTooLarge, 'file');
      throw err;
    });
    const field = (name: string): string | undefined => {
      const f = part.fields[name];
      return f && !Array.isArray(f) && f.type === 'field' && typeof f.value === 'string' ? f.value : undefined;
    };
    const name = fieldText.safeParse(field('name') ?? part.filename.replace(/\.docx$/i, ''));
    if (!name.success) throw HttpError.badRequest(name.error.issues[0]?.message ?? TEMPLATE_MESSAGES.fileMissing, 'name');
    const description = descriptionText.safeParse(field('description') ?? '');
    const types = (field('diagnosisTypes') ?? 'all')
      .split(',')
      .map((t) => t.trim())
      .filter((t): t is (typeof TEMPLATE_DIAGNOSIS_TYPES)[number] => (TEMPLATE_DIAGNOSIS_TYPES as readonly string[]).includes(t));
    const result = await uploadDocxTemplate(deps, user, file, {
      name: name.data,
      description: description.success ? description.data : '',
      diagnosisTypes: types.length ? types : ['all'],
    });
    return reply.code(201).send(result);
  });
};
