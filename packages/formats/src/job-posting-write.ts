// A job as schema.org JobPosting JSON-LD (https://schema.org/JobPosting), for a career page or
// a job board. Reading it back with readJobPage gives the title, company, location and
// requirements it was made from.

export interface JobForPosting {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  /** The ad's requirements as plain text. */
  requirements: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  minYears: number | null;
  /** ISO date-time the job was added. */
  createdAt: string;
}

export function toJobPosting(job: JobForPosting) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: 'shortlist', value: job.id },
    title: job.title,
    description: job.requirements,
    datePosted: job.createdAt.slice(0, 10),
    ...(job.company && { hiringOrganization: { '@type': 'Organization', name: job.company } }),
    ...(job.location && {
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: job.location },
      },
    }),
    ...(job.requiredSkills.length > 0 && { skills: job.requiredSkills }),
    ...(job.niceToHaveSkills.length > 0 && {
      qualifications: job.niceToHaveSkills.map((skill) => `Nice to have: ${skill}`),
    }),
    ...(job.minYears !== null && {
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: Math.round(job.minYears * 12),
      },
    }),
  };
}

/** The JSON-LD inside a <script> element: "</" is escaped so the data cannot close the tag. */
export function jobPostingScript(posting: object): string {
  const json = JSON.stringify(posting).replace(/<\//g, '<\\/');
  return `<script type="application/ld+json">${json}</script>`;
}
