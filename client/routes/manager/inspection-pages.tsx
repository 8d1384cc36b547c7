import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sessionCan } from '@shared/access/policy';
import { ChecklistEditorScreen } from '@/features/equipment-inspections/components/checklist-editor';
import { InspectScreen } from '@/features/equipment-inspections/components/inspect-screen';
import { QualificationsEditorScreen } from '@/features/equipment-inspections/components/qualifications-editor';
import { InspectionRegister } from '@/features/equipment-inspections/components/inspection-register';
import { ManagePage } from './manage-page';
import { RegisterFrame } from './register-frame';

/** /manager/inspections/{id}: an item's state, "inspect now", a change to it, and its records. */
export function InspectionPage() {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id);
  return (
    <ManagePage title={t('titles.inspection')}>
      {(user) => <InspectScreen id={id} mayRecordChange={sessionCan(user, 'equipment.events')} />}
    </ManagePage>
  );
}

/** /manager/inspection-register: a site's general register, printable and as CSV. */
export function InspectionRegisterPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.inspectionRegister')}>
      {(user) => (
        <RegisterFrame
          user={user}
          ns="inspections"
          csvPath="/api/inspections/register.csv"
          printId="inspection-register"
        >
          {(range) => <InspectionRegister {...range} />}
        </RegisterFrame>
      )}
    </ManagePage>
  );
}

/** /manager/inspection-checklists: the company's checklist per kind. */
export function InspectionChecklistsPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.inspectionChecklists')}>
      {() => <ChecklistEditorScreen />}
    </ManagePage>
  );
}

/** /manager/inspection-qualifications: who the company marks qualified to inspect. */
export function InspectionQualificationsPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.inspectionQualifications')}>
      {() => <QualificationsEditorScreen />}
    </ManagePage>
  );
}
