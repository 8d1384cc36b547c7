import { FieldFrame, describedBy } from '../field-frame';
import { WatchedVideo } from '../watched-video';
import type { FieldProps } from './field-props';

/** A video field: true once watched (docs/uploads.md). */
export function VideoField({ field, value, onChange, error }: FieldProps<boolean>) {
  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      {field.videoUrl && (
        <WatchedVideo
          src={field.videoUrl}
          title={field.label}
          isWatched={value}
          onWatched={() => onChange(true)}
          describedBy={describedBy(field, error)}
        />
      )}
    </FieldFrame>
  );
}
