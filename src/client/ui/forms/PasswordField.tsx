import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/interfaceIcons';
import { TextField, type TextFieldProps } from './TextField';
import { fieldTexts } from './fieldTexts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** What the secret is called in the toggle's name ("Show passcode"); a password when absent. */
  secretName?: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  id,
  secretName = fieldTexts.password,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      // Browsers must not offer to autocorrect or capitalise a visible password.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="field__toggle"
          aria-controls={inputId}
          aria-label={
            visible ? fieldTexts.hideSecret(secretName) : fieldTexts.showSecret(secretName)
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
