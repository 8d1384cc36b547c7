import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { resolveText } from '@shared/i18n/localized-text';
import arEntryForm from '@shared/i18n/locales/ar/entry-form.json';
import arPermits from '@shared/i18n/locales/ar/permits.json';
import heCertificates from '@shared/i18n/locales/he/certificates.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import hePermits from '@shared/i18n/locales/he/permits.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import ruEntryForm from '@shared/i18n/locales/ru/entry-form.json';
import ruPermits from '@shared/i18n/locales/ru/permits.json';
import { PRE_START_CHECKLIST } from '@shared/permits/pre-start-checklist';
import sharp from 'sharp';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { setServerDaysAhead } from './harness/server-clock-control';
import { decide, DEMO_PASSWORD, loginAs, staffCall } from './harness/staff-api';
import { test } from './harness/test';
import { confirmRegulations, drawSignature, takeSelfie } from './harness/worker-form';

async function signIn(page: Page, username: string, then: string) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
  await page.goto(then);
}

const HEIGHT_TASK = 'פירוק פיגום בחזית מזרח';
const CERTIFICATE_FIELD = {
  id: 'heightCertificate',
  type: 'certificate',
  label: { he: 'תעודת עבודה בגובה', ru: 'Удостоверение на работу на высоте' },
  required: false,
};
const defaultLabel = (id: string) =>
  resolveText(DEFAULT_FORM_FIELDS.find((f) => f.id === id)!.label, 'he').text;

/** The day `days` from today, as the form's date fields take it. */
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A work-at-height card for scaffolds issued `issuedDaysAgo` (negative) and good for a year. */
const validCard = (issuedDaysAgo: number) => ({
  kind: 'work_at_height',
  domains: ['scaffolds'],
  number: `WH-${String(Date.now()).slice(-6)}`,
  issuedOn: isoDay(issuedDaysAgo),
  expiresOn: isoDay(issuedDaysAgo + 365),
  instructorRegistration: 'INS-4471',
  dateOfBirth: '1990-05-01',
});

/** A site of the demo company whose form asks a certificate; the demo site stays as it is. */
async function certificateSite(baseUrl: string, admin: string) {
  const code = `WH${String(Date.now()).slice(-6)}`;
  const site = (await staffCall(baseUrl, admin, 'POST', '/api/sites', {
    code,
    name: `Height ${code}`,
  })) as { id: number };
  await staffCall(baseUrl, admin, 'PUT', `/api/sites/${site.id}/entry-form`, {
    formFields: [...DEFAULT_FORM_FIELDS, CERTIFICATE_FIELD],
  });
  return { id: site.id, code };
}

/**
 * A visit as the worker's phone sends it (the whole form in the browser is Yaakov's), from
 * this page so the phone's worker cookie is the one the server sets; `card` with its photo.
 */
