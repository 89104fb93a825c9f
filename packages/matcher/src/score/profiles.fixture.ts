// Hand-built profiles for unit tests: what the extraction would produce, written out so the
// scoring tests do not depend on it.
import type { CandidateProfile, JobProfile, Seniority, SkillMention } from '../types';

export function skill(name: string, options: Partial<SkillMention> = {}): SkillMention {
  return {
    skill: name,
    category: options.category ?? 'Web Frontend',
    matchedText: options.matchedText ?? name,
    section: options.section ?? 'skills',
    line: options.line ?? `Skills: ${options.matchedText ?? name}`,
    count: options.count ?? 1,
  };
}

export interface JobInput {
  title?: string;
  company?: string;
  required?: SkillMention[];
  niceToHave?: SkillMention[];
  minYears?: number;
  seniority?: Seniority;
  text?: string;
}

export function job(input: JobInput): JobProfile {
  const text =
    input.text ?? `${input.title ?? ''}\n${(input.required ?? []).map((s) => s.skill).join(', ')}`;
  return {
    title: input.title,
    company: input.company,
    requiredSkills: input.required ?? [],
    niceToHaveSkills: input.niceToHave ?? [],
    minYears: input.minYears,
    seniority: input.seniority,
    requirements: text,
    sections: [],
    text,
  };
}

export interface CandidateInput {
  name?: string;
  headline?: string;
  skills?: SkillMention[];
  years?: number;
  seniority?: Seniority;
  roles?: { title: string; company?: string; current?: boolean }[];
  text?: string;
}

export function candidate(input: CandidateInput): CandidateProfile {
  const text =
    input.text ??
    `${input.name ?? ''}\n${input.headline ?? ''}\n${(input.skills ?? []).map((s) => s.line).join('\n')}`;
  return {
    name: input.name,
    links: [],
    headline: input.headline,
    skills: input.skills ?? [],
    roles: (input.roles ?? []).map((r) => ({
      title: r.title,
      company: r.company,
      current: r.current ?? false,
    })),
    yearsExperience: input.years,
    seniority: input.seniority,
    education: [],
    sections: [],
    text,
  };
}
