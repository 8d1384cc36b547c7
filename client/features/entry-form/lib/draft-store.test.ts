import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  clearDraft,
  draftStorageKey,
  loadDraft,
  newerDraft,
  saveDraft,
  saveDraftOnHide,
  type EntryDraft,
} from './draft-store';

// jsdom has no IndexedDB, so these run the localStorage path; Chromium runs the other.
function draft(overrides: Partial<EntryDraft> = {}): EntryDraft {
  return {
    savedAt: Date.now(),
    idempotencyKey: 'key-1',
    values: { firstName: 'דנה', agree: true },
    files: { selfiePhoto: { dataUrl: 'data:image/jpeg;base64,/9j/', name: 'selfiePhoto.jpg' } },
    siteVideoWatched: true,
    ...overrides,
  };
}

describe('the entry-form draft', () => {
  it('is saved per site and read back whole', async () => {
    await saveDraft(1, draft());
    await saveDraft(2, draft({ idempotencyKey: 'key-2', values: { firstName: 'Other' } }));

    expect(window.localStorage.getItem(draftStorageKey(1))).not.toBeNull();
    await expect(loadDraft(1)).resolves.toEqual(draft({ savedAt: expect.any(Number) as number }));
    await expect(loadDraft(2)).resolves.toMatchObject({ idempotencyKey: 'key-2' });
  });

  it('is forgotten when cleared, and ignored once older than a day', async () => {
    await saveDraft(1, draft());
    await clearDraft(1);
    await expect(loadDraft(1)).resolves.toBeNull();

    await saveDraft(3, draft({ savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1 }));
    await expect(loadDraft(3)).resolves.toBeNull();
  });

  it('keeps the typed answers without the pictures when the pictures are too large', async () => {
    const huge = `data:image/jpeg;base64,${'A'.repeat(2_000_000)}`;
    await saveDraft(1, draft({ files: { selfiePhoto: { dataUrl: huge, name: 'a.jpg' } } }));

    const restored = await loadDraft(1);
    expect(restored?.values).toEqual({ firstName: 'דנה', agree: true });
    expect(restored?.idempotencyKey).toBe('key-1');
    expect(restored?.files).toEqual({});
  });

  it('ignores a stored value that is not a draft', async () => {
    window.localStorage.setItem(draftStorageKey(1), '{"values": 3}');
    await expect(loadDraft(1)).resolves.toBeNull();
    window.localStorage.setItem(draftStorageKey(1), 'not json');
    await expect(loadDraft(1)).resolves.toBeNull();
  });

  it('is copied to localStorage before a hiding page can be ended', () => {
    saveDraftOnHide(4, draft({ values: { firstName: 'Last word' } }));

    // Nothing awaited: a reload right after pagehide finds this copy.
    const copy = JSON.parse(window.localStorage.getItem(draftStorageKey(4)) ?? 'null') as unknown;
    expect(copy).toMatchObject({ values: { firstName: 'Last word' } });
  });

  it('is read from whichever copy is newer, keeping the pictures a newer copy left out', () => {
    const stored = draft({ savedAt: 1000, values: { firstName: 'Before' } });
    const local = draft({ savedAt: 2000, values: { firstName: 'After' }, files: {} });

    expect(newerDraft(stored, local)).toEqual(local);
    expect(newerDraft({ ...stored, savedAt: 3000 }, local)).toEqual({ ...stored, savedAt: 3000 });
    expect(newerDraft(null, local)).toEqual(local);
    expect(newerDraft(stored, null)).toEqual(stored);
    expect(newerDraft(stored, { ...local, filesLeftOut: true })).toEqual({
      ...local,
      files: stored.files,
    });
  });
});
