import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import type { CategoryId } from '../../../shared/domain/scoring/types';
import { toast } from '../../components/ui/toast-store';
import { callApi, callApiForFile, saveFileAnswer } from '../../lib/api-client';
import { adminKeys } from './api';

/** Every stored template (the admin list, with the creator's name). */
export function templatesQuery() {
  return queryOptions({
    queryKey: adminKeys.templates(),
    queryFn: () => callApi('adminTemplates'),
  });
}

/** After any template change: the lists, the dashboard's template state and the audit log are stale. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * A template change (set primary, delete): on success the spec's toast and every admin query
 * refreshed; on failure the spec's Swedish text in a destructive toast.
 */
export function useTemplateChange(change: () => Promise<unknown>, texts: { success: { title: string; description?: string }; failure: string }) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast({ ...texts.success, variant: 'success' });
      await invalidate();
    },
    onError: () => toast({ title: 'Fel', description: texts.failure, variant: 'destructive' }),
  });
}

/** Spec §5: the id from a link with /document/d/{id}, otherwise the text itself. */
export function documentIdFrom(text: string): string {
  const trimmed = text.trim();
  return /\/document\/(?:u\/\d+\/)?d\/([A-Za-z0-9_-]+)/.exec(trimmed)?.[1] ?? trimmed;
}

/** Spec §9: a document id is shown cut to 20 characters. */
export function shortDocumentId(id: string | null): string {
  if (!id) return 'Word-dokument';
  return id.length > 20 ? `${id.slice(0, 20)}…` : id;
}

const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });
/** "2026-11-27": the created date in Swedish format and Swedish time. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** The Swedish name of a diagnosis type; 'all' is every pattern. */
export function diagnosisTypeLabel(type: string): string {
  if (type === 'all') return 'Alla';
  return CATEGORY_LABELS[type as CategoryId] ?? type;
}

/** Downloads the template's preview PDF (made for a sample person) with the admin's token. */
export async function downloadPreview(id: string): Promise<string> {
  const res = await callApiForFile('previewTemplate', { params: { id } });
  return saveFileAnswer(res, 'forhandsgranskning.pdf');
}

/** The spec's confirmation before a template is deleted. */
export const CONFIRM_DELETE = 'Är du säker på att du vill ta bort denna mall?';
