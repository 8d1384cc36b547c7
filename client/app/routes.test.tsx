import { render, screen } from '@testing-library/react';
import * as React from 'react';
import * as preactCompat from 'preact/compat';
import heCommon from '@shared/i18n/locales/he/common.json';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { routes } from './routes';

beforeAll(initI18n);

describe('the route table under Preact', () => {
  it('is rendered by Preact in these tests, as in the build', () => {
    expect(React.createElement).toBe(preactCompat.createElement);
  });

  it('shows the loading screen, not the error screen, while a screen waits for its texts', async () => {
    let resolve = () => {};
    const texts = new Promise<void>((done) => {
      resolve = done;
    });
    let isLoaded = false;
    void texts.then(() => {
      isLoaded = true;
    });
    function WaitingForTexts() {
      // What useTranslation does for a namespace that is not downloaded yet.
      if (!isLoaded) throw texts;
      return <h1>{heCommon.appName}</h1>;
    }
    // The real root route (its boundaries), above a screen of this test.
    const [{ Component, errorElement }] = routes as [RouteObject];
    const router = createMemoryRouter([
      { Component, errorElement, children: [{ index: true, Component: WaitingForTexts }] },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    resolve();
    expect(await screen.findByRole('heading', { level: 1, name: heCommon.appName })).toBeTruthy();
  });
});
