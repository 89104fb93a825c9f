import { useState } from 'react';
import { useSkillSuggestions } from '../../data/reading';
import { KINDS, type Kind } from './reading-edits';
import { Button, Field } from '../../ui';
import styles from './reading.module.css';

/** A skill field that suggests the skills Shortlist knows as the recruiter types. */
export function AddRequirement({
  taken,
  onAdd,
}: {
  taken: string[];
  onAdd: (skill: string, kind: Kind) => void;
}) {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('must');
  const suggestions = useSkillSuggestions(text);
  const offered = text.trim() ? (suggestions.data ?? []).filter((s) => !taken.includes(s)) : [];
  return (
    <div className="reading-add">
      <Field as="label" className="reading-add-field">
        <span>Add a requirement</span>
        <input
          type="text"
          value={text}
          placeholder="Type a skill, e.g. Kubernetes"
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <select
        aria-label="Kind of the new requirement"
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
      >
        {KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      {offered.length > 0 && (
        <ul className={styles.suggestions} aria-label="Suggested skills">
          {offered.map((skill) => (
            <li key={skill}>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  onAdd(skill, kind);
                  setText('');
                }}
              >
                Add {skill}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
