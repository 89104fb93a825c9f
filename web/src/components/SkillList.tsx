/** The first few skills as chips, then '+N more' (spec: 3 per list row). */
interface SkillListProps {
  skills: string[];
  max?: number;
  empty?: string;
  /** Missing skills are shown in red. */
  missing?: boolean;
}

export function SkillList({ skills, max = 3, empty, missing = false }: SkillListProps) {
  if (skills.length === 0) return empty ? <span className="muted">{empty}</span> : null;
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <span className="chips">
      {shown.map((s) => (
        <span key={s} className={missing ? 'chip chip-missing' : 'chip'}>
          {s}
        </span>
      ))}
      {rest > 0 && <span className="chip chip-more">+{rest} more</span>}
    </span>
  );
}
