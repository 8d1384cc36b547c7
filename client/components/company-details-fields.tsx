import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES } from '@shared/constants';
import type { CompanyDetails } from '@shared/schemas/company-profile.schemas';
import { SelectField, TextField } from '@/components/ui/field';

type CompanyDetailsField = 'name' | 'type' | 'contactPerson' | 'phone' | 'email' | 'address';
type CompanyDetailsValues = Pick<CompanyDetails, CompanyDetailsField>;

interface CompanyDetailsFieldsProps {
  values: CompanyDetailsValues;
  /** The problem of a field, looked up by the field's name. */
  errorOf: (name: CompanyDetailsField) => string | undefined;
  onChange: (name: CompanyDetailsField) => (event: { target: { value: string } }) => void;
}

/**
 * A company's name, type and contact details: the same fields whether its own admin edits them
 * or the platform admin creates or edits the company. Laid out in the parent's grid.
 */
export function CompanyDetailsFields({ values, errorOf, onChange }: CompanyDetailsFieldsProps) {
  const { t } = useTranslation('manage');
  return (
    <>
      <TextField
        label={t('company.name')}
        value={values.name}
        onChange={onChange('name')}
        error={errorOf('name')}
        required
      />
      <SelectField
        label={t('company.type')}
        value={values.type}
        onChange={onChange('type')}
        error={errorOf('type')}
      >
        {COMPANY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`company.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('company.contactPerson')}
        value={values.contactPerson}
        onChange={onChange('contactPerson')}
        error={errorOf('contactPerson')}
      />
      <TextField
        label={t('company.phone')}
        type="tel"
        dir="ltr"
        value={values.phone}
        onChange={onChange('phone')}
        error={errorOf('phone')}
      />
      <TextField
        label={t('company.email')}
        type="email"
        dir="ltr"
        value={values.email}
        onChange={onChange('email')}
        error={errorOf('email')}
      />
      <TextField
        label={t('company.address')}
        value={values.address}
        onChange={onChange('address')}
        error={errorOf('address')}
      />
    </>
  );
}
