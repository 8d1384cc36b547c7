import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EquipmentItem } from '@shared/schemas/site.schemas';
import { setUpScreenTest } from '../../../../../test/client-i18n';
import { EquipmentField } from './equipment-field';

const scaffold = (extra: Partial<EquipmentItem>): EquipmentItem => ({
  value: 'P-101',
  label: 'פיגום 101',
  labels: { he: 'פיגום 101', ru: 'Леса 101, корпус А' },
  fitness: 'fit',
  nextInspectionDue: null,
  isInspectionOverdue: false,
  ...extra,
});

function renderField(item: EquipmentItem) {
  render(
    <EquipmentField
      field={{
        id: 'scaffoldingNumber',
        type: 'scaffolding_select',
        label: 'Леса',
        required: false,
      }}
      value="p-101"
      onChange={() => {}}
      error={null}
      language="ru"
      list={{ kind: 'ready', items: [item], isNumberRequired: false }}
    />,
  );
}

describe('the scaffold a Russian worker names', () => {
  setUpScreenTest(['entry-form', 'inspections'], 'ru');

  it('is found by its Russian label', () => {
    renderField(scaffold({}));
    expect(screen.getByText('Найдено: Леса 101, корпус А').getAttribute('lang')).toBe('ru');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at once, in Russian, that a scaffold whose inspection lapsed is not fit for use', () => {
    renderField(scaffold({ fitness: 'overdue' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Не годно к использованию: срок проверки истёк. Не работайте на нём',
    );
  });

  it('falls back to the Hebrew label, marked right to left, where no Russian one was written', () => {
    renderField(scaffold({ labels: { he: 'פיגום 101' } }));
    expect(screen.getByText('Найдено: פיגום 101').getAttribute('dir')).toBe('rtl');
  });
});
