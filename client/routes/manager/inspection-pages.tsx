import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InspectScreen } from '@/features/equipment-inspections/components/inspect-screen';
import { RegisterScreen } from '@/features/equipment-inspections/components/register-screen';
import { ManagePage } from './manage-page';

/** /manager/inspections/{id}: an item's state, "inspect now" and its records. */
export function InspectionPage() {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id);
  return <ManagePage title={t('titles.inspection')}>{() => <InspectScreen id={id} />}</ManagePage>;
}

/** /manager/inspection-register: a site's general register, printable and as CSV. */
export function InspectionRegisterPage() {
  const { t } = useTranslation('staff');
  return <ManagePage title={t('titles.inspectionRegister')}>{() => <RegisterScreen />}</ManagePage>;
}
