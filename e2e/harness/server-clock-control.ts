import { expect, inject } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the journeys' server `days` ahead of real time (0 puts it back); see server-clock.mjs. */
export async function setServerDaysAhead(days: number): Promise<void> {
  const response = await fetch(`${inject('clockUrl')}/offset/${Math.round(days * DAY_MS)}`, {
    method: 'PUT',
  });
  expect(response.status).toBe(204);
}
