import { queryOptions } from '@tanstack/react-query';
import type {
  InductionSettings,
  InductionStatus,
  QuizGrade,
  QuizSitting,
  RequestInduction,
} from '@shared/schemas/quiz.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

/**
 * GET /api/sites/{id}/induction: whether this phone's worker may skip the site's material. A
 * failed read counts as "no": the worker then does the induction, which is always allowed.
 */
export function inductionStatusQuery(siteId: number) {
  return queryOptions({
    queryKey: ['inductions', 'status', siteId] as const,
    queryFn: ({ signal }) => apiGet<InductionStatus>(`/api/sites/${siteId}/induction`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function startQuizSitting(siteId: number, formVersion: number, fieldId: string) {
  return apiSend<QuizSitting>('POST', '/api/quiz-attempts', { siteId, formVersion, fieldId });
}

export function gradeQuizSitting(attemptId: string, answers: Record<string, string>) {
  return apiSend<QuizGrade>('POST', `/api/quiz-attempts/${attemptId}/grade`, { answers });
}

export const inductionSettingsKey = (siteId: number) =>
  ['inductions', 'settings', siteId] as const;

export function inductionSettingsQuery(siteId: number) {
  return queryOptions({
    queryKey: inductionSettingsKey(siteId),
    queryFn: ({ signal }) =>
      apiGet<InductionSettings>(`/api/sites/${siteId}/induction-settings`, { signal }),
  });
}

export function saveInductionSettings(siteId: number, settings: InductionSettings) {
  return apiSend<InductionSettings>('PUT', `/api/sites/${siteId}/induction-settings`, settings);
}

/** The induction and checks a request carried, their texts in the reader's language. */
export function requestInductionQuery(entryId: string, language: string) {
  return queryOptions({
    queryKey: ['inductions', 'request', entryId, language] as const,
    queryFn: ({ signal }) =>
      apiGet<RequestInduction>(`/api/inductions/requests/${entryId}?lang=${language}`, {
        signal,
      }),
  });
}
