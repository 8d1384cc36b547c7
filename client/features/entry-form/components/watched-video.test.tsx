import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import heEntry from '@shared/i18n/locales/he/entry-form.json';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { YOUTUBE_IFRAME_API_URL } from '../lib/youtube-iframe-api';
import { WatchedVideo } from './watched-video';

const playName = heEntry.video.playNamed.replace('{{title}}', 'סרטון');
const apiScripts = () => document.querySelectorAll(`script[src="${YOUTUBE_IFRAME_API_URL}"]`);

function renderVideo(src: string) {
  return render(<WatchedVideo src={src} title="סרטון" isWatched={false} onWatched={() => {}} />);
}

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('entry-form');
});

describe('the watched video', () => {
  it('plays a file in the page, without fetching anything from YouTube', async () => {
    renderVideo('/media/demo-safety-video.webm');
    const player = await screen.findByTitle('סרטון');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/media/demo-safety-video.webm');
    expect(player.getAttribute('preload')).toBe('none');
    expect(apiScripts()).toHaveLength(0);
  });

  it("shows the browser's controls only once the worker presses play, and starts it", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderVideo('/media/demo-safety-video.webm');
    const player = await screen.findByTitle<HTMLVideoElement>('סרטון');
    expect(player.controls).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: playName }));
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(player.controls).toBe(true));
    expect(screen.queryByRole('button', { name: playName })).toBeNull();
    play.mockRestore();
  });

  it('drops the play button when the video starts some other way', async () => {
    renderVideo('/media/demo-safety-video.webm');
    const player = await screen.findByTitle<HTMLVideoElement>('סרטון');
    fireEvent.play(player);
    await waitFor(() => expect(player.controls).toBe(true));
    expect(screen.queryByRole('button', { name: playName })).toBeNull();
  });

  it('loads the YouTube API for a YouTube link once play is pressed, and offers to try again when it fails', async () => {
    renderVideo('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.queryByTitle('סרטון')).toBeNull();
    expect(apiScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: playName }));
    expect((await screen.findByTitle('סרטון')).tagName).toBe('IFRAME');
    expect(apiScripts()).toHaveLength(1);

    fireEvent.error(apiScripts()[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain(heEntry.video.loadError);
    expect(apiScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: heEntry.video.reload }));
    await screen.findByTitle('סרטון');
    expect(apiScripts()).toHaveLength(1);
  });
});
