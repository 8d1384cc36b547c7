import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  PushDevice,
  PushDeviceList,
  PushPreferences,
  PushSubscribeBody,
} from '@shared/schemas/push.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const KEY = ['push-devices'] as const;

/** GET /api/push/devices: the caller's devices and the key a browser subscribes with. */
export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<PushDeviceList>('/api/push/devices', { signal }),
  });

export const addPushDevice = (body: PushSubscribeBody) =>
  apiSend<PushDevice>('POST', '/api/push/devices', body);

export const removePushDevice = (id: number) =>
  apiSend<null>('DELETE', `/api/push/devices/${id}`);

export const invalidatePushDevices = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: KEY });

const PREFERENCES_KEY = ['push-preferences'] as const;

/** GET /api/push/preferences: which events reach the caller's devices. */
export const pushPreferencesQuery = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => apiGet<PushPreferences>('/api/push/preferences', { signal }),
  });

/** PUT /api/push/preferences: the kinds changed; the answer is every kind as now kept. */
export const savePushPreferences = (body: Partial<PushPreferences>) =>
  apiSend<PushPreferences>('PUT', '/api/push/preferences', body);

export const setPushPreferences = (queryClient: QueryClient, preferences: PushPreferences) =>
  queryClient.setQueryData(PREFERENCES_KEY, preferences);
