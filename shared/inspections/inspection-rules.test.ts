import { describe, expect, it } from 'vitest';
import {
  addMonths,
  fitnessOf,
  inspectionTimeAllowed,
  LAW_INTERVALS,
  latestReportExpiry,
  withinLaw,
  type LatestInspection,
} from './inspection-rules';

const pass = (day: string, extra: Partial<LatestInspection> = {}): LatestInspection => ({
  inspectedAt: new Date(`${day}T08:00:00Z`),
  day,
  outcome: 'fit',
  reportExpiresOn: null,
  ...extra,
});

describe('a scaffold', () => {
  it('is fit for 7 days after a passing inspection, due on the 7th and overdue on the 8th', () => {
    const latest = pass('2026-05-01');
    expect(fitnessOf('scaffold', latest, [], '2026-05-07', LAW_INTERVALS)).toEqual({
      state: 'fit',
      fitUntil: '2026-05-08',
      reason: null,
    });
    expect(fitnessOf('scaffold', latest, [], '2026-05-08', LAW_INTERVALS).state).toBe('due_today');
    expect(fitnessOf('scaffold', latest, [], '2026-05-09', LAW_INTERVALS)).toEqual({
      state: 'overdue',
      fitUntil: null,
      reason: 'interval',
    });
  });

  it('follows a company interval shorter than the law, and never a longer one', () => {
    const latest = pass('2026-05-01');
    const short = { ...LAW_INTERVALS, scaffoldIntervalDays: 3 };
    expect(fitnessOf('scaffold', latest, [], '2026-05-05', short).state).toBe('overdue');
    const long = { ...LAW_INTERVALS, scaffoldIntervalDays: 30 };
    expect(fitnessOf('scaffold', latest, [], '2026-05-09', long).state).toBe('overdue');
  });

  it('is due at once after a weather mark on its site, until the next inspection', () => {
    const latest = pass('2026-05-01');
    const weather = { kind: 'weather' as const, occurredAt: new Date('2026-05-02T10:00:00Z') };
    expect(fitnessOf('scaffold', latest, [weather], '2026-05-02', LAW_INTERVALS)).toEqual({
      state: 'due_now',
      fitUntil: null,
      reason: 'weather',
    });
    const after = pass('2026-05-02', { inspectedAt: new Date('2026-05-02T11:00:00Z') });
    expect(fitnessOf('scaffold', after, [weather], '2026-05-02', LAW_INTERVALS).state).toBe('fit');
  });

  it('is due at once after a change recorded on it', () => {
    const change = { kind: 'change' as const, occurredAt: new Date('2026-05-03T10:00:00Z') };
    expect(
      fitnessOf('scaffold', pass('2026-05-01'), [change], '2026-05-03', LAW_INTERVALS).reason,
    ).toBe('change');
  });

  it('is due when work resumes after a stoppage of 3 days or more, not after 2', () => {
    const latest = pass('2026-05-01');
    const stoppage = (fromDay: string, toDay: string) => ({
      kind: 'stoppage' as const,
      occurredAt: new Date(`${toDay}T18:00:00Z`),
      fromDay,
      toDay,
    });
    expect(
      fitnessOf(
        'scaffold',
        latest,
        [stoppage('2026-05-02', '2026-05-04')],
        '2026-05-05',
        LAW_INTERVALS,
      ).reason,
    ).toBe('stoppage');
    expect(
      fitnessOf(
        'scaffold',
        latest,
        [stoppage('2026-05-02', '2026-05-03')],
        '2026-05-05',
        LAW_INTERVALS,
      ).state,
    ).toBe('fit');
  });

  it('stays closed after a failed inspection and is never fit before its first one', () => {
    expect(
      fitnessOf(
        'scaffold',
        pass('2026-05-01', { outcome: 'closed' }),
        [],
        '2026-05-01',
        LAW_INTERVALS,
      ).state,
    ).toBe('closed');
    expect(fitnessOf('scaffold', null, [], '2026-05-01', LAW_INTERVALS).state).toBe('never');
  });
});

describe('a lifting platform', () => {
  it('is fit until its report expires and overdue the day after', () => {
    const latest = pass('2026-01-10', { reportExpiresOn: '2026-07-10' });
    expect(fitnessOf('platform', latest, [], '2026-07-09', LAW_INTERVALS).fitUntil).toBe(
      '2026-07-10',
    );
    expect(fitnessOf('platform', latest, [], '2026-07-11', LAW_INTERVALS)).toEqual({
      state: 'overdue',
      fitUntil: null,
      reason: 'report',
    });
  });

  it('takes no notice of weather marks, which concern scaffolds', () => {
    const latest = pass('2026-01-10', { reportExpiresOn: '2026-07-10' });
    const weather = { kind: 'weather' as const, occurredAt: new Date('2026-02-02T10:00:00Z') };
    expect(fitnessOf('platform', latest, [weather], '2026-02-02', LAW_INTERVALS).state).toBe('fit');
  });

  it('carries a report of at most 6 months, or the company’s shorter interval', () => {
    expect(latestReportExpiry('2026-01-31', LAW_INTERVALS)).toBe('2026-07-31');
    expect(latestReportExpiry('2026-08-31', { ...LAW_INTERVALS, platformReportMonths: 6 })).toBe(
      '2027-02-28',
    );
    expect(latestReportExpiry('2026-01-10', { ...LAW_INTERVALS, platformReportMonths: 3 })).toBe(
      '2026-04-10',
    );
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
  });
});

describe('the company’s intervals', () => {
  it('may be shorter than the law and never longer', () => {
    expect(withinLaw({ scaffoldIntervalDays: 5, platformReportMonths: 6 })).toBe(true);
    expect(withinLaw({ scaffoldIntervalDays: 8, platformReportMonths: 6 })).toBe(false);
    expect(withinLaw({ scaffoldIntervalDays: 7, platformReportMonths: 7 })).toBe(false);
  });
});

describe('an inspection’s time', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('may be up to a day back and not in the future', () => {
    expect(inspectionTimeAllowed(new Date('2026-05-09T13:00:00Z'), now)).toBe('ok');
    expect(inspectionTimeAllowed(new Date('2026-05-09T11:00:00Z'), now)).toBe('too_old');
    expect(inspectionTimeAllowed(new Date('2026-05-10T13:00:00Z'), now)).toBe('future');
  });
});
