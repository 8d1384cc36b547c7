import { useEffect, useState } from 'react';
import {
  OPEN_ENTRY_REQUEST_EVENT,
  clearStoredEntryId,
  entryIdOfEvent,
  readStoredEntryId,
} from '@/lib/open-entry-request';

/**
 * The request the queue shows in full. It starts from openEntryRequestId in storage and follows
 * the open-entry-request event, so a notification can open a request whether
 * or not the queue is on screen.
 */
export function useOpenEntryRequest(): [string | null, (id: string | null) => void] {
  const [selectedId, setSelectedId] = useState<string | null>(readStoredEntryId);

  useEffect(() => {
    clearStoredEntryId();
    const onOpen = (event: Event) => {
      const id = entryIdOfEvent(event);
      if (!id) return;
      clearStoredEntryId();
      setSelectedId(id);
    };
    window.addEventListener(OPEN_ENTRY_REQUEST_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_ENTRY_REQUEST_EVENT, onOpen);
  }, []);

  return [selectedId, setSelectedId];
}
