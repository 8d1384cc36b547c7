import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { VALID_VALUES } from '../test/entry-fixtures';
import { launchChromium, phoneContext } from '../e2e/harness/browser';
import { bundleForBrowser } from './lib/browser-bundle';
import { startDemoServer, UNTHROTTLED } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { phonePhoto } from './lib/phone-photo';
import { loginCookie } from './lib/staff-login';
import type { SubmissionOutcome, SubmissionRun } from './lib/submission-browser';

export const name = 'submission-size';

const BROWSER_CODE = fileURLToPath(new URL('./lib/submission-browser.ts', import.meta.url));
const SITE_CODE = 'DEMO';
/** KB as Chrome's DevTools counts it; the stricter of the two readings of "750 KB". */
const KB = 1000;
const GOAL_KB = 750;

/** The demo form plus a second picture: the selfie and a photo of the scaffold, both uploads. */
const FORM_WITH_TWO_PHOTOS: LocalizedFormField[] = [
  ...DEFAULT_FORM_FIELDS,
  { id: 'scaffoldPhoto', type: 'file', label: { he: 'צילום הפיגום' }, required: true },
];

interface Sent {
  bodyBytes: number;
  /** What Chromium's network layer says it sent. */
  reportedBytes: number;
}

async function saveForm(baseUrl: string) {
  const cookie = await loginCookie(baseUrl, 'demo-manager');
  const site = (await (await fetch(`${baseUrl}/api/sites/code/${SITE_CODE}`)).json()) as {
    id: number;
  };
  const response = await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`, {
    method: 'PUT',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ formFields: FORM_WITH_TWO_PHOTOS }),
  });
  if (!response.ok) throw new Error(`Saving the form answered ${response.status}`);
}

/** The body of each POST /api/entry-requests the page sends. */
function watchSubmissions(page: Page): Promise<Sent>[] {
  const sent: Promise<Sent>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/entry-requests')) return;
    sent.push(
      (async () => {
        const sizes = await request.sizes();
        return {
          bodyBytes: request.postDataBuffer()?.length ?? 0,
          reportedBytes: sizes.requestBodySize,
        };
      })(),
    );
  });
  return sent;
}

async function submit(page: Page, sent: Promise<Sent>[], run: SubmissionRun) {
  const before = sent.length;
  const outcome = await page.evaluate((r) => window.submitWithPhotos(r), run);
  if (outcome.status !== 201) {
    throw new Error(`The submission answered ${outcome.status}: ${outcome.error ?? ''}`);
  }
  if (sent.length !== before + 1) throw new Error(`${sent.length - before} requests were sent`);
  const request = await sent[before]!;
  // Three counts of one body must agree, or the figure would measure the wrong thing.
  const counts = [request.bodyBytes, request.reportedBytes, outcome.encodedBytes];
  if (new Set(counts).size !== 1) {
    throw new Error(`The body's size is unclear: ${counts.join(', ')} bytes`);
  }
  return { outcome, bodyBytes: request.bodyBytes };
}

function describe(label: string, outcome: SubmissionOutcome, bodyBytes: number) {
  const photos = Object.entries(outcome.photoBytes)
    .map(([field, b]) => `${field} ${(b.picked / KB).toFixed(0)} -> ${(b.sent / KB).toFixed(0)} KB`)
    .join(', ');
  console.log(
    `  ${label}: body ${(bodyBytes / KB).toFixed(1)} KB (${photos}; signature ` +
      `${(outcome.signatureBytes / KB).toFixed(1)} KB)`,
  );
}

/**
 * What a worker's submission weighs on the wire: two 12-megapixel photos
 * picked from the gallery and a signature, through the form's own code in Chromium on a phone
 * (prepareImage, the signature pad's PNG, buildSubmission, submitEntryRequest) to the real
 * server. The baseline is the same submission with the photos sent as picked, unscaled.
 */
export async function run(): Promise<Figure[]> {
  const [script, photos] = await Promise.all([
    bundleForBrowser(BROWSER_CODE),
    Promise.all([phonePhoto(1), phonePhoto(2)]),
  ]);
  const server = await startDemoServer({ env: UNTHROTTLED });
  const browser = await launchChromium();
  try {
    await saveForm(server.url);
    const context = await phoneContext(browser, { baseURL: server.url });
    // The page is the client's code on the app's own origin, so its calls are same-origin.
    await context.route(`${server.url}/bench/submission`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body><script>${script}</script>`,
      }),
    );
    await context.route(`${server.url}/bench/photo-*.jpg`, (route) => {
      const index = Number(/photo-(\d)\.jpg$/.exec(route.request().url())?.[1]);
      return route.fulfill({ contentType: 'image/jpeg', body: photos[index]! });
    });
    const page = await context.newPage();
    const sent = watchSubmissions(page);
    await page.goto('/bench/submission');
    const submission = (scale: boolean): SubmissionRun => ({
      siteCode: SITE_CODE,
      photos: { selfiePhoto: '/bench/photo-0.jpg', scaffoldPhoto: '/bench/photo-1.jpg' },
      scale,
      values: VALID_VALUES,
    });
    const scaled = await submit(page, sent, submission(true));
    const unscaled = await submit(page, sent, submission(false));
    describe('scaled in the browser', scaled.outcome, scaled.bodyBytes);
    describe('as picked (baseline)', unscaled.outcome, unscaled.bodyBytes);
    await context.close();
    return [
      {
        name: 'submission body, 2 photos + signature',
        unit: 'KB',
        value: scaled.bodyBytes / KB,
        baseline: unscaled.bodyBytes / KB,
        baselineName: 'the same photos unscaled',
        goal: { valueAtMost: GOAL_KB },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
