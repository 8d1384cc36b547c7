import { useQuery } from '@tanstack/react-query';
import { isInductionMaterial, isInductionPart } from '@shared/fields/field-type-registry';
import type { FormField } from '@shared/schemas/form.schemas';
import { inductionStatusQuery } from '@/data/inductions';
import type { useEntryDraft } from './use-entry-draft';

/**
 * The site's induction on this phone: while the worker's last one still counts, the material
 * and its check are left out of the form (the server decides the same on its own); otherwise
 * they are asked, and a failed check sends the worker back through the material.
 */
export function useInduction(
  siteId: number,
  fields: readonly FormField[],
  draft: ReturnType<typeof useEntryDraft>,
  options: { enabled: boolean; hasSiteVideo: boolean },
) {
  const status = useQuery({ ...inductionStatusQuery(siteId), enabled: options.enabled });
  const validUntil = status.data?.validUntil ?? null;
  const material = fields.filter((f) => isInductionMaterial(f.type));
  return {
    validUntil,
    fields: validUntil ? fields.filter((f) => !isInductionPart(f.type)) : fields,
    isMaterialDone:
      material.every((f) => draft.state.values[f.id] === true) &&
      (!options.hasSiteVideo || draft.state.siteVideoWatched),
    /** The material undone, so the worker goes through it again before a new sitting. */
    review: () => {
      material.forEach((f) => draft.setValue(f.id, false));
      if (options.hasSiteVideo) draft.forgetSiteVideoWatched();
    },
  };
}
