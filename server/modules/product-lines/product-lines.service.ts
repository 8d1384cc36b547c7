import { PRODUCT_LINES, type ProductLine } from '@shared/constants';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { ProductLineCompanyList } from '@shared/schemas/product-lines.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { catalogText } from '../../lib/catalog';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import * as repo from './product-lines.repository';

const known = (lines: readonly string[]) => PRODUCT_LINES.filter((line) => lines.includes(line));

export async function listCompanies(db: Db): Promise<ProductLineCompanyList> {
  const rows = await repo.listCompanies(db);
  return {
    companies: rows.map(({ status, productLines, ...row }) => ({
      ...row,
      isActive: status === 'active',
      productLines: known(productLines),
    })),
  };
}

/** A product line's companies as CSV. */
export async function lineCsv(db: Db, line: ProductLine, language: Language) {
  const { companies } = await listCompanies(db);
  const text = (key: string) => catalogText(language, 'backoffice', key);
  const header = ['name', 'contactPerson', 'phone', 'email', 'active'].map((key) =>
    text(`productLines.columns.${key}`),
  );
  const rows = companies
    .filter((c) => c.productLines.includes(line))
    .map((c) => [
      c.name,
      c.contactPerson,
      c.phone,
      c.email,
      text(c.isActive ? 'common.active' : 'common.inactive'),
    ]);
  return { csv: toCsv(header, rows), disposition: attachmentDisposition(`${line}-companies.csv`) };
}

export async function setLines(
  db: Db,
  actor: SessionUser,
  companyId: number,
  lines: readonly ProductLine[],
) {
  const before = await repo.findLines(db, companyId);
  if (before === null) throw new AppError(404, 'NOT_FOUND');
  const ordered = known(lines);
  await db.transaction(async (tx) => {
    await repo.setLines(tx, companyId, ordered);
    await writeAudit(tx, {
      companyId,
      actorUserId: actor.id,
      action: 'company.product_lines',
      entityType: 'company',
      entityId: companyId,
      details: { from: before, to: ordered },
    });
  });
  return (await listCompanies(db)).companies.find((c) => c.id === companyId)!;
}
