import type { Candidate, JobDescription } from '@shortlist/contracts';

// Case-insensitive substring search (spec section 5), used for demo data; the server does the same.
function matches(fields: (string | null | undefined)[], q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((f) => f?.toLowerCase().includes(needle));
}

export function jobMatches(job: JobDescription, q: string): boolean {
  return matches([job.title, job.company, ...job.requiredSkills, ...job.skills.required], q);
}

export function candidateMatches(c: Candidate, q: string): boolean {
  return matches([c.name, c.headline, c.email, c.location, ...c.techStack, ...c.tags], q);
}
