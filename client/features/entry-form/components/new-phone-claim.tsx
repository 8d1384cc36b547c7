import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@shared/schemas/form.schemas';
import { Button } from '@/components/ui/button';
import { newPhoneOfferQuery } from '@/data/worker-recognition';

// Most workers never open it: its form downloads on the tap, not with the worker's page.
const NewPhoneClaimForm = lazy(async () => ({
  default: (await import('./new-phone-claim-form')).NewPhoneClaimForm,
}));

interface NewPhoneClaimProps {
  siteId: number;
  /** The worker's form: the asked detail is shown with its own label and kind of input. */
  fields: readonly FormField[];
}

/**
 * "I've been here before on another phone": the worker gives his phone number and the detail
 * his company asks for; on a match the form fills itself like on his old phone. Shown only when
 * the company asks for a detail that the site's form has.
 */
export function NewPhoneClaim({ siteId, fields }: NewPhoneClaimProps) {
  const { t } = useTranslation('entry-form');
  const offer = useQuery(newPhoneOfferQuery(siteId));
  const [isOpen, setIsOpen] = useState(false);
  const field = fields.find((f) => f.id === offer.data?.detailFieldId);
  if (!field) return null;

  const openButton = (
    <Button variant="secondary" className="w-full" onClick={() => setIsOpen(true)}>
      {t('newPhone.open')}
    </Button>
  );
  if (!isOpen) return openButton;
  return (
    <Suspense fallback={openButton}>
      <NewPhoneClaimForm siteId={siteId} field={field} onClose={() => setIsOpen(false)} />
    </Suspense>
  );
}
