import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testGenerateReportRequest } from '../../../shared/contracts/reports';
import { callApi, callApiForFile, saveFileAnswer } from '../../lib/api-client';

/** Query keys of a user's reports; the user's id is in every key. */
export const reportKeys = {
  all: ['reports'] as const,
  forUser: (userId: string) => ['reports', userId] as const,
};

/** The user's reports (spec: refetched every 30 seconds, one retry). */
export function myReportsQuery(userId: string) {
  return queryOptions({
    queryKey: reportKeys.forUser(userId),
    queryFn: () => callApi('myReports'),
    refetchInterval: 30_000,
    retry: 1,
  });
}

/** The report calls whose answer is a PDF. */
export const reportFiles = {
  preview: (assessmentId: string) => callApiForFile('generatePreview', { body: { assessmentId } }),
  full: (assessmentId: string) => callApiForFile('generateReport', { body: { assessmentId } }),
  download: (id: string) => callApiForFile('downloadReport', { params: { id } }),
  test: (body: z.input<typeof testGenerateReportRequest>) => callApiForFile('testGenerateReport', { body }),
};

/**
 * Makes (or fetches) a PDF and saves it where the browser saves downloads. A new report shows in
 * the user's list at once: the list is refetched.
 */
export function useReportDownload(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fetch, fallbackName }: { fetch: () => Promise<Response>; fallbackName: string }) => saveFileAnswer(await fetch(), fallbackName),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: reportKeys.forUser(userId) });
    },
  });
}
