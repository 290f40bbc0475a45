import type { AdminTemplateRequest, TemplateResponse } from '../../../shared/contracts/reports';
import { DEFAULT_TEMPLATE, selectTemplate, type TemplateSection } from '../../report/compose/templates';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { UserRow } from '../auth/repository';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';
import { DocxRefused } from './docx-archive';
import { DocxBusy, docxSections } from './docx-convert';
import { TEMPLATE_MESSAGES } from './messages';
import { templateRepository, type NamedTemplateRow, type TemplateRow } from './repository';
import { TemplateImportError, fetchGoogleDocHtml, googleDocIdFrom, htmlToSections, templatePlaceholders } from './template-import';

export function templateView(row: TemplateRow, createdByName: string | null): TemplateResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    googleDocId: row.googleDocId,
    source: row.source,
    placeholders: row.placeholders,
    diagnosisTypes: row.diagnosisTypes,
    isActive: row.isActive,
    isPrimary: row.isPrimary,
    sections: row.sections,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdBy ? createdByName : null,
  };
}

const named = (row: NamedTemplateRow) => templateView(row, row.createdByName);

/** A document's sections, or a Swedish 400 when there is nothing to make a template of. */
function withText(sections: TemplateSection[], field: 'googleDocId' | 'file'): TemplateSection[] {
  if (!sections.some((s) => s.body.trim())) throw HttpError.badRequest(TEMPLATE_MESSAGES.emptyDocument, field);
  return sections;
}

/** A public Google Doc's sections; the import's failures as the spec's Swedish message. */
async function importGoogleDoc(deps: Pick<ServiceDeps, 'config'>, link: string): Promise<{ id: string; sections: TemplateSection[] }> {
  const id = googleDocIdFrom(link);
  if (!id) throw HttpError.badRequest(TEMPLATE_MESSAGES.badDocumentId, 'googleDocId');
  try {
    return { id, sections: withText(htmlToSections(await fetchGoogleDocHtml(deps.config.googleDocsExportUrl, id)), 'googleDocId') };
  } catch (err) {
    if (!(err instanceof TemplateImportError)) throw err;
    if (err.kind === 'unreachable') throw HttpError.badGateway(TEMPLATE_MESSAGES.saveFailed);
    throw HttpError.badRequest(err.kind === 'too-large' ? TEMPLATE_MESSAGES.documentTooLarge : TEMPLATE_MESSAGES.saveFailed, 'googleDocId');
  }
}

export async function listTemplates(deps: Pick<ServiceDeps, 'db'>): Promise<TemplateResponse[]> {
  return (await templateRepository(deps.db).listNamed()).map(named);
}

/** POST /api/admin/templates/check: what a document would give, read and parsed; nothing is stored. */
export async function checkTemplate(deps: Pick<ServiceDeps, 'config'>, link: string) {
  const doc = await importGoogleDoc(deps, link);
  const { placeholders, unknown } = templatePlaceholders(doc.sections);
  return { googleDocId: doc.id, placeholders, unknownPlaceholders: unknown, sections: doc.sections.map((s) => s.heading) };
}

