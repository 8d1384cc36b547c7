import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PrefetchRoutesProvider } from './prefetch';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function AppRouter() {
  return (
    <PrefetchRoutesProvider value={routes}>
      <RouterProvider router={router} />
    </PrefetchRoutesProvider>
  );
}
