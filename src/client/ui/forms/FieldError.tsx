import { AlertIcon } from '../icons/interfaceIcons';

/** A field's error in words, with its icon; the field names it by `id` in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p className="field__error" id={id}>
      <AlertIcon />
      <span>{children}</span>
    </p>
  );
}
