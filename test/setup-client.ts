import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document and storage, whatever the previous one rendered.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
