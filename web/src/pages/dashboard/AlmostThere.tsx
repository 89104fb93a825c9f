/** Shown when only one of the two document kinds exists: what is done, what is left. */
export function AlmostThere({ hasJob, hasCandidate }: { hasJob: boolean; hasCandidate: boolean }) {
  const items = [
    { label: 'Job Description', done: hasJob },
    { label: 'Candidate Resume', done: hasCandidate },
  ];
  return (
    <section className="card almost" aria-labelledby="almost-title">
      <h2 id="almost-title" className="card-title">
        Almost there!
      </h2>
      <p className="muted">Upload both to run your first match.</p>
      <ul className="checklist">
        {items.map((i) => (
          <li key={i.label} className={i.done ? 'done' : 'todo'}>
            <span aria-hidden="true">{i.done ? '✓' : '○'}</span> {i.label}
            <span className="visually-hidden">{i.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
