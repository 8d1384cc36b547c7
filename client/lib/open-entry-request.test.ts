import { describe, expect, it, vi } from 'vitest';
import {
  OPEN_ENTRY_REQUEST_EVENT,
  OPEN_ENTRY_REQUEST_KEY,
  clearStoredEntryId,
  entryIdOfEvent,
  readStoredEntryId,
  requestOpenEntry,
} from './open-entry-request';

describe('requestOpenEntry', () => {
  it('stores the id under openEntryRequestId and announces the open-entry-request event', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_ENTRY_REQUEST_EVENT, listener);
    requestOpenEntry('abc123');
    window.removeEventListener(OPEN_ENTRY_REQUEST_EVENT, listener);
    expect(window.localStorage.getItem(OPEN_ENTRY_REQUEST_KEY)).toBe('abc123');
    expect(OPEN_ENTRY_REQUEST_KEY).toBe('openEntryRequestId');
    expect(entryIdOfEvent(listener.mock.calls[0]![0] as Event)).toBe('abc123');
  });
});

describe('stored id', () => {
  it('is read, then cleared once shown', () => {
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, 'xyz');
    expect(readStoredEntryId()).toBe('xyz');
    clearStoredEntryId();
    expect(readStoredEntryId()).toBeNull();
  });
});

describe('entryIdOfEvent', () => {
  it('reads { entryId }, { id } or a bare id, and nothing else', () => {
    const event = (detail: unknown) => new CustomEvent(OPEN_ENTRY_REQUEST_EVENT, { detail });
    expect(entryIdOfEvent(event({ entryId: 'a' }))).toBe('a');
    expect(entryIdOfEvent(event({ id: 'b' }))).toBe('b');
    expect(entryIdOfEvent(event('c'))).toBe('c');
    expect(entryIdOfEvent(event({ entryId: 5 }))).toBeNull();
    expect(entryIdOfEvent(event(null))).toBeNull();
    expect(entryIdOfEvent(new Event(OPEN_ENTRY_REQUEST_EVENT))).toBeNull();
  });
});
