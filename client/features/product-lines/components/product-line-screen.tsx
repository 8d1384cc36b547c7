import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductLine } from '@shared/constants';
import type { ProductLineCompany } from '@shared/schemas/product-lines.schemas';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { lineCsvUrl, useProductLineCompanies, useSetProductLines } from '../api/product-lines';

interface ProductLineScreenProps {
  line: ProductLine;
  /** A company's name as a link to its card. */
  companyLink: (companyId: number, label: string) => ReactNode;
}

type Notice = { tone: 'success' | 'error'; text: string };

/** The company management of one product line: its companies, adding and removing one. */
export function ProductLineScreen({ line, companyLink }: ProductLineScreenProps) {
  const { t, i18n } = useTranslation('backoffice');
  const companies = useProductLineCompanies();
  const save = useSetProductLines();
  const [toAdd, setToAdd] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  if (companies.isPending) {
    return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  }
  if (companies.isError) return <Alert tone="error">{errorText(companies.error, i18n.t)}</Alert>;

  const change = (company: ProductLineCompany, subscribe: boolean) =>
    save.mutate(
      {
        id: company.id,
        productLines: subscribe
          ? [...company.productLines, line]
          : company.productLines.filter((l) => l !== line),
      },
      {
        onSuccess: () => {
          setToAdd('');
          const text = subscribe ? 'productLines.added' : 'productLines.removed';
          setNotice({ tone: 'success', text: t(text, { name: company.name }) });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, i18n.t) }),
      },
    );

  const inLine = companies.data.companies.filter((c) => c.productLines.includes(line));
  const others = companies.data.companies.filter((c) => !c.productLines.includes(line));
  const columns: DataColumn<ProductLineCompany>[] = [
    {
      id: 'name',
      header: t('productLines.columns.name'),
      cell: (c) => companyLink(c.id, c.name),
      sortValue: (c) => c.name,
    },
    {
      id: 'contactPerson',
      header: t('productLines.columns.contactPerson'),
      cell: (c) => <bdi>{c.contactPerson}</bdi>,
      sortValue: (c) => c.contactPerson,
    },
    {
      id: 'phone',
      header: t('productLines.columns.phone'),
      cell: (c) => <span dir="ltr">{c.phone}</span>,
    },
    {
      id: 'active',
      header: t('productLines.columns.active'),
      cell: (c) => t(c.isActive ? 'common.active' : 'common.inactive'),
      sortValue: (c) => (c.isActive ? 1 : 0),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (c) => (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => change(c, false)}>
          {t('productLines.remove')}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">{t(`productLines.lines.${line}`)}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <DataTable
        caption={t('productLines.subscribed')}
        rows={inLine}
        rowKey={(c) => c.id}
        columns={columns}
        searchText={(c) => `${c.name} ${c.contactPerson} ${c.phone} ${c.email}`}
        initialSort={{ id: 'name', descending: false }}
        toolbar={
          <>
            <SelectField
              label={t('productLines.chooseCompany')}
              value={toAdd}
              onChange={(event) => setToAdd(event.target.value)}
            >
              <option value="" />
              {others.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <Button
              disabled={!toAdd || save.isPending}
              onClick={() => {
                const company = others.find((c) => String(c.id) === toAdd);
                if (company) change(company, true);
              }}
            >
              {t('productLines.add')}
            </Button>
            <a
              href={csvHref(lineCsvUrl(line), i18n.language)}
              download
              className={buttonClassName('secondary')}
            >
              {t('table.export')}
            </a>
          </>
        }
      />
    </div>
  );
}
