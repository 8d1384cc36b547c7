import type { FormField } from '@shared/schemas/form.schemas';
import type { ImageValue } from '../../lib/image-value';
import type { EquipmentList } from './equipment-field';

/** What the form hands every field's view; each view takes the part its type needs. */
export interface FieldViewProps {
  field: FormField;
  /** The site being entered: a certificate field offers what the worker kept at its company. */
  siteId: number;
  value: unknown;
  image: ImageValue | undefined;
  error: string | null;
  onValue: (fieldId: string, value: unknown) => void;
  onImage: (fieldId: string, image: ImageValue | null) => void;
  scaffolds: EquipmentList;
  platforms: EquipmentList;
  language: string;
  onOpenRegulations: () => void;
  /** What a comprehension check needs: its sitting's site and version, and the material's state. */
  quiz: {
    siteId: number;
    formVersion: number | null;
    isMaterialDone: boolean;
    onReview: () => void;
  };
}
