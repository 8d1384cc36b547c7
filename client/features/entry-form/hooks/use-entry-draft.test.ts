import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftStorageKey } from '../lib/draft-store';
import { useEntryDraft } from './use-entry-draft';

const SITE_ID = 7;

describe('the entry draft', () => {
  it('saves the last change when the page closes before that change has rendered', async () => {
    const { result } = renderHook(() => useEntryDraft(SITE_ID, { persist: true }));
    await waitFor(() => expect(result.current.isReady).toBe(true));

    // The signature's last stroke, then at once a pull to refresh: no render, no effect between.
    result.current.setFile('signature', {
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      name: 'signature.png',
    });
    window.dispatchEvent(new Event('pagehide'));

    const saved = JSON.parse(localStorage.getItem(draftStorageKey(SITE_ID)) ?? 'null') as {
      files: Record<string, { name: string }>;
    } | null;
    expect(saved?.files.signature?.name).toBe('signature.png');
  });
});
