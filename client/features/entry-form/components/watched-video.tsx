import { Suspense, lazy, useEffect, useRef, useState } from 'react';
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
  const player = useRef<HTMLVideoElement>(null);
  const [hasStarted, setHasStarted] = useState(false);
  const wasStartedHere = useRef(false);

  // The play button goes once pressed; the keyboard's focus goes on to the player it started.
  useEffect(() => {
    if (hasStarted && wasStartedHere.current) player.current?.focus();
  }, [hasStarted]);

  const playButton = (
    <button
      type="button"
      // Named with the video's title: a form can have several videos, each with this button.
      aria-label={t('video.playNamed', { title })}
      aria-describedby={describedBy}
      className="absolute inset-0 flex items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      onClick={() => {
        wasStartedHere.current = true;
        setHasStarted(true);
        // A refusal leaves the browser's controls, now shown, to start it.
        player.current?.play().catch(() => undefined);
      }}
    >
      <span className="flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-5 text-base font-semibold wrap-anywhere text-slate-900">
        <PlayIcon />
        {t('video.play')}
      </span>
    </button>
  );

  return (
    <div>
      {youTubeId ? (
        hasStarted ? (
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
          // YouTube's player and its API are a download of their own: they wait for the press.
          <div className="relative aspect-video w-full rounded-lg bg-black">{playButton}</div>
        )
      ) : (
        <div className="relative">
          <video
            key={attempt}
            ref={player}
            src={src}
            title={title}
            aria-describedby={describedBy}
            // The browser's own controls come with the first play: building them is work on the
            // phone's main thread that the form's load does not need.
            controls={hasStarted}
            playsInline
            // Nothing downloads until the worker presses play: the video is the heaviest thing
            // on the form, and a phone on a slow link needs its bandwidth for the page first.
            preload="none"
            controlsList="nodownload noplaybackrate"
            className="aspect-video w-full rounded-lg bg-black"
            onPlay={() => setHasStarted(true)}
            onTimeUpdate={(e) => {
              const video = e.currentTarget;
              if (!video.seeking) furthest.current = Math.max(furthest.current, video.currentTime);
              if (!isWatched && hasReachedWatchedPoint(furthest.current, video.duration))
                onWatched();
            }}
            onSeeking={(e) => {
              if (isWatched) return;
              const video = e.currentTarget;
              const allowed = allowedSeekTime(video.currentTime, furthest.current);
              if (allowed !== video.currentTime) video.currentTime = allowed;
            }}
            onEnded={() => !isWatched && onWatched()}
            onError={() => setHasFailed(true)}
          />
          {!hasStarted && playButton}
        </div>
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

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
    </svg>
  );
}
