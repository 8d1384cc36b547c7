import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoEquipment } from '../server/db/demo-data';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { fileSignature, loginAs, requestDetails, staffCall } from './harness/staff-api';
import { test } from './harness/test';
import {
  confirmRegulations,
  drawSignature,
  takeSelfie,
  watchSiteVideo,
} from './harness/worker-form';

type EntryFormText = typeof enEntryForm;

const JOURNEYS = [
  { language: 'he', locale: 'he-IL', entryForm: heEntryForm, worker: heWorker },
  { language: 'en', locale: 'en-US', entryForm: enEntryForm, worker: enWorker },
] as const;

/** The DEMO site's form is the default form (server/db/seed.ts), in all nine languages. */
const label = (id: string, language: Language) => {
  const field = DEFAULT_FORM_FIELDS.find((f) => f.id === id);
  if (!field) throw new Error(`the default form has no field ${id}`);
  return resolveText(field.label, language).text;
};
const scaffold = demoEquipment().find((item) => item.value === 'P-101')!;
const interpolate = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

/** A surname nobody else in the run has, to find the worker's requests by. */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** The whole DEMO form, as a worker fills it: regulations, video, answers, pad, selfie. */
async function fillDemoForm(
  page: Page,
  text: EntryFormText,
  language: Language,
  answers: { firstName: string; lastName: string },
) {
  await page.getByRole('button', { name: text.briefing.open }).click();
  const briefing = page.getByRole('dialog', { name: text.briefing.title });
  await briefing.getByRole('button', { name: text.briefing.understood }).click();
  await briefing.waitFor({ state: 'detached' });
  await watchSiteVideo(page, text);
  await page.getByText(`✓ ${text.video.watched}`).waitFor();
  const typed: Record<string, string> = {
    ...answers,
    companyName: 'Gova',
    phone: '050-1234567',
    workStartDate: new Date().toISOString().slice(0, 10),
    scaffoldingNumber: scaffold.value,
  };
  for (const [id, value] of Object.entries(typed)) {
    await page.getByLabel(label(id, language)).fill(value);
  }
  await page
    .getByText(`✓ ${interpolate(text.equipment.found, { label: scaffold.label })}`)
    .waitFor();
  await drawSignature(
    page,
    interpolate(text.signature.padLabel, { label: label('signature', language) }),
  );
  await page.getByText(`✓ ${text.signature.saved}`).waitFor();
  await takeSelfie(page, text, label('selfiePhoto', language));
  await confirmRegulations(page, text);
  await page.getByText(`✓ ${text.document.signed}`).waitFor();
}

