import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every text frame the page's sockets receive from now on, so a test can wait for a message
 * that arrived before it knew what to look for (the id of a request it just submitted).
 */
export function recordSocketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      frames.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    });
  });
  return frames;
}

/** How much faster than real time the journeys play the site's 30 s safety video. */
const PLAYBACK_RATE = 16;

/**
 * Watches the site's safety video the way the gate allows: a jump near the end is sent
 * back to what was played (checked here), so the video plays, muted and fast, to its end. The
 * page downloads nothing of the video before play, so play comes first and pauses at once.
 */
export async function watchSiteVideo(
  page: Page,
  text: { siteVideo: { title: string }; video: { playNamed: string } },
): Promise<void> {
  const video = page.locator(`video[title="${text.siteVideo.title}"]`);
  await video.scrollIntoViewIfNeeded();
  // The worker's way in: the play button over the video, named with the video's title in the
  // page's language, which hands the keyboard to the player.
  const playName = text.video.playNamed.replace('{{title}}', text.siteVideo.title);
  await page.getByRole('button', { name: playName, exact: true }).tap();
  await expect
    .poll(() => video.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await video.evaluate(async (element: HTMLVideoElement) => {
    // Muted, so Chromium's autoplay policy lets a script start it without a tap.
    element.muted = true;
    await element.play();
    element.pause();
  });
  const afterSkip = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = element.duration * 0.95;
      }),
  );
  expect(afterSkip).toBeLessThan(1);
  await video.evaluate(async (element: HTMLVideoElement, rate: number) => {
    element.playbackRate = rate;
    await element.play();
  }, PLAYBACK_RATE);
}

/** Signs the pad named `padName` with a mouse: two strokes across its middle. */
export async function drawSignature(page: Page, padName: string): Promise<void> {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`the signature pad "${padName}" is not on screen`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y - box.height * 0.3, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, y + box.height * 0.2, { steps: 8 });
  await page.mouse.up();
}

/** The entry form's texts a journey taps through, in the worker's language. */
interface FormTexts {
  camera: { open: string; capture: string; save: string };
  document: { open: string; confirm: string };
  briefing: { title: string; understood: string };
}

/**
 * Takes the selfie in the camera dialog named `dialogName` and saves it. Chromium's fake camera
 * needs a moment before its first frame has a size, so the capture is tapped until it takes.
 */
export async function takeSelfie(
  page: Page,
  text: FormTexts,
  dialogName: string,
  timeout?: number,
): Promise<void> {
  // Exact: a form's other picture fields (a certificate card's photo) also name a photo.
  await page.getByRole('button', { name: text.camera.open, exact: true }).click();
  const camera = page.getByRole('dialog', { name: dialogName });
  const save = camera.getByRole('button', { name: text.camera.save });
  await expect
    .poll(
      async () => {
        const capture = camera.getByRole('button', { name: text.camera.capture });
        if (await capture.isVisible()) await capture.click();
        return save.isVisible();
      },
      { timeout },
    )
    .toBe(true);
  await save.click();
  await camera.waitFor({ state: 'detached' });
}

/** Opens the site's regulations, reads them through and confirms them. */
export async function confirmRegulations(page: Page, text: FormTexts): Promise<void> {
  await page.getByRole('button', { name: text.document.open }).click();
  const regulations = page.getByRole('dialog', { name: text.briefing.title });
  await regulations.getByRole('button', { name: text.briefing.understood }).click();
  await regulations.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: text.document.confirm }).click();
}
