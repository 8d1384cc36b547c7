import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EquipmentInspections, InspectionBody } from '@shared/schemas/inspection.schemas';
import { invalidateInspections } from '@/data/inspections';
import { apiSend, apiUpload } from '@/lib/api-client';

/** Uploads a photo, report or signature and answers the id a record names it by. */
export async function uploadInspectionFile(file: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', file, name);
  return (await apiUpload<{ id: string }>('/api/inspections/files', body)).id;
}

/** POST /api/inspections/equipment/{id}: the record, once its signature is uploaded. */
export function useRecordInspection(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      body: Omit<InspectionBody, 'signatureFileId'>;
      signature: Blob;
    }) => {
      const signatureFileId = await uploadInspectionFile(input.signature, 'signature.png');
      return apiSend<EquipmentInspections>('POST', `/api/inspections/equipment/${id}`, {
        ...input.body,
        signatureFileId,
      });
    },
    onSuccess: () => invalidateInspections(client),
  });
}
