import { useState } from 'react';
import type { SignatureFile } from '@/features/permit-join/components/join-screen';
import { SignatureField } from '@/features/entry-form/components/fields/signature-field';
import { dataUrlToBlob, type ImageValue } from '@/features/entry-form/lib/image-value';

/**
 * The entry form's signature, pad or typed name, for a worker joining a permit: one control a
 * worker already knows from the gate, and one way a signature becomes a file.
 */
export function JoinSignature({
  label,
  onChange,
}: {
  label: string;
  onChange: (file: SignatureFile | null) => void;
}) {
  const [value, setValue] = useState<ImageValue | null>(null);
  return (
    <SignatureField
      field={{ id: 'signature', type: 'signature', label, required: true }}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next && { blob: dataUrlToBlob(next.dataUrl), name: next.name });
      }}
      error={null}
    />
  );
}
