import type { Page } from 'playwright-core';
import { YOUTUBE_IFRAME_API_URL } from '../../client/features/entry-form/lib/youtube-iframe-api';

/** The fake video's length and speed: past 90% in about two seconds. */
const DURATION_S = 60;
const PLAYBACK_RATE = 30;

/**
 * Stands in for https://www.youtube.com/iframe_api (the machine has no internet): a YT.Player
 * whose position moves while it "plays", kept on window.__fakeYouTube for the test to drive.
 */
const FAKE_IFRAME_API = `(() => {
  class Player {
    constructor(frame, options) {
      this.frame = frame;
      this.options = options;
      this.position = 0;
      this.since = null;
      this.seeks = [];
      window.__fakeYouTube = this;
    }
    getCurrentTime() {
      const played = this.since === null ? 0 : ((performance.now() - this.since) / 1000) * ${PLAYBACK_RATE};
      return Math.min(${DURATION_S}, this.position + played);
    }
    getDuration() { return ${DURATION_S}; }
    getPlaybackRate() { return ${PLAYBACK_RATE}; }
    seekTo(seconds) { this.seeks.push(seconds); this.jumpTo(seconds); }
    jumpTo(seconds) {
      this.position = seconds;
      if (this.since !== null) this.since = performance.now();
    }
    play() {
      this.since = performance.now();
      this.options.events.onStateChange({ data: 1 });
    }
  }
  window.YT = { loaded: 1, Player };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

export interface FakeYouTubePlayer {
  frame: HTMLIFrameElement;
  seeks: number[];
  play(): void;
  jumpTo(seconds: number): void;
}

declare global {
  interface Window {
    __fakeYouTube?: FakeYouTubePlayer;
  }
}

/**
 * Answers YouTube's API script and embed page from the test, so a real Chromium still applies
 * the app's Content-Security-Policy to both; and makes the site's safety video `videoUrl`.
 */
export async function fakeYouTube(page: Page, siteCode: string, videoUrl: string): Promise<void> {
  const withVideo = (site: Record<string, unknown>) => ({
    ...site,
    hasSafetyVideo: true,
    videoUrl,
  });
  await page.route(`**/api/sites/code/${siteCode}`, async (route) => {
    const response = await route.fetch();
    const site = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: withVideo(site) });
  });
  // The form's page carries the site too, for the app's first read (client/lib/boot-screen.ts).
  await page.route(`**/worker/form?code=${siteCode}*`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="boot-site">)(.*?)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify(withVideo(JSON.parse(json) as Record<string, unknown>))}${close}`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.route(YOUTUBE_IFRAME_API_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title>' }),
  );
}
