import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The client renders with Preact (vite.config.ts), which runs effects at the next frame, not
// waiting past 35 ms for one. jsdom has no frames, so they run on the next task instead, as
// React's do: a test that saw a render then sees its effects, as a user a frame later would.
options.requestAnimationFrame = (flushEffects) => {
  setTimeout(flushEffects);
};

// Each test starts from an empty document and storage, whatever the previous one rendered.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
