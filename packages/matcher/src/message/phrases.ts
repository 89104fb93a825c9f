// The wordings a message is assembled from. Several of each, so that "regenerate" reads as a new
// message rather than the same one reshuffled. Every phrase is complete with the facts it is
// given: none has a slot that could be left empty.
import { article, type MessageFacts } from './facts';

/** "A", "A and B", "A, B and C". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** How the message names the opening: with role and company when known. */
export function theRole(f: MessageFacts): string {
  if (f.role && f.company) return `the ${f.role} role at ${f.company}`;
  if (f.role) return `the ${f.role} role`;
  if (f.company) return `an open role at ${f.company}`;
  return 'a role I am currently hiring for';
}

export function greetings(f: MessageFacts): string[] {
  if (!f.firstName) return ['Hi there,', 'Hello,', 'Good day,'];
  return [`Hi ${f.firstName},`, `Hello ${f.firstName},`, `Dear ${f.firstName},`];
}

export function openings(f: MessageFacts): string[] {
  const role = theRole(f);
  return [
    `I came across your profile and immediately thought of you for ${role}.`,
    `I am reaching out about ${role}, and your background stood out to me.`,
    `Your resume caught my eye while I was looking for someone for ${role}.`,
    `I am hiring for ${role} and wanted to get in touch with you directly.`,
    `I would love to tell you about ${role}; I think your background could be a good match.`,
  ];
}

/** A partial fit: interest, not a promise of fit. */
export function partialOpenings(f: MessageFacts): string[] {
  const role = theRole(f);
  return [
    `I am reaching out about ${role}; parts of your background fit it well.`,
    `I am hiring for ${role}, and some of your experience caught my attention.`,
    `Your resume came up while I was looking for someone for ${role}, and a few things in it stood out.`,
  ];
}

/** The gap a partial fit should hear about, named plainly. */
export function gapPoints(gaps: readonly string[]): string[] {
  if (gaps.length === 0)
    return [
      'I could not see every requirement of the role on your resume, so I would like to hear more about your experience.',
      'Your resume does not cover everything the role asks for, and I would like to understand where your experience goes beyond it.',
    ];
  const g = list(gaps);
  const it = gaps.length > 1 ? 'them' : 'it';
  return [
    `The role also asks for ${g}, which I did not see on your resume; if you have worked with ${it}, I would like to hear about it.`,
    `To be open with you: the team needs ${g}, and I could not find ${it} on your resume. Tell me if I missed something.`,
  ];
}

/** A poor fit, written only when the recruiter asks: courteous, and honest about why. */
export function noteOpenings(f: MessageFacts): string[] {
  const role = theRole(f);
  return [
    `Thank you for your interest in ${role}.`,
    `I looked at your profile with ${role} in mind.`,
  ];
}

export function noteReasons(_f: MessageFacts, gaps: readonly string[]): string[] {
  const about = gaps.length > 0 ? `The role centres on ${list(gaps)}, and` : 'For this role,';
  return [
    `${about} at the moment your experience points in a different direction, so I do not think it is the right fit.`,
    `${about} I do not think your experience matches it closely enough to take it further right now.`,
  ];
}

export function noteClosings(): string[] {
  return [
    'I would be glad to keep your details in mind for openings closer to your background.',
    'I wish you every success, and I hope our paths cross on a better-suited role.',
  ];
}

export function titlePoints(title: string): string[] {
  const asTitle = `as ${article(title)} ${title}`;
  return [
    `Your experience ${asTitle} is very close to what the team needs.`,
    `Your work ${asTitle} maps closely onto the day-to-day of this role.`,
    `Having worked ${asTitle}, you already know much of what this job involves.`,
  ];
}

export function recentRolePoints(r: NonNullable<MessageFacts['recentRole']>): string[] {
  const when = r.current ? 'current' : 'recent';
  return [
    `I noticed your ${when} role as ${r.title} at ${r.company}.`,
    `Your ${when} position as ${r.title} at ${r.company} caught my attention.`,
    `I was glad to see your ${when} work as ${r.title} at ${r.company}.`,
  ];
}

export function skillPoints(skills: readonly string[]): string[] {
  const s = list(skills);
  const plural = skills.length > 1;
  const central = skills.length > 2 ? 'all central' : plural ? 'both central' : 'which is central';
  return [
    `Your resume shows hands-on experience with ${s}, ${central} to the job.`,
    `You bring ${s}, ${plural ? 'which are' : 'which is'} exactly what we need.`,
    `Your background in ${s} lines up well with our requirements.`,
  ];
}

export function yearsPoints(years: number, minimum: number): string[] {
  const y = `${years} year${years === 1 ? '' : 's'}`;
  return [
    `With ${y} of experience, you meet the ${minimum}+ years the role asks for.`,
    `Your ${y} of experience cover the ${minimum}+ years we are looking for.`,
  ];
}

export function extraPoints(extras: readonly string[]): string[] {
  const s = list(extras);
  return [
    `${s} would be a welcome bonus on top of that.`,
    `I also liked seeing ${s} on your resume.`,
  ];
}

/** Honest sentences that add no claim about the candidate, for a message that would be too short. */
export function bridges(f: MessageFacts): string[] {
  const team = f.company ? `the team at ${f.company}` : 'the team';
  return [
    `I think this could be a good next step for you, and I would like to hear what you are looking for.`,
    `It is a role where your experience would be put to real use, and ${team} is easy to work with.`,
    `I would be glad to walk you through the responsibilities and what success looks like in the first months.`,
  ];
}

export function closings(): string[] {
  return [
    'Would you be open to a short call this week to talk it through?',
    'If this sounds interesting, I would be glad to share more details. When would suit you for a quick chat?',
    'Are you open to a 15-minute conversation in the next few days?',
    'If you are curious, just reply here and we can find a time to talk.',
    'Let me know if you would like to hear more; I am happy to work around your schedule.',
  ];
}

export function signOffs(): string[] {
  return [
    'Best regards',
    'Kind regards',
    'Thanks, and I look forward to hearing from you',
    'All the best',
  ];
}
