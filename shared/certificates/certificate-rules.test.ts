import { describe, expect, it } from 'vitest';
import {
  ageOn,
  certificateCovers,
  expiryState,
  isAdult,
  latestExpiry,
  WORK_AT_HEIGHT_DOMAINS,
} from './certificate-rules';

const roofs = {
  kind: 'work_at_height',
  domains: ['roofs', 'ladders'],
  issuedOn: '2026-01-10',
  expiresOn: '2028-01-10',
};

describe('certificate rules', () => {
  it('knows the nine domains', () => {
    expect(WORK_AT_HEIGHT_DOMAINS).toHaveLength(9);
  });

  it('counts age by the calendar, the birthday itself included', () => {
    expect(ageOn('2008-05-20', '2026-05-19')).toBe(17);
    expect(ageOn('2008-05-20', '2026-05-20')).toBe(18);
    expect(isAdult('2008-05-20', '2026-05-19')).toBe(false);
    expect(isAdult('2008-05-20', '2026-05-20')).toBe(true);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('limits a work-at-height certificate to two years, and no other kind', () => {
    expect(latestExpiry('work_at_height', '2026-01-10')).toBe('2028-01-10');
    expect(latestExpiry('work_at_height', '2024-02-29')).toBe('2026-02-28');
    expect(latestExpiry('crane_signaller', '2026-01-10')).toBeNull();
  });

  it('covers a domain it names from its issue to its expiry day', () => {
    expect(certificateCovers(roofs, 'roofs', '2026-01-10')).toBe(true);
    expect(certificateCovers(roofs, 'roofs', '2028-01-10')).toBe(true);
    expect(certificateCovers(roofs, 'roofs', '2028-01-11')).toBe(false);
    expect(certificateCovers(roofs, 'roofs', '2026-01-09')).toBe(false);
    expect(certificateCovers(roofs, 'scaffolds', '2026-06-01')).toBe(false);
  });

  it('trusts no certificate of another kind or longer than the law allows', () => {
    expect(certificateCovers({ ...roofs, kind: 'crane_signaller' }, 'roofs', '2026-06-01')).toBe(
      false,
    );
    expect(certificateCovers({ ...roofs, expiresOn: '2028-01-11' }, 'roofs', '2026-06-01')).toBe(
      false,
    );
  });

  it('tells expired, expiring and valid apart', () => {
    expect(expiryState('2026-05-31', '2026-06-01', '2026-07-01')).toBe('expired');
    expect(expiryState('2026-06-01', '2026-06-01', '2026-07-01')).toBe('expiring');
    expect(expiryState('2026-07-01', '2026-06-01', '2026-07-01')).toBe('expiring');
    expect(expiryState('2026-07-02', '2026-06-01', '2026-07-01')).toBe('valid');
  });
});
