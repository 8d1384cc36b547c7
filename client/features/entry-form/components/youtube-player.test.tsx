import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  YOUTUBE_STATE,
  type YouTubePlayerApi,
  type YouTubePlayerOptions,
} from '../lib/youtube-iframe-api';
import { SAMPLE_INTERVAL_MS, YouTubePlayer } from './youtube-player';

const DURATION_S = 100;

/** YouTube's player as the page sees it: a position that moves while it plays. */
class FakePlayer implements YouTubePlayerApi {
  static last: FakePlayer;
  position = 0;
  playingSince: number | null = null;
  seeks: number[] = [];

  constructor(
    readonly frame: HTMLIFrameElement,
    readonly options: YouTubePlayerOptions,
  ) {
    FakePlayer.last = this;
  }
  getCurrentTime() {
    const played = this.playingSince === null ? 0 : (performance.now() - this.playingSince) / 1000;
    return Math.min(this.position + played, DURATION_S);
  }
  getDuration = () => DURATION_S;
  getPlaybackRate = () => 1;
  seekTo(seconds: number) {
    this.seeks.push(seconds);
    this.jumpTo(seconds);
  }
  /** The worker drags the slider. */
  jumpTo(seconds: number) {
    this.position = seconds;
    if (this.playingSince !== null) this.playingSince = performance.now();
  }
  play() {
    this.playingSince = performance.now();
    this.options.events.onStateChange?.({ data: YOUTUBE_STATE.playing });
  }
  end() {
    this.position = DURATION_S;
    this.playingSince = null;
    this.options.events.onStateChange?.({ data: YOUTUBE_STATE.ended });
  }
}

async function mount(isWatched = false) {
  const onWatched = vi.fn();
  const onFailed = vi.fn();
  render(
    <YouTubePlayer
      videoId="dQw4w9WgXcQ"
      title="Safety video"
      isWatched={isWatched}
      onWatched={onWatched}
      onFailed={onFailed}
    />,
  );
  // The API "loads" (it is already on the page) and attaches to the iframe.
  await act(async () => {});
  return { player: FakePlayer.last, onWatched, onFailed };
}

const watchFor = (seconds: number) =>
  act(() => vi.advanceTimersByTime(seconds * 1000 + SAMPLE_INTERVAL_MS / 2));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  window.YT = { loaded: 1, Player: FakePlayer };
});
afterEach(() => {
  vi.useRealTimers();
  delete window.YT;
});

describe('a YouTube safety video', () => {
  it("plays in YouTube's privacy-enhanced player, in an iframe the API attaches to", async () => {
    const { player } = await mount();
    const frame = screen.getByTitle('Safety video');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1&/,
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(player.frame).toBe(frame);
    expect(player.options.host).toBe('https://www.youtube-nocookie.com');
  });

  it('counts as watched once played past 90%, not before', async () => {
    const { player, onWatched } = await mount();
    player.play();
    await watchFor(89);
    expect(onWatched).not.toHaveBeenCalled();
    await watchFor(1);
    expect(onWatched).toHaveBeenCalledOnce();
    expect(player.seeks).toEqual([]);
  });

  it('sends a jump ahead back to what was played', async () => {
    const { player, onWatched } = await mount();
    player.play();
    await watchFor(10);
    player.jumpTo(95);
    await watchFor(0);
    expect(player.seeks).toHaveLength(1);
    expect(player.seeks[0]).toBeCloseTo(10, 0);
    expect(onWatched).not.toHaveBeenCalled();
  });

  it('counts its end only when the end was reached by playing', async () => {
    const skipped = await mount();
    skipped.player.play();
    await watchFor(5);
    skipped.player.end();
    expect(skipped.onWatched).not.toHaveBeenCalled();
    expect(skipped.player.seeks).toHaveLength(1);
  });

  it('leaves the slider free once watched', async () => {
    const { player } = await mount(true);
    player.play();
    player.jumpTo(95);
    await watchFor(0);
    expect(player.seeks).toEqual([]);
  });

  it('reports a video YouTube cannot play', async () => {
    const { player, onFailed } = await mount();
    act(() => player.options.events.onError?.({ data: 150 }));
    expect(onFailed).toHaveBeenCalledOnce();
  });
});
