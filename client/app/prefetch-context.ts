import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * How the pages that prefetch get the whole route table: the router hands it down, because
 * those pages are themselves in the table, and the staff part downloads only when asked for.
 */
export const PrefetchRoutesContext = createContext<() => Promise<RouteObject[]>>(async () => []);
