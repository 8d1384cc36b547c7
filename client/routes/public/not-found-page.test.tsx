import { render, screen } from '@testing-library/react';
import heCommon from '@shared/i18n/locales/he/common.json';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { initI18n } from '@/lib/i18n';

describe('an unknown address', () => {
  beforeAll(initI18n);

  it('shows the Hebrew not-found page with a link home', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: heCommon.notFound.title }),
    ).toBeTruthy();
    expect(screen.getByText(heCommon.notFound.text)).toBeTruthy();
    const home = screen.getByRole('link', { name: heCommon.notFound.backHome });
    expect(home.getAttribute('href')).toBe('/');
  });
});
