import { TextField, type TextFieldProps } from './TextField';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max'> {
  /** Earliest day allowed, as yyyy-MM-dd. */
  min?: string;
  /** Latest day allowed, as yyyy-MM-dd (for example today, for a date of birth). */
  max?: string;
}

/** The browser's own date picker: keyboard and screen-reader support come with it. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
