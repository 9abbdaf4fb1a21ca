import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import { useKeepTypedText } from './keepTypedText';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'aria-describedby'
> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  /** Something drawn inside the right end of the input, e.g. the show-password button. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  endAdornment,
  className,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
  const keepTypedText = useKeepTypedText(ref);
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => (
        <div className="field__input-wrap">
          <input
            {...inputProps}
            {...control}
            ref={keepTypedText}
            type={type}
            className={['field__control', endAdornment ? 'field__control--with-end' : '', className]
              .filter(Boolean)
              .join(' ')}
          />
          {endAdornment ? <div className="field__end">{endAdornment}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
