import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/stub-fetch';
import { leaveTo } from './leave-page';
import { logout, logoutFromShell } from './logout';

vi.mock('./leave-page', () => ({ leaveTo: vi.fn() }));

const USER_KEYS = [
  'userData',
  'userRole',
  'username',
  'currentUser',
  'userFullName',
  'userSiteName',
  'openEntryRequestId',
];

beforeEach(() => {
  for (const key of USER_KEYS) localStorage.setItem(key, 'x');
  localStorage.setItem('rememberPreference', 'true');
  localStorage.setItem('savedUsername', 'dana');
  localStorage.setItem('sidebarOpen', 'true');
  vi.mocked(leaveTo).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function expectSignedOut() {
  for (const key of USER_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  expect(localStorage.getItem('userLoggedOut')).toBe('true');
  expect(localStorage.getItem('manualLogout')).toBe('true');
  // Preferences outlive the sign-out; manualLogout keeps auto-login from using them.
  expect(localStorage.getItem('savedUsername')).toBe('dana');
  expect(localStorage.getItem('sidebarOpen')).toBe('true');
}

describe('manual logout', () => {
  it('clears the user, marks a manual logout, tells the server and goes to /login', async () => {
    const calls = stubFetch({ 'POST /api/logout': { body: { success: true } } });

    await logout();

    expectSignedOut();
    expect(calls).toEqual(['POST /api/logout']);
    expect(leaveTo).toHaveBeenCalledWith('/login');
  });
});

describe("the manager shell's logout", () => {
  it('calls GET /api/logout and goes to /scaffolding-login', async () => {
    const calls = stubFetch({ 'GET /api/logout': { body: { success: true } } });

    await logoutFromShell();

    expectSignedOut();
    expect(calls).toEqual(['GET /api/logout']);
    expect(leaveTo).toHaveBeenCalledWith('/scaffolding-login');
  });

  it('still clears the user and goes to /scaffolding-login when the call fails', async () => {
    stubFetch({
      'GET /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await logoutFromShell();

    expectSignedOut();
    expect(leaveTo).toHaveBeenCalledWith('/scaffolding-login');
  });
});
