import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { createCompany, createUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { workerCertificates, workerTokens } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { validCertificatesFor, workAtHeightProblem, workerAgeOn } from './certificates.service';

let database: Database;
let companyId: number;
let otherCompanyId: number;
let managerId: number;

async function newWorker(company: number) {
  const [token] = await database.db
    .insert(workerTokens)
    .values({ companyId: company, tokenHash: randomToken(16) })
    .returning();
  return { companyId: company, workerKey: token!.id };
}

async function addCertificate(
  worker: { companyId: number; workerKey: number },
  values: Partial<typeof workerCertificates.$inferInsert> = {},
) {
  await database.db.insert(workerCertificates).values({
    companyId: worker.companyId,
    workerTokenId: worker.workerKey,
    kind: 'work_at_height',
    domains: ['roofs', 'scaffolds'],
    number: randomToken(6),
    issuedOn: '2026-01-01',
    expiresOn: '2027-12-31',
    dateOfBirth: '1990-04-01',
    verifiedBy: managerId,
    verifiedAt: new Date('2026-01-02T08:00:00Z'),
    ...values,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await createCompany(database.db)).id;
  otherCompanyId = (await createCompany(database.db)).id;
  managerId = (await createUser(database.db, { role: 'manager', companyId })).id;
});

afterAll(() => database.close());

describe('the checks a permit asks of a worker', () => {
  it('finds a verified certificate in force for its domains only', async () => {
    const worker = await newWorker(companyId);
    await addCertificate(worker);
    const on = '2026-06-01';
    const roofs = await validCertificatesFor(database.db, worker, {
      kind: 'work_at_height',
      domain: 'roofs',
      on,
    });
    expect(roofs).toHaveLength(1);
    expect(roofs[0]!.domains).toEqual(['roofs', 'scaffolds']);
    expect(
      await validCertificatesFor(database.db, worker, {
        kind: 'work_at_height',
        domain: 'ladders',
        on,
      }),
    ).toEqual([]);
    expect(await workAtHeightProblem(database.db, worker, { domain: 'roofs', on })).toBeNull();
    expect(await workAtHeightProblem(database.db, worker, { domain: 'ladders', on })).toBe(
      'NO_VALID_CERTIFICATE',
    );
  });

  it('does not count an unverified, expired, not yet issued or foreign certificate', async () => {
    const worker = await newWorker(companyId);
    await addCertificate(worker, { verifiedBy: null, verifiedAt: null });
    await addCertificate(worker, { issuedOn: '2024-01-01', expiresOn: '2025-12-31' });
    await addCertificate(worker, { issuedOn: '2026-07-01', expiresOn: '2028-06-30' });
    const on = '2026-06-01';
    const query = { kind: 'work_at_height', domain: 'roofs' as const, on };
    expect(await validCertificatesFor(database.db, worker, query)).toEqual([]);
    expect(
      await validCertificatesFor(database.db, { ...worker, companyId: otherCompanyId }, query),
    ).toEqual([]);
    expect(await workAtHeightProblem(database.db, worker, { domain: 'roofs', on })).toBe(
      'NO_VALID_CERTIFICATE',
    );
  });

  it('refuses a certificate made longer than two years even when verified', async () => {
    const worker = await newWorker(companyId);
    await addCertificate(worker, { issuedOn: '2026-01-01', expiresOn: '2028-06-30' });
    expect(
      await validCertificatesFor(database.db, worker, {
        kind: 'work_at_height',
        domain: 'roofs',
        on: '2026-06-01',
      }),
    ).toEqual([]);
  });

  it('finds other kinds without a domain', async () => {
    const worker = await newWorker(companyId);
    await addCertificate(worker, { kind: 'crane_signaller', domains: [] });
    const found = await validCertificatesFor(database.db, worker, {
      kind: 'crane_signaller',
      on: '2026-06-01',
    });
    expect(found.map((c) => c.kind)).toEqual(['crane_signaller']);
  });

  it('tells the age by the last date of birth given, and a minor apart', async () => {
    const minor = await newWorker(companyId);
    await addCertificate(minor, { dateOfBirth: '2008-06-02' });
    expect(await workerAgeOn(database.db, minor, '2026-06-01')).toBe(17);
    expect(
      await workAtHeightProblem(database.db, minor, { domain: 'roofs', on: '2026-06-01' }),
    ).toBe('UNDER_18');
    expect(await workerAgeOn(database.db, minor, '2026-06-02')).toBe(18);

    const unknown = await newWorker(companyId);
    expect(await workerAgeOn(database.db, unknown, '2026-06-01')).toBeNull();
    expect(
      await workAtHeightProblem(database.db, unknown, { domain: 'roofs', on: '2026-06-01' }),
    ).toBe('BIRTH_DATE_UNKNOWN');
  });
});
