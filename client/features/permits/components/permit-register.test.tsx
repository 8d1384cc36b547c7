import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { PermitRegister as Register } from '@shared/schemas/permit.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { i18n, initI18n } from '@/lib/i18n';
import { PermitRegister } from './permit-register';
import hePermits from '@shared/i18n/locales/he/permits.json';

type RegisterPermit = Register['permits'][number];

const permit = (id: number, task: string): RegisterPermit => ({
  id,
  siteId: 2,
  siteName: 'מגדלי הפארק',
  kind: 'work_at_height',
  location: 'בניין A',
  task,
  hazards: '',
  domain: 'scaffolds',
  equipment: null,
  plannedStart: '2026-03-20T04:00:00.000Z',
  plannedEnd: '2026-03-20T12:00:00.000Z',
  workManager: { id: 4, name: 'אבי לוי' },
  groundAttendantName: 'יוסי',
  isNight: false,
  isWindy: false,
  writtenInstructions: '',
  instructionsFileId: null,
  state: 'closed',
  checks: [],
  checkedAt: null,
  workers: [],
  changedAt: '2026-03-20T12:00:00.000Z',
  changedByName: null,
  transitions: [],
});

const page = (permits: RegisterPermit[], nextCursor: number | null): Register => ({
  siteName: 'מגדלי הפארק',
  companyName: 'בונים',
  from: '2026-03-01',
  to: '2026-03-31',
  permits,
  nextCursor,
});

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces(['permits', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PermitRegister', () => {
  it('reads every page after the first by its cursor, so the whole range is printed', async () => {
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const url = new URL(String(input), 'http://localhost');
        const cursor = url.searchParams.get('cursor');
        asked.push(cursor);
        const body =
          cursor === null ? page([permit(7, 'טיח בקומה 3')], 7) : page([permit(9, 'חיפוי')], null);
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PermitRegister siteId={2} from="2026-03-01" to="2026-03-31" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/חיפוי/)).toBeTruthy();
    expect(screen.getByText(/טיח בקומה 3/)).toBeTruthy();
    expect(asked).toEqual([null, '7']);
  });

  it("links a night permit's instructions document, and prints its full address", async () => {
    const night = {
      ...permit(12, 'פירוק פיגום'),
      isNight: true,
      writtenInstructions: 'תאורה בכל הקומה',
      instructionsFileId: 'doc_0123456789abcdef',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(page([night, permit(13, 'טיח')], null)), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PermitRegister siteId={2} from="2026-03-01" to="2026-03-31" />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: hePermits.register.instructionsDocument });
    expect(link.getAttribute('href')).toBe('/api/media/doc_0123456789abcdef');
    expect(screen.getByText('תאורה בכל הקומה')).toBeTruthy();
    const printed = link.nextElementSibling!;
    expect(printed.className).toContain('print:inline');
    expect(printed.textContent).toBe(` ${window.location.origin}/api/media/doc_0123456789abcdef`);
    // The permit without instructions names none.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
