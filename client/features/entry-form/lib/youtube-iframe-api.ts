/** The YouTube IFrame API's script; the Content-Security-Policy allows its host for scripts. */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

/** YT.PlayerState values the page reacts to. */
export const YOUTUBE_STATE = { ended: 0, playing: 1, paused: 2 } as const;

/** The part of a YT.Player the watched rule uses. */
export interface YouTubePlayerApi {
  getCurrentTime(): number;
  getDuration(): number;
  getPlaybackRate(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
}

export interface YouTubePlayerOptions {
  /** The origin of the iframe's page; the API assumes www.youtube.com unless told. */
  host: string;
  events: {
    onStateChange?: (event: { data: number }) => void;
    onError?: (event: { data: number }) => void;
  };
}

export interface YouTubeNamespace {
  loaded?: number;
  Player: new (frame: HTMLIFrameElement, options: YouTubePlayerOptions) => YouTubePlayerApi;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeNamespace> | undefined;

/**
 * Loads the IFrame API once, on the first YouTube video a worker meets; pages without one never
 * fetch it. A failed load is forgotten, so "load again" tries again.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    if (window.YT?.loaded) {
      resolve(window.YT);
      return;
    }
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error(`${YOUTUBE_IFRAME_API_URL} did not load`));
    };
    document.head.append(script);
  });
  return loading;
}
