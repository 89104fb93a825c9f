import type { ResumeRecord } from './json-resume';

// The plain-text resume an imported record is stored as: the layout people write, which the
// engine reads like any uploaded resume.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2019-03" -> "Mar 2019", "2019" -> "2019": dates as resumes write them and the engine reads. */
export function resumeDate(iso: string): string {
  const [, year, month] = /^(\d{4})(?:-(\d{2}))?/.exec(iso) ?? [];
  if (!year) return iso;
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  return name ? `${name} ${year}` : year;
}

/**
 * A resume laid out the way people write them: name, title and contact lines at the top, then
 * headed sections. The engine reads it like an uploaded resume.
 */
export function resumeText(
  record: ResumeRecord,
  extra: { summary?: string; work?: (string | undefined)[][]; projects?: string[] } = {},
): string {
  const lines: string[] = [record.name];
  if (record.label) lines.push(record.label);
  const contact = [record.email, record.phone, record.location].filter(Boolean);
  if (contact.length) lines.push(contact.join(' | '));
  lines.push(...record.links);
  const section = (heading: string, body: string[]) => {
    if (body.length) lines.push('', heading, ...body);
  };
  section('SUMMARY', extra.summary ? [extra.summary] : []);
  section(
    'EXPERIENCE',
    record.work.flatMap((w, i) => {
      const dates = w.startDate
        ? ` — ${resumeDate(w.startDate)} - ${w.endDate ? resumeDate(w.endDate) : 'Present'}`
        : '';
      const said = (extra.work?.[i] ?? []).filter((s): s is string => Boolean(s));
      return [
        `${w.position}${w.company ? `, ${w.company}` : ''}${dates}`,
        ...said.map((s) => `- ${s}`),
      ];
    }),
  );
  section(
    'PROJECTS',
    (extra.projects ?? []).map((p) => `- ${p}`),
  );
  section(
    'EDUCATION',
    record.education.map((e) =>
      [
        [e.studyType, e.area].filter(Boolean).join(' in '),
        e.institution,
        e.endDate && resumeDate(e.endDate),
      ]
        .filter(Boolean)
        .join(', '),
    ),
  );
  section('SKILLS', record.skills.length ? [record.skills.join(', ')] : []);
  return lines.join('\n');
}
