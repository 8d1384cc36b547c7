import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The client renders with Preact (vite.config.ts), which runs effects at the next frame, not
// waiting past 35 ms for one. jsdom has no frames, so they run on the next task instead, as
// React's do: a test that saw a render then sees its effects, as a user a frame later would.
options.requestAnimationFrame = (flushEffects) => {
  setTimeout(flushEffects);
};

// findBy and waitFor give up after 1 s by default: beside the server files and the journeys'
// Chromium on a loaded two-core machine a render that takes 50 ms alone took over that. A
// guard against a screen that never shows, not a speed check.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document and storage, whatever the previous one rendered.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
