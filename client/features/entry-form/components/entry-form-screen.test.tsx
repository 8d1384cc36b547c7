import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heCertificates from '@shared/i18n/locales/he/certificates.json';
import heEntry from '@shared/i18n/locales/he/entry-form.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { EquipmentResponse, PublicSite } from '@shared/schemas/site.schemas';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr, type XhrAnswer } from '../../../../test/fake-xhr';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { initI18n } from '@/lib/i18n';
import { draftStorageKey } from '../lib/draft-store';
import { readEntryParams } from '../lib/entry-params';
import { EntryFormScreen } from './entry-form-screen';

const SITE: PublicSite = {
  id: 1,
  code: 'DEMO',
  name: { he: 'מגדלי הפארק' },
  companyId: 1,
  location: { he: 'חולון' },
  headerTitle: { he: 'ברוכים הבאים למגדלי הפארק' },
  headerMessage: { he: 'יש למלא את הטופס לפני הכניסה.' },
  headerColor: '#1e3a8a',
  safetyRegulations: { he: 'חובה לחבוש קסדה.' },
  hasSafetyVideo: false,
  videoUrl: '',
};

const FIELDS: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: { he: 'שם פרטי' }, required: true },
  { id: 'phone', type: 'phone', label: { he: 'טלפון נייד' }, required: true },
  {
    id: 'role',
    type: 'select',
    label: { he: 'תפקיד' },
    required: true,
    options: [
      { value: 'builder', label: { he: 'בנאי' } },
      { value: 'electrician', label: { he: 'חשמלאי' } },
    ],
  },
  {
    id: 'scaffoldingNumber',
    type: 'scaffolding_select',
    label: { he: 'מספר פיגום' },
    required: false,
  },
  { id: 'platformNumber', type: 'platform_select', label: { he: 'מספר במה' }, required: false },
  { id: 'selfiePhoto', type: 'camera', label: { he: 'סלפי' }, required: true },
];

const EQUIPMENT: EquipmentResponse = {
  scaffolds: [
    {
      value: 'P-101',
      label: 'פיגום 101',
      nextInspectionDue: '2099-01-01',
      isInspectionOverdue: false,
    },
    {
      value: 'P-201',
      label: 'פיגום 201',
      nextInspectionDue: '2020-01-01',
      isInspectionOverdue: true,
    },
  ],
  platforms: [
    { value: 'LP-7', label: 'במה 7', nextInspectionDue: null, isInspectionOverdue: false },
  ],
  isNumberRequired: false,
};

const SELFIE = { dataUrl: 'data:image/jpeg;base64,/9j/4AAQ', name: 'selfiePhoto.jpg' };
const ANSWER = { success: true, requestId: 'r-77', id: 'r-77', requestNumber: 9, message: 'ok' };

function stubApi(
  overrides: Record<string, FakeAnswer> = {},
  site: PublicSite = SITE,
  fields: LocalizedFormField[] = FIELDS,
) {
  return stubFetch({
    'GET /api/sites/code/DEMO': { body: site },
    'GET /api/sites/1': { body: site },
    'GET /api/sites/1/entry-form': { body: { siteId: 1, version: 5, formFields: fields } },
    'GET /api/companies/1/equipment': { body: EQUIPMENT },
    ...overrides,
  });
}

function seedDraft(values: Record<string, unknown>, key = 'seeded-key') {
  window.localStorage.setItem(
    draftStorageKey(1),
    JSON.stringify({
      savedAt: Date.now(),
      idempotencyKey: key,
      values,
      files: { selfiePhoto: SELFIE },
      siteVideoWatched: false,
    }),
  );
}

const VALID = { firstName: 'Dana', phone: '050-1234567', role: 'builder' };

function Screen() {
  const [search] = useSearchParams();
  const params = readEntryParams(search, undefined, null);
  return (
    <Suspense fallback={<p>loading texts</p>}>
      <EntryFormScreen params={params} language="he" />
    </Suspense>
  );
}