async function postVisit(
  page: Page,
  code: string,
  firstName: string,
  card: ReturnType<typeof validCard> | null,
): Promise<string> {
  await page.goto(`/worker/language?code=${code}`);
  return page.evaluate(
    async ({ code, firstName, card, fieldId }) => {
      const picture = (type: string) =>
        new Promise<Blob>((resolve) => {
          const canvas = document.createElement('canvas');
          canvas.width = 120;
          canvas.height = 90;
          const context = canvas.getContext('2d')!;
          context.fillRect(10, 10, 100, 70);
          canvas.toBlob((blob) => resolve(blob!), type);
        });
      const form = new FormData();
      form.append('siteCode', code);
      form.append('language', 'ru');
      form.append(
        'formData',
        JSON.stringify({
          firstName,
          lastName: 'Petrov',
          phone: '053-7654321',
          companyName: 'Petrov Steel',
          workStartDate: new Date().toISOString().slice(0, 10),
          safetyDocument: true,
          ...(card && { [fieldId]: JSON.stringify(card) }),
        }),
      );
      form.append('file_selfiePhoto', await picture('image/jpeg'), 'selfie.jpg');
      form.append('file_signature', await picture('image/png'), 'signature.png');
      if (card) form.append(`file_${fieldId}`, await picture('image/jpeg'), 'card.jpg');
      const response = await fetch('/api/entry-requests', { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(await response.text());
      return ((await response.json()) as { id: string }).id;
    },
    { code, firstName, card, fieldId: CERTIFICATE_FIELD.id },
  );
}

/** The manager's verification of the worker's card, through the call the screen makes. */
async function verifyByApi(baseUrl: string, cookie: string, siteId: number, workerName: string) {
  const { items } = (await staffCall(
    baseUrl,
    cookie,
    'GET',
    `/api/certificates?siteId=${siteId}`,
  )) as { items: { id: number; workerName: string }[] };
  const card = items.find((item) => item.workerName.includes(workerName))!;
  await staffCall(baseUrl, cookie, 'POST', `/api/certificates/${card.id}/verify`, {});
}

/** Types the card into the form's certificate field and attaches its photo. */
async function fillCard(page: Page, card: ReturnType<typeof validCard>) {
  const text = heCertificates.field;
  await page.getByLabel(text.kind).selectOption(card.kind);
  await page.getByLabel(heCertificates.domains.scaffolds).check();
  await page.getByLabel(text.number).fill(card.number);
  await page.getByLabel(text.issuedOn).fill(card.issuedOn);
  await page.getByLabel(text.expiresOn).fill(card.expiresOn);
  await page.getByLabel(text.instructor).fill(card.instructorRegistration);
  await page.getByLabel(text.dateOfBirth).fill(card.dateOfBirth);
  const photo = await sharp({
    create: { width: 160, height: 100, channels: 3, background: '#f4c542' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator(`input[name="${CERTIFICATE_FIELD.id}-card"]`)
    .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page
    .getByRole('img', { name: heEntryForm.image.alt.replace('{{label}}', text.photo) })
    .waitFor();
}

/** A permit for scaffolds on the site, requested, approved and started by the admin. */
async function activePermit(baseUrl: string, admin: string, siteId: number): Promise<number> {
  const { workManagers } = (await staffCall(
    baseUrl,
    admin,
    'GET',
    `/api/permits/work-managers?siteId=${siteId}`,
  )) as { workManagers: { id: number }[] };
  const now = Date.now();
  const { id } = (await staffCall(baseUrl, admin, 'POST', '/api/permits', {
    siteId,
    location: 'בניין B, חזית מזרח',
    task: HEIGHT_TASK,
    domain: 'scaffolds',
    plannedStart: new Date(now).toISOString(),
    plannedEnd: new Date(now + 4 * 3_600_000).toISOString(),
    workManagerUserId: workManagers[0]!.id,
    groundAttendantName: 'משה לוי',
  })) as { id: number };
  for (const move of ['request', 'approve'] as const) {
    await staffCall(baseUrl, admin, 'POST', `/api/permits/${id}/${move}`, {});
  }
  await staffCall(baseUrl, admin, 'POST', `/api/permits/${id}/start`, {
    checklist: PRE_START_CHECKLIST,
    signatureName: 'יוסי אלון',
  });
  return id;
}

/** Opens the permit's QR address, reads the task, confirms and signs it, in one language. */
async function signOnto(
  page: Page,
  address: string,
  permits: typeof arPermits,
  entryForm: typeof arEntryForm,
) {
  await page.goto(address);
  await page.getByRole('heading', { name: permits.join.title }).waitFor();
  await page.getByText(HEIGHT_TASK).waitFor();
  await page.getByLabel(permits.join.confirm).check();
  await drawSignature(
    page,
    entryForm.signature.padLabel.replace('{{label}}', permits.join.signature),
  );
  await page.getByRole('button', { name: permits.join.sign }).click();
}

describe('workers joining a permit to work at height by its QR code', () => {
  test('on a site asking a work-at-height certificate, a worker with a verified one joins in Arabic and one whose card expired is told so in Russian', async ({
    baseUrl,
    pages,
    onTestFinished,
  }) => {
    let admin = await loginAs(baseUrl, 'demo-admin');
    const site = await certificateSite(baseUrl, admin);

    // Ivan's card was valid when he came two days ago, was kept and verified, and has expired
    // since; he is back today without it.
    onTestFinished(() => setServerDaysAhead(0));
    await setServerDaysAhead(-2);
    const { page: ivan } = await pages.phone({ locale: 'ru' });
    const firstVisit = await postVisit(ivan, site.code, 'Ivan', {
      ...validCard(-300),
      expiresOn: isoDay(-1),
    });
    await decide(baseUrl, admin, firstVisit, { status: 'approved' });
    await verifyByApi(baseUrl, admin, site.id, 'Ivan');
    await setServerDaysAhead(0);
    admin = await loginAs(baseUrl, 'demo-admin');
    const ivanToday = await postVisit(ivan, site.code, 'Ivan', null);
    await decide(baseUrl, admin, ivanToday, { status: 'approved' });

    // Yaakov fills the site's form on his phone, his card with it.
    const { page: yaakov, problems } = await pages.phone();
    await yaakov.goto(`/worker/form?code=${site.code}&lang=he`);
    const typed = {
      firstName: 'יעקב',
      lastName: 'מזרחי',
      phone: `052-${String(Date.now()).slice(-7)}`,
      companyName: 'מזרחי פיגומים',
      workStartDate: isoDay(0),
    };
    for (const [id, value] of Object.entries(typed)) {
      await yaakov.getByLabel(defaultLabel(id)).fill(value);
    }
    await fillCard(yaakov, validCard(-200));
    await drawSignature(
      yaakov,
      heEntryForm.signature.padLabel.replace('{{label}}', defaultLabel('signature')),
    );
    await yaakov.getByText(`✓ ${heEntryForm.signature.saved}`).waitFor();
    await takeSelfie(yaakov, heEntryForm, defaultLabel('selfiePhoto'));
    await confirmRegulations(yaakov, heEntryForm);
    await yaakov.getByRole('button', { name: heEntryForm.submit.send }).click();
    await yaakov.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 20_000 });
    const yaakovEntry = new URL(yaakov.url()).pathname.slice('/waiting/'.length);

    // The manager approves his entry, then compares the card's photo with what he typed and
    // verifies it on the certificates screen: only a verified certificate counts.
    await decide(baseUrl, admin, yaakovEntry, { status: 'approved' });
    const { page: office } = await pages.desktop();
    await signIn(office, 'demo-admin', `/manager/certificates?siteId=${site.id}`);
    const cardItem = office.getByRole('listitem').filter({ hasText: typed.firstName });
    await cardItem.getByRole('button', { name: heCertificates.screen.verify }).click();
    // Verified and good for months, it leaves the list of cards needing attention.
    await cardItem.waitFor({ state: 'detached' });

    // The permit is started on the site; its board shows the QR code the workers scan.
    const permitId = await activePermit(baseUrl, admin, site.id);
    await office.goto(`/manager/permits?siteId=${site.id}`);
    const card = office.getByRole('article', { name: HEIGHT_TASK });
    await card.getByText(hePermits.states.active, { exact: true }).waitFor();
    const link = new URL((await card.locator('svg[data-link]').getAttribute('data-link'))!);

    await signOnto(ivan, `${link.pathname}?entryId=${ivanToday}&lang=ru`, ruPermits, ruEntryForm);
    await ivan.getByText(ruPermits.worker.missing.worker_certificate).waitFor();
    expect(await ivan.getByText(ruPermits.join.joined).count()).toBe(0);

    // Yaakov's phone remembers his request: the QR code's address is all he opens, and he reads
    // the permit in Arabic.
    await signOnto(yaakov, `${link.pathname}?lang=ar`, arPermits, arEntryForm);
    await yaakov.getByText(arPermits.join.joined).waitFor();

    await yaakov.goto('/worker/permits?lang=ar');
    const mine = yaakov.locator(`[data-permit-id="${permitId}"]`);
    await mine.getByText(HEIGHT_TASK, { exact: false }).waitFor();
    await mine.getByText(arPermits.states.active, { exact: true }).waitFor();
    // The board follows without a reload: Yaakov on the card, Ivan nowhere.
    await card.getByText(`${typed.firstName} ${typed.lastName}`).waitFor();
    expect(await card.getByText('Ivan').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('/api/permits/join/'))).toEqual([]);
  });
});
