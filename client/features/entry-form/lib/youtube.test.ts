import { describe, expect, it } from 'vitest';
import { samplePlayback } from './video-watch';
import { youTubeEmbedUrl, youTubeVideoId } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('a YouTube link', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `  http://www.YouTube.com/watch?v=${ID}  `,
  ])('%s plays video %s', (url) => {
    expect(youTubeVideoId(url)).toBe(ID);
  });

  it.each([
    '/media/demo-safety-video.webm',
    'https://cdn.example.com/safety.mp4',
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    `javascript:alert(1)//youtu.be/${ID}`,
    'https://youtu.be/',
    '',
  ])('%s is not one', (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });

  it("is embedded through the privacy-enhanced host with the page's origin for the API", () => {
    const url = new URL(youTubeEmbedUrl(ID, 'https://entry.example'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://entry.example');
    // The player is made by the worker's press on play, so it starts at once.
    expect(url.searchParams.get('autoplay')).toBe('1');
  });
});

describe('a player polled while it plays', () => {
  it('moves the furthest point forward as far as it could have played', () => {
    expect(samplePlayback(10, 10.5, 0.5)).toEqual({ furthest: 10.5, seekBackTo: null });
    // A background tab is looked at rarely: 30 s played in 30 s is watching, not skipping.
    expect(samplePlayback(10, 40, 30)).toEqual({ furthest: 40, seekBackTo: null });
  });

  it('sends a jump ahead back to the furthest point, and lets it go back freely', () => {
    expect(samplePlayback(10, 80, 0.5)).toEqual({ furthest: 10, seekBackTo: 10 });
    expect(samplePlayback(10, 3, 0.5)).toEqual({ furthest: 10, seekBackTo: null });
    // A jump made while paused is seen with nothing played since.
    expect(samplePlayback(10, 13, 0)).toEqual({ furthest: 10, seekBackTo: 10 });
  });
});
