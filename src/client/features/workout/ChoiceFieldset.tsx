export interface ChoiceFieldsetProps<K extends string> {
  legend: string;
  choices: readonly { key: K; label: string }[];
  chosen: readonly K[];
  onToggle: (key: K) => void;
}

/** A named group of checkboxes laid out as a grid. */
export function ChoiceFieldset<K extends string>({
  legend,
  choices,
  chosen,
  onToggle,
}: ChoiceFieldsetProps<K>) {
  return (
    <fieldset className="workout-dialog__fieldset">
      <legend className="workout-dialog__legend">{legend}</legend>
      <div className="workout-dialog__choices">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className="workout-dialog__option workout-dialog__option--compact"
          >
            <input
              type="checkbox"
              checked={chosen.includes(choice.key)}
              onChange={() => onToggle(choice.key)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
