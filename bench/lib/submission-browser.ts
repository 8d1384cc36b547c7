import SignaturePad, { type BasicPoint, type PointGroup } from 'signature_pad';
import { SIGNATURE_PAD } from '@shared/constants';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import { submitEntryRequest } from '@/features/entry-form/api/submit-entry-request';
import { buildSubmission } from '@/features/entry-form/lib/build-submission';
import {
  blobToDataUrl,
  dataUrlToBlob,
  type ImageValue,
} from '@/features/entry-form/lib/image-value';
import { prepareImage } from '@/features/entry-form/lib/prepare-image';
import { signaturePng } from '@/features/entry-form/lib/signature-image';

/*
 * Runs in Chromium (bundled by browser-bundle.ts): the worker form's own code from a picked
 * photo to the request on the wire — prepareImage (scale to 1280 px, JPEG), the signature pad's
 * PNG, buildSubmission and submitEntryRequest — without the form's screens around it.
 */

/** The pad's width on a 390 px phone: the form's width less its side padding. */
const PAD_WIDTH_PX = 358;

export interface SubmissionRun {
  siteCode: string;
  /** Field id of each picture field -> where the page fetches its photo. */
  photos: Record<string, string>;
  /** false: the photos go as they are, the baseline without the browser's scaling. */
  scale: boolean;
  values: Record<string, unknown>;
}

export interface SubmissionOutcome {
  status: number;
  /** Why the server refused, or 'not retried' for a failure the form would have sent again. */
  error?: string;
  photoBytes: Record<string, { picked: number; sent: number }>;
  signatureBytes: number;
  /** The body as the platform's own multipart encoder writes it; the boundary's length is fixed. */
  encodedBytes: number;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A handwritten-looking name and a flourish under it, drawn as a finger would on the pad. */
function strokes(width: number): PointGroup[] {
  const radius = SIGNATURE_PAD.lineWidthPx / 2;
  const options = {
    dotSize: radius,
    minWidth: radius,
    maxWidth: radius,
    penColor: '#0f172a',
    velocityFilterWeight: 0.7,
    compositeOperation: 'source-over' as const,
  };
  const height = SIGNATURE_PAD.heightPx;
  const stroke = (count: number, at: (t: number) => [number, number]): PointGroup => {
    const points: BasicPoint[] = [];
    for (let i = 0; i <= count; i += 1) {
      const [x, y] = at(i / count);
      points.push({ x, y, pressure: 0.5, time: i * 16 });
    }
    return { ...options, points };
  };
  return [
    // Loops moving along the line, like cursive letters.
    stroke(240, (t) => [
      width * (0.12 + 0.62 * t) - 14 * Math.sin(t * 26),
      height * 0.45 - 26 * Math.cos(t * 26) * (0.6 + 0.4 * Math.sin(t * 7)),
    ]),
    stroke(60, (t) => [width * (0.1 + 0.75 * t), height * (0.78 - 0.08 * Math.sin(t * Math.PI))]),
  ];
}

/**
 * The signature as the form's pad exports it (signature-pad-canvas.tsx): drawn at screen
 * density, sent through signaturePng at the pad's CSS size.
 */
function signature(): ImageValue {
  const canvas = document.createElement('canvas');
  canvas.style.width = `${PAD_WIDTH_PX}px`;
  canvas.style.height = `${SIGNATURE_PAD.heightPx}px`;
  document.body.append(canvas);
  const radius = SIGNATURE_PAD.lineWidthPx / 2;
  const pad = new SignaturePad(canvas, {
    minWidth: radius,
    maxWidth: radius,
    dotSize: radius,
    penColor: '#0f172a',
    backgroundColor: '#ffffff',
  });
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = PAD_WIDTH_PX * ratio;
  canvas.height = SIGNATURE_PAD.heightPx * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes(PAD_WIDTH_PX));
  return { dataUrl: signaturePng(canvas), name: 'signature.png' };
}

async function picture(fieldId: string, path: string, scale: boolean) {
  const response = await fetch(path);
  const picked = new File([await response.blob()], `${fieldId}.jpg`, { type: 'image/jpeg' });
  const value = scale
    ? await prepareImage(picked, fieldId)
    : { dataUrl: await blobToDataUrl(picked), name: picked.name };
  return { value, picked: picked.size, sent: dataUrlToBlob(value.dataUrl).size };
}

async function submitWithPhotos(run: SubmissionRun): Promise<SubmissionOutcome> {
  const site = await getJson<PublicSite>(`/api/sites/code/${encodeURIComponent(run.siteCode)}`);
  const form = await getJson<EntryFormResponse>(`/api/sites/${site.id}/entry-form`);
  const files: Record<string, ImageValue> = {};
  const photoBytes: SubmissionOutcome['photoBytes'] = {};
  for (const [fieldId, path] of Object.entries(run.photos)) {
    const { value, picked, sent } = await picture(fieldId, path, run.scale);
    files[fieldId] = value;
    photoBytes[fieldId] = { picked, sent };
  }
  const fields = resolveFormFields(form.formFields, 'he');
  const signatureField = fields.find((field) => field.type === 'signature');
  if (!signatureField) throw new Error(`The form of ${run.siteCode} has no signature field`);
  files[signatureField.id] = signature();
  const body = buildSubmission({
    siteCode: run.siteCode,
    fields,
    formVersion: form.version,
    language: 'he',
    values: run.values,
    files,
  });
  const encodedBytes = (await new Response(body).arrayBuffer()).byteLength;
  try {
    await submitEntryRequest(body, {
      idempotencyKey: crypto.randomUUID(),
      // No second attempt: one request, one body to measure.
      sleep: () => Promise.reject(new Error('not retried')),
    });
    return {
      status: 201,
      photoBytes,
      signatureBytes: dataUrlToBlob(files[signatureField.id]!.dataUrl).size,
      encodedBytes,
    };
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    return { status, error: String(error), photoBytes, signatureBytes: 0, encodedBytes };
  }
}

declare global {
  interface Window {
    submitWithPhotos: typeof submitWithPhotos;
  }
}

window.submitWithPhotos = submitWithPhotos;