/** One stored template by id (with its creator's name), or the Swedish 404. */
export async function templateById(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<NamedTemplateRow> {
  const row = await templateRepository(deps.db).findNamed(id);
  if (!row) throw HttpError.notFound(TEMPLATE_MESSAGES.notFound);
  return row;
}

/** GET /api/current-template: the stored template a report uses by default, or the built-in one. */
export async function currentTemplate(deps: Pick<ServiceDeps, 'db'>) {
  const rows = await templateRepository(deps.db).listNamed();
  const chosen = selectTemplate(rows, 'all');
  const row = rows.find((r) => r.id === chosen.id);
  return { template: row ? named(row) : null, builtIn: chosen === DEFAULT_TEMPLATE };
}

interface TemplateFields {
  name: string;
  description?: string | undefined;
  diagnosisTypes?: string[] | undefined;
  isActive?: boolean | undefined;
  primary?: boolean;
}

/** Stores an imported template; made primary (the only one) when asked. */
async function store(
  deps: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  fields: TemplateFields,
  source: { kind: 'google' | 'docx'; googleDocId: string | null; sections: TemplateSection[] },
) {
  const { placeholders, unknown } = templatePlaceholders(source.sections);
  const row = await deps.db.transaction(async (tx) => {
    const repo = templateRepository(tx);
    if (fields.primary) await repo.clearPrimary();
    const inserted = await repo.insert({
      name: fields.name,
      description: fields.description ?? '',
      googleDocId: source.googleDocId,
      source: source.kind,
      sections: source.sections,
      placeholders,
      diagnosisTypes: fields.diagnosisTypes?.length ? fields.diagnosisTypes : ['all'],
      isActive: fields.isActive ?? true,
      isPrimary: fields.primary ?? false,
      createdBy: user.id,
    });
    const summary = source.kind === 'docx' ? AUDIT_SUMMARIES.templateUploaded(inserted.name) : AUDIT_SUMMARIES.templateCreated(inserted.name);
    await recordAdminChange(deps, tx, { actor: user, action: 'template.create', subjectType: 'template', subjectId: inserted.id, summary });
    return inserted;
  });
  return { template: templateView(row, user.name), unknownPlaceholders: unknown };
}

/** POST /api/save-template (spec, user level): the document becomes the primary template. */
export async function saveTemplate(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  user: UserRow,
  input: { name: string; googleDocId: string; description?: string | undefined },
) {
  const doc = await importGoogleDoc(deps, input.googleDocId);
  return store(
    deps,
    user,
    { name: input.name, description: input.description, primary: true },
    { kind: 'google', googleDocId: doc.id, sections: doc.sections },
  );
}

/** The admin form's fields, as the map's schema parsed them. */
type AdminInput = AdminTemplateRequest;

export async function createTemplate(deps: Pick<ServiceDeps, 'db' | 'config'>, user: UserRow, input: AdminInput) {
  const doc = await importGoogleDoc(deps, input.googleDocId);
  return store(deps, user, input, { kind: 'google', googleDocId: doc.id, sections: doc.sections });
}

/** PUT /api/admin/templates/:id: the fields, and the document imported again. */
export async function updateTemplate(deps: Pick<ServiceDeps, 'db' | 'config'>, actor: AuditActor, id: string, input: AdminInput) {
  if (!(await templateRepository(deps.db).find(id))) throw HttpError.notFound(TEMPLATE_MESSAGES.notFound);
  const doc = await importGoogleDoc(deps, input.googleDocId);
  const { placeholders, unknown } = templatePlaceholders(doc.sections);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await templateRepository(tx).update(id, {
      name: input.name,
      description: input.description ?? '',
      googleDocId: doc.id,
      source: 'google',
      sections: doc.sections,
      placeholders,
      ...(input.diagnosisTypes?.length ? { diagnosisTypes: input.diagnosisTypes } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    });
    if (!updated) throw HttpError.notFound(TEMPLATE_MESSAGES.notFound);
    const summary = AUDIT_SUMMARIES.templateUpdated(updated.name);
    await recordAdminChange(deps, tx, { actor, action: 'template.update', subjectType: 'template', subjectId: id, summary });
    return updated;
  });
  const withName = await templateRepository(deps.db).findNamed(row.id);
  return { template: templateView(row, withName?.createdByName ?? null), unknownPlaceholders: unknown };
}

/** PUT /api/templates/:id/set-primary: the one primary template, atomically. */
export async function setPrimaryTemplate(deps: Pick<ServiceDeps, 'db'>, actor: AuditActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const repo = templateRepository(tx);
    const row = await repo.find(id);
    if (!row) throw HttpError.notFound(TEMPLATE_MESSAGES.notFound);
    await repo.clearPrimary();
    await repo.update(id, { isPrimary: true });
    const summary = AUDIT_SUMMARIES.templatePrimary(row.name);
    await recordAdminChange(deps, tx, { actor, action: 'template.primary', subjectType: 'template', subjectId: id, summary });
  });
  return listTemplates(deps);
}

export async function deleteTemplate(deps: Pick<ServiceDeps, 'db'>, actor: AuditActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const repo = templateRepository(tx);
    const row = await repo.find(id);
    if (!row || !(await repo.delete(id))) throw HttpError.notFound(TEMPLATE_MESSAGES.notFound);
    const summary = AUDIT_SUMMARIES.templateDeleted(row.name);
    await recordAdminChange(deps, tx, { actor, action: 'template.delete', subjectType: 'template', subjectId: id, summary });
  });
  return { message: TEMPLATE_MESSAGES.deleted };
}

/** Sections from a .docx (docx-convert.ts: checked within limits, converted off the event loop), or a Swedish 4xx. */
async function docxSectionsOrRefusal(file: Buffer): Promise<TemplateSection[]> {
  try {
    return await docxSections(file);
  } catch (err) {
    if (err instanceof DocxBusy) throw HttpError.serviceUnavailable(TEMPLATE_MESSAGES.docxBusy);
    if (!(err instanceof DocxRefused)) throw err;
    throw HttpError.badRequest(err.kind === 'too-large' ? TEMPLATE_MESSAGES.docxTooLarge : TEMPLATE_MESSAGES.notDocx, 'file');
  }
}

/** A .docx upload (our addition to the spec): its sections, stored as a template. */
export async function uploadDocxTemplate(deps: Pick<ServiceDeps, 'db'>, user: UserRow, file: Buffer, fields: TemplateFields) {
  const sections = withText(await docxSectionsOrRefusal(file), 'file');
  return store(deps, user, fields, { kind: 'docx', googleDocId: null, sections });
}
