import type { JobDescription } from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '../../ui';
import { ReadingTrace } from './ReadingTrace';
import styles from './reading.module.css';

type Reading = NonNullable<JobDescription['reading']>;
type Requirement = Reading['requirements'][number];

const LEVELS: Record<NonNullable<Reading['level']>, string> = {
  entry: 'Entry level',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
};
const DEGREES: Record<NonNullable<Reading['degree']>['level'], string> = {
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

/** "java-developer" -> "Java developer"; ".NET" stays readable as "Dotnet developer". */
function roleLabel(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function label(r: Requirement): string {
  return r.skills.length > 1 ? `One of ${r.skills.join(', ')}` : (r.skills[0] ?? '');
}

function RequirementList({ items, empty }: { items: Requirement[]; empty: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((r) => (
        <li key={r.id}>
          <span className={styles.skill}>{label(r)}</span>
          {r.kind === 'knockout' && <span className="chip chip-warn">Knock-out</span>}
          {r.years !== undefined && <span className="chip">{r.years}+ years</span>}
          <q className={styles.source}>{r.source}</q>
        </li>
      ))}
    </ul>
  );
}

/**
 * How Shortlist read the ad: what the score is measured against, each requirement with the line
 * of the ad it came from, so a recruiter can check the reading before trusting the ranking.
 */
export function JobReading({ reading, actions }: { reading: Reading; actions?: ReactNode }) {
  const hard = reading.requirements.filter((r) => !r.soft);
  const musts = hard.filter((r) => r.kind !== 'nice');
  const nices = hard.filter((r) => r.kind === 'nice');
  const soft = reading.requirements.filter((r) => r.soft);
  return (
    <Card aria-labelledby="reading-title">
      <CardTitle id="reading-title">How Shortlist read this job</CardTitle>
      <p className="muted">
        Version {reading.version}
        {reading.version === 1 ? ', as read from the ad' : ''}. Scores measure candidates against
        these requirements; the must-haves decide the band.
      </p>
      {actions}
      <dl className="details">
        <div className="detail-row">
          <dt>Kind of work</dt>
          <dd>
            {reading.roles.length > 0
              ? reading.roles.map(roleLabel).join(', ')
              : 'Read from the title'}
          </dd>
        </div>
        {reading.minYears !== undefined && (
          <div className="detail-row">
            <dt>Minimum experience</dt>
            <dd>
              {reading.minYears}+ years{' '}
              {reading.minYearsSource && <q className={styles.source}>{reading.minYearsSource}</q>}
            </dd>
          </div>
        )}
        {reading.degree && (
          <div className="detail-row">
            <dt>Degree</dt>
            <dd>
              {DEGREES[reading.degree.level]}{' '}
              <q className={styles.source}>{reading.degree.source}</q>
            </dd>
          </div>
        )}
        {reading.level && (
          <div className="detail-row">
            <dt>Level</dt>
            <dd>{LEVELS[reading.level]}</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.heading}>Must-haves ({musts.length})</h3>
      <RequirementList items={musts} empty="No must-haves found in the ad" />
      <h3 className={styles.heading}>Nice to have ({nices.length})</h3>
      <RequirementList items={nices} empty="None found" />
      <h3 className={styles.heading}>Soft skills, shown but not scored ({soft.length})</h3>
      <RequirementList items={soft} empty="None named" />
      {reading.trace && reading.trace.length > 0 && <ReadingTrace trace={reading.trace} />}
    </Card>
  );
}
