import type { Candidate, JobDescription } from '@shortlist/contracts';
import { mentions, type CandidateProfile, type JobProfile } from './profiles';

// The demo starts with one sample job and two sample candidates (spec section 3), made-up people.
// Their profiles are what /api/demo/parse would have extracted, so the sample analysis is real.

const JOB_SKILLS: [string, string][] = [
  ['React', 'frontend'],
  ['TypeScript', 'language'],
  ['JavaScript', 'language'],
  ['CSS', 'frontend'],
  ['Jest', 'testing'],
];
const JOB_NICE: [string, string][] = [
  ['Node.js', 'backend'],
  ['GraphQL', 'api'],
];
const REQUIREMENTS = [
  '5+ years of professional front-end development.',
  'Strong React, TypeScript and JavaScript; modern CSS.',
  'Unit testing with Jest.',
].join('\n');
const NICE = 'Nice to have: Node.js, GraphQL.';

const jobText = `Senior Frontend Engineer\nNorthwind Talent\nRemote\nRequirements\n${REQUIREMENTS}\n${NICE}`;

export const sampleJobProfile: JobProfile = {
  title: 'Senior Frontend Engineer',
  company: 'Northwind Talent',
  location: 'Remote',
  requiredSkills: mentions(
    JOB_SKILLS,
    'requirements',
    'Strong React, TypeScript and JavaScript; modern CSS.',
  ),
  niceToHaveSkills: mentions(JOB_NICE, 'niceToHave', NICE),
  minYears: 5,
  seniority: 'Senior',
  requirements: REQUIREMENTS,
  sections: [
    { name: 'requirements', heading: 'Requirements', text: REQUIREMENTS },
    { name: 'niceToHave', heading: 'Nice to have', text: NICE },
  ],
  text: jobText,
};

function fileInfo(fileName: string, createdAt: string) {
  return {
    fileName,
    fileSize: 24_576,
    fileType: 'pdf' as const,
    sha256: '',
    createdAt,
    duplicateOf: null,
  };
}

export function sampleJob(createdAt: string): JobDescription {
  return {
    id: 'sample_job_1',
    title: 'Senior Frontend Engineer',
    company: 'Northwind Talent',
    location: 'Remote',
    requirements: REQUIREMENTS,
    skills: { required: JOB_SKILLS.map(([s]) => s), niceToHave: JOB_NICE.map(([s]) => s) },
    requiredSkills: JOB_SKILLS.map(([s]) => s),
    minYears: 5,
    seniority: 'Senior',
    ...fileInfo('sample-senior-frontend-engineer.pdf', createdAt),
  };
}

interface Person {
  id: string;
  name: string;
  email: string;
  location: string;
  headline: string;
  seniority: 'Junior' | 'Mid-level' | 'Senior';
  years: number;
  skills: [string, string][];
  role: { title: string; company: string; start: string };
}

const PEOPLE: Person[] = [
  {
    id: 'sample_candidate_1',
    name: 'Avery Lindqvist',
    email: 'avery.lindqvist@example.com',
    location: 'Stockholm, Sweden',
    headline: 'Senior Front-End Developer',
    seniority: 'Senior',
    years: 7,
    skills: [
      ['React', 'frontend'],
      ['TypeScript', 'language'],
      ['JavaScript', 'language'],
      ['CSS', 'frontend'],
      ['Node.js', 'backend'],
    ],
    role: { title: 'Senior Front-End Developer', company: 'Fjord Apps', start: '2018-02' },
  },
  {
    id: 'sample_candidate_2',
    name: 'Jordan Okafor',
    email: 'jordan.okafor@example.com',
    location: 'Lisbon, Portugal',
    headline: 'Web Developer',
    seniority: 'Mid-level',
    years: 3,
    skills: [
      ['JavaScript', 'language'],
      ['HTML', 'frontend'],
      ['CSS', 'frontend'],
      ['Python', 'language'],
    ],
    role: { title: 'Web Developer', company: 'Harbour Digital', start: '2022-01' },
  },
];

function skillsLine(p: Person): string {
  return `Skills: ${p.skills.map(([s]) => s).join(', ')}`;
}

export function sampleCandidateProfile(p: Person): CandidateProfile {
  const experience = `${p.role.title}, ${p.role.company} (${p.role.start} - Present)`;
  return {
    name: p.name,
    email: p.email,
    location: p.location,
    links: [],
    headline: p.headline,
    skills: mentions(p.skills, 'skills', skillsLine(p)),
    roles: [{ ...p.role, current: true }],
    yearsExperience: p.years,
    seniority: p.seniority,
    education: [],
    sections: [
      { name: 'experience', heading: 'Experience', text: experience },
      { name: 'skills', heading: 'Skills', text: skillsLine(p) },
    ],
    text: `${p.name}\n${p.headline}\n${p.email}\n${p.location}\nExperience\n${experience}\n${skillsLine(p)}`,
  };
}

export function sampleCandidates(
  createdAt: string,
): { candidate: Candidate; profile: CandidateProfile }[] {
  return PEOPLE.map((p) => ({
    candidate: {
      id: p.id,
      name: p.name,
      email: p.email,
      phone: null,
      location: p.location,
      headline: p.headline,
      seniority: p.seniority,
      techStack: p.skills.map(([s]) => s),
      tags: [...new Set(p.skills.map(([, c]) => c))],
      experience: `${p.years} years`,
      yearsExperience: p.years,
      links: [],
      ...fileInfo(`${p.name.toLowerCase().replace(/\s+/g, '-')}-resume.pdf`, createdAt),
    },
    profile: sampleCandidateProfile(p),
  }));
}

export function isSampleId(id: string): boolean {
  return id.startsWith('sample_');
}
