import type { CandidateProfile, JobProfile, SkillMention } from '@shortlist/matcher';

// Hand-made profiles for tests that exercise analyzers without the document pipeline.

const mention = (skill: string, section: string, line: string): SkillMention => ({
  skill,
  category: 'technology',
  matchedText: skill,
  section,
  line,
  count: 1,
});

export function jobProfile(opts: {
  title: string;
  required: string[];
  niceToHave?: string[];
  minYears?: number;
}): JobProfile {
  const requirements = opts.required.map((s) => `- Experience with ${s}`).join('\n');
  const nice = (opts.niceToHave ?? []).map((s) => `- ${s} is a plus`).join('\n');
  const text = `${opts.title}\nAcme Corp, Remote\n\nRequirements\n${requirements}\n\nNice to have\n${nice}`;
  return {
    title: opts.title,
    company: 'Acme Corp',
    requiredSkills: opts.required.map((s) => mention(s, 'requirements', `- Experience with ${s}`)),
    niceToHaveSkills: (opts.niceToHave ?? []).map((s) =>
      mention(s, 'niceToHave', `- ${s} is a plus`),
    ),
    minYears: opts.minYears,
    requirements,
    sections: [{ name: 'requirements', heading: 'Requirements', text: requirements }],
    text,
  };
}

export function candidateProfile(opts: {
  name: string;
  headline: string;
  skills: string[];
  extraLines?: string[];
  years?: number;
}): CandidateProfile {
  const skillLine = opts.skills.join(', ');
  const experience = [
    `${opts.headline}, Initech, Jan 2018 - Present`,
    `Built and ran production services with ${skillLine}.`,
    ...(opts.extraLines ?? []),
  ];
  const text = [
    opts.name,
    opts.headline,
    '',
    'Experience',
    ...experience,
    '',
    'Skills',
    skillLine,
  ].join('\n');
  return {
    name: opts.name,
    headline: opts.headline,
    links: [],
    skills: opts.skills.map((s) => mention(s, 'skills', skillLine)),
    roles: [{ title: opts.headline, company: 'Initech', start: '2018-01', current: true }],
    yearsExperience: opts.years ?? 6,
    seniority: 'Senior',
    education: [],
    sections: [
      { name: 'experience', heading: 'Experience', text: experience.join('\n') },
      { name: 'skills', heading: 'Skills', text: skillLine },
    ],
    text,
  };
}
