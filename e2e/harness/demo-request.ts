import sharp from 'sharp';
import { expect } from 'vitest';

/** POST /api/entry-requests as the worker's phone sends it: the default form and two images. */
export async function submitDemoRequest(baseUrl: string, firstName: string): Promise<string> {
  const site = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as { id: number };
  const form = (await (await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`)).json()) as {
    version: number;
  };
  const selfie = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3b82f6' },
  })
    .jpeg()
    .toBuffer();
  const signature = await sharp({
    create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('siteCode', 'DEMO');
  body.append('formVersion', String(form.version));
  body.append('language', 'he');
  body.append(
    'formData',
    JSON.stringify({
      firstName,
      lastName: 'Levi',
      phone: '050-1234567',
      companyName: 'Alon Building',
      workStartDate: new Date().toISOString().slice(0, 10),
      scaffoldingNumber: 'P-101',
      safetyDocument: true,
    }),
  );
  body.append('file_selfiePhoto', new Blob([selfie], { type: 'image/jpeg' }), 'selfie.jpg');
  body.append('file_signature', new Blob([signature], { type: 'image/png' }), 'signature.png');
  const response = await fetch(`${baseUrl}/api/entry-requests`, { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
