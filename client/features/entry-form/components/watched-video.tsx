import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { allowedSeekTime, hasReachedWatchedPoint } from '../lib/video-watch';
import { youTubeVideoId } from '../lib/youtube';

// The YouTube player and its API download only for a page that has a YouTube video.
const YouTubePlayer = lazy(async () => ({
  default: (await import('./youtube-player')).YouTubePlayer,
}));

interface WatchedVideoProps {
  src: string;
  /** The accessible name of the player. */
  title: string;
  isWatched: boolean;
  onWatched: () => void;
  describedBy?: string;
}

/**
 * A video that reports once it has been watched: at its end or past 90%.
 * Until then the slider cannot jump ahead of what was played, so the gate means watching.
 * A YouTube link plays in YouTube's player under the same rule; any other address is a file.
 */
export function WatchedVideo({ src, title, isWatched, onWatched, describedBy }: WatchedVideoProps) {
  const { t } = useTranslation('entry-form');
  const furthest = useRef(0);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const youTubeId = youTubeVideoId(src);

  return (
    <div>
      {youTubeId ? (
        <Suspense fallback={<div className="aspect-video w-full rounded-lg bg-black" />}>
          <YouTubePlayer
            key={`${attempt}:${youTubeId}`}
            videoId={youTubeId}
            title={title}
            describedBy={describedBy}
            isWatched={isWatched}
            onWatched={onWatched}
            onFailed={() => setHasFailed(true)}
          />
        </Suspense>
      ) : (
        <video
          key={attempt}
          src={src}
          title={title}
          aria-describedby={describedBy}
          controls
          playsInline
          // Nothing downloads until the worker presses play: the video is the heaviest thing
          // on the form, and a phone on a slow link needs its bandwidth for the page first.
          preload="none"
          controlsList="nodownload noplaybackrate"
          className="aspect-video w-full rounded-lg bg-black"
          onTimeUpdate={(e) => {
            const player = e.currentTarget;
            if (!player.seeking) furthest.current = Math.max(furthest.current, player.currentTime);
            if (!isWatched && hasReachedWatchedPoint(furthest.current, player.duration))
              onWatched();
          }}
          onSeeking={(e) => {
            if (isWatched) return;
            const player = e.currentTarget;
            const allowed = allowedSeekTime(player.currentTime, furthest.current);
            if (allowed !== player.currentTime) player.currentTime = allowed;
          }}
          onEnded={() => !isWatched && onWatched()}
          onError={() => setHasFailed(true)}
        />
      )}
      {hasFailed ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          <span>{t('video.loadError')}</span>
          <Button
            variant="secondary"
            onClick={() => {
              setHasFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('video.reload')}
          </Button>
        </div>
      ) : (
        <p
          aria-live="polite"
          className={
            isWatched ? 'mt-2 text-sm font-semibold text-green-800' : 'mt-2 text-sm text-slate-600'
          }
        >
          {isWatched ? `✓ ${t('video.watched')}` : t('video.notWatched')}
        </p>
      )}
    </div>
  );
}
