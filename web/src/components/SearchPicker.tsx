import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export interface PickerOption {
  id: string;
  /** What the field shows once picked: a name, a title. */
  label: string;
  /** The second line: title, location, email. */
  detail?: string;
}

interface SearchPickerProps {
  label: string;
  placeholder: string;
  /** The options for the current search text; the parent searches (on the server when signed in). */
  options: PickerOption[];
  /** How many match in all, when more than `options` shows. */
  total?: number;
  loading?: boolean;
  selected: PickerOption | null;
  onSearch: (q: string) => void;
  onSelect: (id: string | null) => void;
}

/**
 * A combobox: type to narrow, arrows and Enter (or a click) to pick, Escape to close. Only the
 * options the parent passes are drawn, so a thousand candidates cost the same as ten.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, placeholder, options, total, loading, selected, onSearch, onSelect } = props;
  const id = useId();
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A pick from outside (a fresh upload preselects it) shows in the field.
  useEffect(() => setText(selected?.label ?? ''), [selected?.id, selected?.label]);
  // New matches start at the top; a re-render with the same matches keeps the arrow's place.
  const optionIds = options.map((o) => o.id).join('\n');
  useEffect(() => setActive(0), [optionIds]);

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    onSearch(value);
    if (selected) onSelect(null);
  };
  const pick = (option: PickerOption) => {
    onSelect(option.id);
    setText(option.label);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const more = total !== undefined && total > options.length ? total - options.length : 0;
  return (
    <div className="picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => type(e.target.value)}
        onFocus={() => setOpen(true)}
        // Later than a click on an option, which must land first.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={label} className="picker-list">
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`picker-option${i === active ? ' active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
            >
              <span className="picker-label">{o.label}</span>
              {o.detail && <span className="picker-detail">{o.detail}</span>}
            </li>
          ))}
          {options.length === 0 && (
            <li className="picker-empty">{loading ? 'Searching...' : 'No matches'}</li>
          )}
          {more > 0 && <li className="picker-empty">{more} more: keep typing to narrow</li>}
        </ul>
      )}
    </div>
  );
}
