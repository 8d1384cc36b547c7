import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import type { SubmitEntryResponse } from '@shared/schemas/entry-request.schemas';
import { testJpeg, testPng, VALID_VALUES } from './entry-fixtures';
import { multipartBody } from './multipart';

/**
 * A worker's submission to a running server, as the entry form sends it: the site's current
 * form version, the default form's answers with this worker's name, a selfie and a signature.
 */
export async function submitOverHttp(
  baseUrl: string,
  siteCode: string,
  worker: { firstName: string; lastName: string; language?: string },
): Promise<SubmitEntryResponse> {
  const site = (await (await fetch(`${baseUrl}/api/sites/code/${siteCode}`)).json()) as PublicSite;
  const form = (await (
    await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`)
  ).json()) as EntryFormResponse;
  const body = await multipartBody(
    {
      siteCode,
      formVersion: String(form.version),
      language: worker.language ?? 'he',
      formData: JSON.stringify({
        ...VALID_VALUES,
        firstName: worker.firstName,
        lastName: worker.lastName,
        workStartDate: new Date().toISOString().slice(0, 10),
      }),
    },
    [
      { name: 'file_selfiePhoto', bytes: await testJpeg(), filename: 's.jpg', type: 'image/jpeg' },
      { name: 'file_signature', bytes: await testPng(), filename: 'sig.png', type: 'image/png' },
    ],
  );
  const response = await fetch(`${baseUrl}/api/entry-requests`, {
    method: 'POST',
    headers: body.headers,
    body: new Uint8Array(body.payload),
  });
  if (response.status !== 201) {
    throw new Error(`submission failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as SubmitEntryResponse;
}
