import type { RouteObject } from 'react-router';

/** Platform administration screens (SPEC.md section 2, admin routes); each loaded with `lazy`. */
export const adminRoutes: RouteObject[] = [];