function Waiting() {
  const location = useLocation();
  return <p>waiting at {location.pathname + location.search}</p>;
}

function renderScreen(url = '/worker/form?code=DEMO&lang=he') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/worker/form', element: <Screen /> },
      { path: '/waiting/:id', element: <Waiting /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const submitButton = () => screen.findByRole('button', { name: heEntry.submit.send });
const required = (label: string) => heValidation.required.replace('{{label}}', label);

beforeAll(async () => {
  await initI18n();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the entry form screen', () => {
  it('shows the site header, the instructions and the fields', async () => {
    stubApi();
    renderScreen();

    expect(
      await screen.findByRole('heading', { level: 1, name: SITE.headerTitle.he }),
    ).toBeTruthy();
    expect(screen.getByText(SITE.headerMessage.he)).toBeTruthy();
    expect(await screen.findByText(heEntry.instructions.language)).toBeTruthy();
    expect(screen.getByRole('button', { name: heEntry.briefing.open })).toBeTruthy();
    const phone = screen.getByLabelText(/טלפון נייד/) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.inputMode).toBe('tel');
    expect(screen.getByRole('option', { name: 'בנאי' })).toBeTruthy();
  });

  it('shows a certificate and an identity document once their code has downloaded', async () => {
    stubApi({ 'GET /api/certificates/mine': { body: { certificates: [] } } }, SITE, [
      ...FIELDS,
      { id: 'height', type: 'certificate', label: { he: 'תעודת עבודה בגובה' }, required: true },
      { id: 'passport', type: 'id_document', label: { he: 'מסמך מזהה' }, required: true },
    ]);
    renderScreen();

    // Each field's module is transformed on its first import, slow on a busy machine.
    const downloaded = { timeout: 10_000 };
    expect(
      await screen.findByLabelText(heCertificates.field.kind, undefined, downloaded),
    ).toBeTruthy();
    expect(
      await screen.findByLabelText(heEntry.idDocument.idNumber, undefined, downloaded),
    ).toBeTruthy();
    expect(screen.getByLabelText(/טלפון נייד/)).toBeTruthy();
  });

  it('shows the site header while the form is still on its way', async () => {
    let answerForm = (_fields: LocalizedFormField[]) => {};
    stubApi({
      'GET /api/sites/1/entry-form': () =>
        new Promise<Response>((resolve) => {
          answerForm = (fields) =>
            resolve(Response.json({ siteId: 1, version: 5, formFields: fields }));
        }) as never,
    });
    renderScreen();

    expect(
      await screen.findByRole('heading', { level: 1, name: SITE.headerTitle.he }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(heEntry.loadingForm);
    expect(screen.queryByText(heEntry.instructions.language)).toBeNull();

    act(() => answerForm(FIELDS));
    expect(await screen.findByText(heEntry.instructions.language)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('counts the errors of an empty form and marks each field in red', async () => {
    stubApi();
    renderScreen();

    fireEvent.click(await submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(heValidation.errorsFound.replace('{{count}}', '4'));
    const firstName = screen.getByLabelText(/שם פרטי/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(required('שם פרטי'))).toBeTruthy();
    expect(screen.getByText(required('סלפי'))).toBeTruthy();
  });

  it('shows the one error itself when there is only one', async () => {
    seedDraft({ phone: '050-1234567', role: 'builder' });
    stubApi();
    renderScreen();

    fireEvent.click(await submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain(required('שם פרטי'));
  });

  it('warns as the worker types a character outside Hebrew and English', async () => {
    stubApi();
    renderScreen();

    fireEvent.input(await screen.findByLabelText(/שם פרטי/), { target: { value: 'Иван' } });

    expect(screen.getByText(heValidation.textOnly.replace('{{label}}', 'שם פרטי'))).toBeTruthy();
  });

  it('finds a scaffold in the company list, says when it is missing or overdue', async () => {
    stubApi();
    renderScreen();
    const scaffold = await screen.findByLabelText(/מספר פיגום/);

    fireEvent.input(scaffold, { target: { value: 'p-10' } });
    expect(await screen.findByText(/נמצא: פיגום 101/)).toBeTruthy();

    fireEvent.input(scaffold, { target: { value: 'p-201' } });
    expect(await screen.findByText(/נמצא: פיגום 201/)).toBeTruthy();
    expect(screen.getByText(/מועד הבדיקה של פריט זה עבר/)).toBeTruthy();

    fireEvent.input(scaffold, { target: { value: 'Z-9' } });
    expect(await screen.findByText(heEntry.equipment.notFound)).toBeTruthy();
  });

  it('shows the company rule for an equipment number, and sends nothing without one', async () => {
    seedDraft(VALID);
    stubApi({
      'GET /api/companies/1/equipment': { body: { ...EQUIPMENT, isNumberRequired: true } },
    });
    const sent = stubXhr(() => ({ status: 201, body: ANSWER }));
    renderScreen();

    expect((await screen.findAllByText(heEntry.equipment.numberRequired)).length).toBe(2);
    fireEvent.click(await submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      heValidation.equipmentNumberRequired,
    );
    expect(sent).toHaveLength(0);

    fireEvent.input(screen.getByLabelText(/מספר במה/), { target: { value: 'lp-7' } });
    fireEvent.click(await submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('says the equipment list failed to load', async () => {
    stubApi({ 'GET /api/companies/1/equipment': { status: 500, body: { code: 'INTERNAL' } } });
    renderScreen();

    expect((await screen.findAllByText(heEntry.equipment.loadError)).length).toBe(2);
  });

  it('refuses to send before the form videos are watched, naming them', async () => {
    const fields: LocalizedFormField[] = [
      ...FIELDS,
      {
        id: 'intro',
        type: 'video',
        label: { he: 'הדרכת גובה' },
        required: false,
        videoUrl: '/v.webm',
      },
    ];
    seedDraft(VALID);
    stubApi({}, { ...SITE, hasSafetyVideo: true, videoUrl: '/site.webm' }, fields);
    const sent = stubXhr(() => ({ status: 201, body: ANSWER }));
    renderScreen();

    fireEvent.click(await submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      heValidation.videosNotWatched.replace('{{labels}}', 'הדרכת גובה'),
    );
    // The form has its own video, so the site video is not shown nor required.
    expect(screen.queryByText(heEntry.siteVideo.title)).toBeNull();

    const video = screen.getByTitle('הדרכת גובה') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 100 });
    Object.defineProperty(video, 'currentTime', { value: 91, writable: true });
    fireEvent.timeUpdate(video);
    expect(await screen.findByText(/הצפייה הושלמה/)).toBeTruthy();

    fireEvent.click(await submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('refuses to send before the site safety video is watched to the end', async () => {
    seedDraft(VALID);
    stubApi({}, { ...SITE, hasSafetyVideo: true, videoUrl: '/site.webm' });
    const sent = stubXhr(() => ({ status: 201, body: ANSWER }));
    renderScreen();

    fireEvent.click(await submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      heValidation.siteVideoNotWatched,
    );
    expect(sent).toHaveLength(0);

    fireEvent.ended(screen.getByTitle(heEntry.siteVideo.title));
    fireEvent.click(await submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('keeps what was typed across a reload and says so', async () => {
    stubApi();
    const first = renderScreen();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/שם פרטי/), 'Dana');
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey(1))).toContain('"firstName":"Dana"'),
    );
    first.unmount();

    renderScreen();

    expect(((await screen.findByLabelText(/שם פרטי/)) as HTMLInputElement).value).toBe('Dana');
    expect(screen.getByText(heEntry.draft.restored)).toBeTruthy();
  });

  it('sends the parts of a submission with the draft key, then opens the waiting page', async () => {
    seedDraft(VALID, 'draft-key-1');
    stubApi();
    const sent = stubXhr(() => ({ status: 201, body: ANSWER }));
    renderScreen();

    fireEvent.click(await submitButton());

    expect(await screen.findByText('waiting at /waiting/r-77?lang=he')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.headers['idempotency-key']).toBe('draft-key-1');
    const body = request?.body as FormData;
    expect([...body.keys()]).toEqual([
      'siteCode',
      'formData',
      'formVersion',
      'language',
      'file_selfiePhoto',
    ]);
    expect(body.get('siteCode')).toBe('DEMO');
    expect(body.get('formVersion')).toBe('5');
    expect(JSON.parse(String(body.get('formData')))).toEqual({
      ...VALID,
      scaffoldingNumber: '',
      platformNumber: '',
    });
    expect((body.get('file_selfiePhoto') as File).type).toBe('image/jpeg');
    expect(window.localStorage.getItem(draftStorageKey(1))).toBeNull();
  });

  it('marks the fields the server refused and sends the corrected form with a new key', async () => {
    seedDraft(VALID, 'draft-key-1');
    stubApi();
    const answers: XhrAnswer[] = [
      {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: { phone: 'מספר הטלפון אינו תקין' },
        },
      },
      { status: 201, body: ANSWER },
    ];
    const sent = stubXhr((_request, index) => answers[index] ?? { status: 500 });
    renderScreen();

    fireEvent.click(await submitButton());
    expect(await screen.findByText('מספר הטלפון אינו תקין')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(heEntry.submit.keptOnDevice);

    fireEvent.input(screen.getByLabelText(/טלפון נייד/), { target: { value: '052-7654321' } });
    fireEvent.click(await submitButton());

    expect(await screen.findByText(/waiting at \/waiting\/r-77/)).toBeTruthy();
    expect(sent[0]?.headers['idempotency-key']).toBe('draft-key-1');
    expect(sent[1]?.headers['idempotency-key']).not.toBe('draft-key-1');
  });

  it('never sends in preview, and says the form is valid', async () => {
    seedDraft(VALID);
    stubApi(
      {},
      SITE,
      FIELDS.filter((f) => f.type !== 'camera'),
    );
    const sent = stubXhr(() => ({ status: 201, body: ANSWER }));
    renderScreen('/worker/form?code=DEMO&lang=he&preview=1');

    expect(await screen.findByText(heEntry.preview.banner)).toBeTruthy();
    // A preview starts empty: it neither reads nor writes the worker's draft.
    expect(((await screen.findByLabelText(/שם פרטי/)) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: heEntry.preview.check }));
    expect(await screen.findAllByText(required('שם פרטי'))).not.toHaveLength(0);

    fireEvent.input(screen.getByLabelText(/שם פרטי/), { target: { value: 'Dana' } });
    fireEvent.input(screen.getByLabelText(/טלפון נייד/), { target: { value: '050-1234567' } });
    fireEvent.change(screen.getByLabelText(/תפקיד/), { target: { value: 'builder' } });
    fireEvent.click(screen.getByRole('button', { name: heEntry.preview.check }));

    expect(await screen.findByText(heEntry.preview.valid)).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(window.localStorage.getItem(draftStorageKey(1))).toContain('seeded-key');
  });

  it('opens the safety briefing in Hebrew and English with the site rules', async () => {
    stubApi();
    renderScreen();

    fireEvent.click(await screen.findByRole('button', { name: heEntry.briefing.open }));

    // The dialog is a chunk of its own, loaded on the first tap.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    const lists = await within(dialog).findAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(lists.map((l) => l.closest('section')?.getAttribute('lang'))).toEqual(['he', 'en']);
    expect(lists.every((l) => within(l).getAllByRole('listitem').length === 20)).toBe(true);
    expect(within(dialog).getByText(SITE.safetyRegulations.he)).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: heEntry.briefing.understood }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/אישרת שקראת את תדריך הבטיחות/)).toBeTruthy();
  }, 20_000);
});

describe('the entry form screen when something is missing', () => {
  it('says the site code or id is missing', async () => {
    stubApi();
    renderScreen('/worker/form?lang=he');
    expect(await screen.findByText(heEntry.errorCard.missingSite)).toBeTruthy();
  });

  it('says no site has the code', async () => {
    stubApi({ 'GET /api/sites/code/NOPE': { status: 404, body: { code: 'NOT_FOUND' } } });
    renderScreen('/worker/form?code=NOPE&lang=he');
    expect(await screen.findByText(heEntry.errorCard.siteNotFound)).toBeTruthy();
  });

  it('says the site failed to load', async () => {
    stubApi({ 'GET /api/sites/code/DEMO': { status: 500, body: { code: 'INTERNAL' } } });
    renderScreen();
    expect(await screen.findByText(heEntry.errorCard.siteLoad)).toBeTruthy();
  });

  it('shows no fields when the form fails to load', async () => {
    stubApi({ 'GET /api/sites/1/entry-form': { status: 500, body: { code: 'INTERNAL' } } });
    renderScreen();
    expect(await submitButton()).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});

describe('the entry form screen over the form the server drew', () => {
  /** The server's page as it arrives: its form (here a part of it) before the app's root. */
  function drawServerForm() {
    const boot = document.createElement('div');
    boot.id = 'boot';
    boot.innerHTML =
      '<form novalidate>' +
      '<label for="input-firstName">שם פרטי</label><input id="input-firstName" name="firstName">' +
      '<label for="input-phone">טלפון נייד</label><input id="input-phone" name="phone" type="tel">' +
      '<select id="input-role" name="role"><option value="" selected></option>' +
      '<option value="builder">בנאי</option><option value="electrician">חשמלאי</option></select>' +
      '<button type="submit" disabled>send</button></form>';
    document.body.prepend(boot);
    return boot;
  }

  it('takes over once its draft is restored, with what was typed there, the focus and the caret', async () => {
    seedDraft({ firstName: 'Dana', phone: '050-1234567', role: 'builder' });
    const boot = drawServerForm();
    const typed = boot.querySelector<HTMLInputElement>('#input-firstName')!;
    typed.value = 'Avital';
    typed.focus();
    typed.setSelectionRange(2, 2);
    boot.querySelector<HTMLSelectElement>('#input-role')!.value = 'electrician';
    stubApi();
    renderScreen();

    await waitFor(() => expect(document.getElementById('boot')).toBeNull());
    const firstName = screen.getByLabelText(/שם פרטי/) as HTMLInputElement;
    // Typed on the server's form: newer than the draft. Left empty there: the draft's.
    expect(firstName.value).toBe('Avital');
    expect((screen.getByLabelText(/תפקיד/) as HTMLSelectElement).value).toBe('electrician');
    expect((screen.getByLabelText(/טלפון נייד/) as HTMLInputElement).value).toBe('050-1234567');
    expect(document.activeElement).toBe(firstName);
    expect([firstName.selectionStart, firstName.selectionEnd]).toEqual([2, 2]);
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey(1))).toContain('"firstName":"Avital"'),
    );
  });

  it('keeps the server form while the app has only the header to show', async () => {
    drawServerForm();
    let answerForm = () => {};
    stubApi({
      'GET /api/sites/1/entry-form': () =>
        new Promise<Response>((resolve) => {
          answerForm = () => resolve(Response.json({ siteId: 1, version: 5, formFields: FIELDS }));
        }) as never,
    });
    renderScreen();

    expect(
      await screen.findByRole('heading', { level: 1, name: SITE.headerTitle.he }),
    ).toBeTruthy();
    expect(document.getElementById('boot')).not.toBeNull();
    act(() => answerForm());
    await waitFor(() => expect(document.getElementById('boot')).toBeNull());
    expect(screen.getByRole('button', { name: heEntry.submit.send })).toBeTruthy();
  });
});
