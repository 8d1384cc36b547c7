import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import heCrew from '@shared/i18n/locales/he/crew.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import { DEMO_PASSWORD, loginAs } from './harness/staff-api';
import { test } from './harness/test';

/** Unique per run: the journeys share one server, and its database, with the other specs. */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
}

/** A named foreman's link for the demo site, as the crews screen hands it to him. */
async function foremanPass(baseUrl: string): Promise<string> {
  const manager = await loginAs(baseUrl, 'demo-manager');
  const site = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as { id: number };
  const response = await fetch(`${baseUrl}/api/sites/${site.id}/foremen`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: manager },
    body: JSON.stringify({ name: 'Foreman Kobi', phone: '050-7654321' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { pass: string }).pass;
}

/** The worker signs with a finger on his card's pad. */
async function sign(page: Page, card: ReturnType<Page['getByRole']>) {
  const pad = card.getByRole('img', { name: heCrew.signature.signHere });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 20, { steps: 5 });
  await page.mouse.move(box.x + box.width - 20, box.y + 30, { steps: 5 });
  await page.mouse.up();
  await card.getByRole('img', { name: heCrew.signature.signed }).waitFor();
}

describe('a crew signed in by its foreman', () => {
  test('five workers sent from the foreman’s phone; the manager approves four and rejects one; on site and the roll call show four', async ({
    pages,
    baseUrl,
  }) => {
    const id = runId();
    const digits = String(Date.now()).slice(-5);
    const names = ['Avi', 'Beni', 'Gadi', 'Dani', 'Eli'].map((name) => `${name}${id}`);
    const pass = await foremanPass(baseUrl);
    const photo = await sharp({
      create: { width: 480, height: 640, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();

    const foreman = await pages.phone();
    await foreman.page.goto(`/crew/DEMO#pass=${pass}`);
    await foreman.page.getByText(fill(heCrew.screen.foreman, { name: 'Foreman Kobi' })).waitFor();
    await foreman.page.getByLabel(heCrew.shared.employer).fill('Concrete North');
    await foreman.page.getByLabel(heCrew.shared.equipment).fill('P-101');
    for (const [index, name] of names.entries()) {
      if (index > 0) await foreman.page.getByRole('button', { name: heCrew.workers.add }).click();
      const card = foreman.page.getByRole('group', {
        name: fill(heCrew.workers.worker, { number: index + 1 }),
      });
      await card.getByLabel(heCrew.workers.firstName).fill(name);
      await card.getByLabel(heCrew.workers.lastName).fill('Levi');
      await card.getByLabel(heCrew.workers.phone).fill(`052-7${digits}${index}`);
      await card
        .getByLabel(fill(heCrew.workers.photo, { number: index + 1 }))
        .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
      await card.getByText(heCrew.photo.retake).waitFor();
      await sign(foreman.page, card);
    }
    await foreman.page.getByRole('button', { name: fill(heCrew.form.send, { total: 5 }) }).click();
    await foreman.page.getByText(fill(heCrew.sent.title, { total: 5 })).waitFor({ timeout: 15000 });

    const manager = await pages.desktop();
    await logIn(manager.page, 'demo-manager');
    await manager.page.goto('/manager/approval-queue');
    const crew = manager.page.getByRole('region', {
      name: fill(heCrew.review.crewOf, { name: 'Foreman Kobi' }),
    });
    const rejected = `${names[4]} Levi`;
    const rejectOne = crew.getByRole('button', {
      name: fill(heCrew.review.rejectWorker, { name: rejected }),
    });
    await rejectOne.click();
    await crew
      .getByLabel(fill(heCrew.review.reasonForWorker, { name: rejected }))
      .fill('No work-at-height certificate');
    await crew.getByRole('button', { name: heCrew.review.confirmReject, exact: true }).click();
    await crew.getByText(heReview.status.rejected).waitFor();
    await crew.getByRole('button', { name: heCrew.review.approveAll }).click();
    // Every worker decided: the crew leaves the queue.
    await crew.waitFor({ state: 'detached' });

    await manager.page.goto('/manager/on-site');
    await manager.page.getByText(`${names[0]} Levi`).first().waitFor();
    for (const name of names.slice(0, 4)) {
      expect(await manager.page.getByText(`${name} Levi`).count()).toBe(1);
    }
    expect(await manager.page.getByText(rejected).count()).toBe(0);

    await manager.page.goto('/manager/roll-call');
    await manager.page.getByRole('button', { name: heReview.rollCall.start }).click();
    const crewTicks = manager.page.getByRole('checkbox', { name: new RegExp(id) });
    await crewTicks.first().waitFor();
    expect(await crewTicks.count()).toBe(4);
    expect(foreman.problems).toEqual([]);
    expect(manager.problems).toEqual([]);
  });
});
