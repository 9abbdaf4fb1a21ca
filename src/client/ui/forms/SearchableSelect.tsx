import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame } from './FieldFrame';
import type { SelectFieldProps, SelectOption } from './selectFieldProps';
import { useOptionFilter } from './useOptionFilter';
import { fieldTexts } from './fieldTexts';
import './SearchableSelect.css';

/**
 * A select for long lists, after the WAI-ARIA APG "combobox with listbox popup" (list
 * autocomplete): typing filters the options, the arrow keys move an active option that
 * aria-activedescendant points at while focus stays in the field, Enter or a click picks it.
 * The field only ever settles on an option: what is typed is a search, given up on leaving.
 */
export function SearchableSelect({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  name,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  required,
  disabled,
  className,
}: SelectFieldProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const chosen = value ?? ownValue;
  // What is typed; null while the field shows the chosen option's label.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const choices =
    placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
  const { results, filtered, search, reset } = useOptionFilter(choices);
  const chosenIndex = results.findIndex((option) => option.value === chosen);
  const activeFound = results.findIndex((option) => option.value === activeValue);
  // After a search the first result is active, so Enter takes the best match.
  const activeIndex = activeFound < 0 && filtered ? 0 : activeFound;
  const expanded = open && results.length > 0;
  const last = results.length - 1;

  // Keeps the active option in sight as the list scrolls under the keyboard.
  useEffect(() => {
    const list = listRef.current;
    const option = list?.children[activeIndex];
    if (!open || !list || !(option instanceof HTMLElement)) return;
    const bottom = option.offsetTop + option.offsetHeight;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }, [open, activeIndex]);

  function show(index: number) {
    setOpen(true);
    setActiveValue(results[index]?.value ?? null);
  }

  function settle() {
    setOpen(false);
    setText(null);
    reset();
  }

  function pick(option: SelectOption) {
    settle();
    if (option.value === chosen) return;
    setOwnValue(option.value);
    onChange?.({ target: { name: name ?? '', value: option.value } });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const active = expanded ? results[activeIndex] : undefined;
    switch (event.key) {
      case 'ArrowDown':
        show(!open ? Math.max(chosenIndex, 0) : Math.min(activeIndex + 1, last));
        break;
      case 'ArrowUp':
        if (!open) show(chosenIndex >= 0 ? chosenIndex : last);
        else show(activeIndex < 0 ? last : Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (!expanded) return;
        show(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (!open) return;
        if (active) pick(active);
        else setOpen(false);
        break;
      case 'Escape':
        // Handled here, the key must not also close a dialog around the field.
        if (open) setOpen(false);
        else if (text !== null) settle();
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => {
        const optionId = (index: number) => `${control.id}-option-${index}`;
        return (
          <>
            <input
              {...control}
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={`${control.id}-listbox`}
              aria-activedescendant={
                expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined
              }
              aria-autocomplete="list"
              autoComplete="off"
              spellCheck={false}
              className={['field__control', 'field__control--select', className]
                .filter(Boolean)
                .join(' ')}
              value={text ?? options.find((option) => option.value === chosen)?.label ?? ''}
              placeholder={placeholder}
              required={required}
              disabled={disabled}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                search(event.target.value);
              }}
              onKeyDown={handleKeyDown}
              // The label is selected on entering the field, so typing searches afresh.
              onFocus={(event) => event.currentTarget.select()}
              onClick={(event) => {
                if (open) return;
                show(chosenIndex);
                event.currentTarget.select();
              }}
              onBlur={(event) => {
                settle();
                onBlur?.(event);
              }}
            />
            {name ? <input type="hidden" name={name} value={chosen} /> : null}
            <ul
              ref={listRef}
              id={`${control.id}-listbox`}
              role="listbox"
              aria-label={label}
              className="searchable-select__list"
              hidden={!expanded}
              // A click on the list keeps focus in the field, so choosing is not leaving.
              onMouseDown={(event) => event.preventDefault()}
            >
              {results.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === chosen}
                  className={
                    index === activeIndex
                      ? 'searchable-select__option searchable-select__option--active'
                      : 'searchable-select__option'
                  }
                  onClick={() => pick(option)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
            {open && !expanded ? (
              <p className="searchable-select__empty">{fieldTexts.noResults}</p>
            ) : null}
            <p className="visually-hidden" aria-live="polite">
              {!filtered
                ? ''
                : results.length
                  ? fieldTexts.results(results.length)
                  : fieldTexts.noResults}
            </p>
          </>
        );
      }}
    </FieldFrame>
  );
}
