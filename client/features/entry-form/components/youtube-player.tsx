import { useEffect, useRef } from 'react';
import { hasReachedWatchedPoint, samplePlayback } from '../lib/video-watch';
import { YOUTUBE_EMBED_ORIGIN, youTubeEmbedUrl } from '../lib/youtube';
import {
  YOUTUBE_STATE,
  loadYouTubeIframeApi,
  type YouTubePlayerApi,
} from '../lib/youtube-iframe-api';

/** How often a playing video's position is read; the API reports it only when asked. */
export const SAMPLE_INTERVAL_MS = 500;

interface YouTubePlayerProps {
  videoId: string;
  title: string;
  describedBy?: string;
  isWatched: boolean;
  onWatched: () => void;
  /** The API or the video failed to load (offline, blocked, removed or private video). */
  onFailed: () => void;
}

/**
 * A YouTube video, made once the worker presses play, under the same rule as an uploaded one:
 * watched at its end or past 90%, and until then a jump ahead of what was played is sent back.
 * The page makes the iframe itself, so its address, title and referrer policy are ours; the
 * IFrame API, loaded only now, attaches to it.
 */
export function YouTubePlayer(props: YouTubePlayerProps) {
  const { videoId, title, describedBy } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    // It appears when the worker presses play (or reload), and that button is gone now.
    iframe.focus();
    let isCurrent = true;
    let player: YouTubePlayerApi | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let furthest = 0;
    let sampledAt = 0;
    let hasReported = false;

    const sample = (currentTime: number) => {
      if (!player) return;
      const now = performance.now();
      const played = sampledAt ? ((now - sampledAt) / 1000) * player.getPlaybackRate() : 0;
      sampledAt = now;
      const step = samplePlayback(furthest, currentTime, played);
      furthest = step.furthest;
      if (latest.current.isWatched || hasReported) return;
      if (step.seekBackTo !== null) {
        player.seekTo(step.seekBackTo, true);
      } else if (hasReachedWatchedPoint(furthest, player.getDuration())) {
        hasReported = true;
        latest.current.onWatched();
      }
    };

    const onStateChange = ({ data }: { data: number }) => {
      clearInterval(timer);
      if (!player || !isCurrent) return;
      const current = player;
      if (data === YOUTUBE_STATE.playing) {
        // A jump made while paused shows on the first look, with nothing played since.
        sampledAt = 0;
        sample(current.getCurrentTime());
        timer = setInterval(() => sample(current.getCurrentTime()), SAMPLE_INTERVAL_MS);
      } else if (data === YOUTUBE_STATE.ended) {
        sample(current.getDuration());
      } else if (data === YOUTUBE_STATE.paused) {
        sample(current.getCurrentTime());
      }
    };

    loadYouTubeIframeApi().then(
      (YT) => {
        if (!isCurrent) return;
        player = new YT.Player(iframe, {
          host: YOUTUBE_EMBED_ORIGIN,
          events: { onStateChange, onError: () => isCurrent && latest.current.onFailed() },
        });
      },
      (error: unknown) => {
        console.warn('YouTube IFrame API unavailable', error);
        if (isCurrent) latest.current.onFailed();
      },
    );
    // No player.destroy(): it would take the iframe out from under React, which removes it anyway.
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [videoId]);

  return (
    <iframe
      ref={frame}
      src={youTubeEmbedUrl(videoId, window.location.origin)}
      title={title}
      aria-describedby={describedBy}
      // Autoplay: the worker already pressed play on the page, before the player existed.
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      // YouTube refuses to play an embed whose request carries no referrer (helmet's default).
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full rounded-lg bg-black"
    />
  );
}