/** The manager's view of the requests of one surname: the history's search. */
async function requestsNamed(baseUrl: string, cookie: string, lastName: string) {
  const response = await fetch(`${baseUrl}/api/entry-requests?q=${encodeURIComponent(lastName)}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: { id: string }[] };
  return page.items;
}

/** Everything the page's origin keeps: web storage and every IndexedDB record. */
async function pageStorage(page: Page) {
  return page.evaluate(async () => {
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        records.push(...all);
      }
      db.close();
    }
    return {
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      text: JSON.stringify(records) + JSON.stringify({ ...localStorage }),
      records: records.length,
    };
  });
}

describe('offline: the worker form on a phone without a network', () => {
  test.for(JOURNEYS)(
    'in $language: filled and sent offline, it reaches the manager once, with its photo',
    async ({ language, locale, entryForm: text, worker }, { pages, baseUrl }) => {
      const { page } = await pages.phone({ locale });
      const lastName = uniqueName('Offline');
      // The one visit with a network: the service worker takes the page and keeps the site.
      await page.goto(`/worker/form?code=DEMO&lang=${language}`);
      await page.getByRole('button', { name: text.submit.send }).waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const pages = [window.location.href, '/worker/sending', '/worker/language?code=DEMO'];
              const kept = await Promise.all(pages.map((url) => caches.match(url)));
              return navigator.serviceWorker.controller !== null && !kept.includes(undefined);
            }),
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');

      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: text.submit.send }).waitFor();
      await fillDemoForm(page, text, language, { firstName: 'Dana', lastName });
      await page.getByRole('button', { name: text.submit.send }).click();
      await page.waitForURL((url) => url.pathname === '/worker/sending');
      await page.getByText(worker.outbox.queued).waitFor();

      await page.context().setOffline(false);
      await page.getByText(worker.outbox.sent).waitFor({ timeout: 30_000 });
      await page.getByText(worker.waiting.pending.status).waitFor();
      const number = await page.getByTestId('request-number').textContent();

      const cookie = await loginAs(baseUrl, 'demo-manager');
      const found = await requestsNamed(baseUrl, cookie, lastName);
      expect(found).toHaveLength(1);
      const details = await requestDetails(baseUrl, cookie, found[0]!.id);
      expect(String(details.requestNumber)).toBe(number);
      expect(details.language).toBe(language);
      const selfie = details.answers.find((answer) => answer.fieldId === 'selfiePhoto');
      expect(await fileSignature(baseUrl, cookie, selfie!.fileIds![0]!)).toMatch(/^ffd8ff/);
      // The page goes on trying; nothing is sent a second time.
      await page.getByRole('link', { name: worker.outbox.open }).waitFor();
      expect(await requestsNamed(baseUrl, cookie, lastName)).toHaveLength(1);
    },
  );
});

describe('kiosk: a tablet at the gate', () => {
  test('serves three workers, keeping nothing of one for the next, and stops when revoked', async ({
    pages,
    baseUrl,
  }) => {
    const cookie = await loginAs(baseUrl, 'demo-manager');
    const site = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as { id: number };
    const created = (await staffCall(baseUrl, cookie, 'POST', `/api/kiosks/sites/${site.id}`, {
      label: 'North gate',
    })) as { kiosk: { id: number }; pairingPath: string };

    const { page } = await pages.phone({ locale: 'he-IL' });
    await page.goto(created.pairingPath);
    await page.waitForURL((url) => url.pathname === '/worker/kiosk' && url.search === '');

    const workers = [
      { language: 'he', text: heEntryForm, worker: heWorker, lastName: uniqueName('KioskA') },
      { language: 'en', text: enEntryForm, worker: enWorker, lastName: uniqueName('KioskB') },
      { language: 'he', text: heEntryForm, worker: heWorker, lastName: uniqueName('KioskC') },
    ] as const;
    const manager = await loginAs(baseUrl, 'demo-manager');
    for (const [index, person] of workers.entries()) {
      await page.getByRole('button', { name: LANGUAGE_NAMES[person.language] }).click();
      await page.getByRole('button', { name: person.text.submit.send }).waitFor();
      if (index === 2) {
        // The third worker's form: nothing of the first on screen or in the page's storage.
        const body = (await page.locator('body').textContent()) ?? '';
        expect(body).not.toContain(workers[0].lastName);
        const storage = await pageStorage(page);
        expect(storage.text).not.toContain(workers[0].lastName);
        expect(storage.records).toBe(0);
        expect(storage.session).toEqual([]);
        expect(storage.local.filter((key) => key !== 'kioskSite')).toEqual([]);
      }
      await fillDemoForm(page, person.text, person.language, {
        firstName: 'Avi',
        lastName: person.lastName,
      });
      await page.getByRole('button', { name: person.text.submit.send }).click();
      const number = page.getByTestId('request-number');
      await number.waitFor({ timeout: 20_000 });
      await page.getByText(person.worker.waiting.pending.status).waitFor();
      const [request] = await requestsNamed(baseUrl, manager, person.lastName);
      expect(String((await requestDetails(baseUrl, manager, request!.id)).requestNumber)).toBe(
        await number.textContent(),
      );
      await page.getByRole('button', { name: person.worker.kiosk.next }).click();
      await page.getByRole('heading', { name: heWorker.kiosk.chooseLanguage }).waitFor();
    }

    await staffCall(baseUrl, cookie, 'POST', `/api/kiosks/${created.kiosk.id}/revoke`, {});
    await page.getByText(heWorker.kiosk.stoppedTitle).waitFor({ timeout: 10_000 });
    await page.getByText(heErrors.KIOSK_REVOKED).waitFor();
    expect(await page.getByRole('button', { name: LANGUAGE_NAMES.he }).count()).toBe(0);
  });
});
