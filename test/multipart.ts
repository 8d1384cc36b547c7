/** A file part of a test multipart body. */
export interface TestFilePart {
  /** The part name, e.g. file_selfiePhoto. */
  name: string;
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/**
 * A multipart/form-data body as a browser's fetch would send it (the platform's own FormData
 * encoder), ready for app.inject: `{ payload, headers }`.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly TestFilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append(file.name, blob, file.filename ?? `${file.name}.bin`);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
