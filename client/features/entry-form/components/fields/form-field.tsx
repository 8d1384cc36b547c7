import type { FieldViewProps } from './field-view-props';
import { FIELD_VIEWS } from './field-views';

/** One field of the site's form, drawn by its type's view. */
export function FormFieldView(props: FieldViewProps) {
  const View = FIELD_VIEWS[props.field.type];
  return <View {...props} />;
}
