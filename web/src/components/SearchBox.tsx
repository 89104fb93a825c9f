import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../ui';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  label: string;
}

/** Searches as you type, after a short pause so each keystroke is not a request. */
export function SearchBox({ value, onSearch, placeholder, label }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="search-icon" aria-hidden="true">
        <Icon icon={Search} size={16} />
      </span>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(text)}
      />
    </div>
  );
}
