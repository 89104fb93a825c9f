import { extractJob } from '.';
import { musts, nices, traced } from './model-lists.fixture';
import { classifyHeading } from './headings';

// Wordings of real ads that decide what a line asks, pinned with made-up lines: a tool a
// requirement bullet names is asked, a label or a heading can make a whole list a plus, a
// "(preferred)" among alternatives ranks them, and verbs, travel and "may be required to" lines
// are no requirements.

describe('tools a requirement bullet names', () => {
  it('keeps each named tool of a short requirement bullet as a must-have', () => {
    const { model } = extractJob(`Payroll Specialist
Requirements
- 3+ years of payroll processing experience
- Experience with ADP Workforce Now, Workday and Jira
- High school diploma`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Workday', 'Jira']));
  });

  it("keeps the tools a bullet names beside the job's core, but not a practice", () => {
    const { model } = extractJob(`Python Developer
Requirements
- 5+ years of experience with Python, Django and PostgreSQL
- Strong experience with REST APIs and Docker
- Knowledge of Jira, Confluence and SAFe
- Experience with customer service`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Python', 'Jira', 'Confluence']));
    expect(musts(model)).not.toContain('Customer Service');
  });
});

describe('how a skill is written', () => {
  it('ranks a practice in common words below the named tools a long list asks', () => {
    const { model } = extractJob(`Python Developer
Requirements
- 5+ years of experience with Python, Django and PostgreSQL
- Strong experience with REST APIs and Docker
- Experience with AWS and Kubernetes
- Knowledge of Jira, Confluence and SAFe
- Experience with project management and meeting deadlines`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Python', 'Docker', 'Kubernetes']));
    expect(musts(model)).not.toContain('Deadline Management');
    expect(nices(model)).toContain('Deadline Management');
  });
});

describe('text that screens, not a skill', () => {
  it('reads a background-check and drug-testing policy as legal text', () => {
    const { model } = extractJob(`Site Engineer
Requirements
- 5+ years of experience in structural design
Acme has a policy of conducting background checks and drug and alcohol testing for all new hires during onboarding.`);
    expect(musts(model)).not.toContain('Onboarding');
    expect(traced(model, 'background checks')?.verdict).not.toBe('requirement');
  });
});

describe('what makes a list a plus', () => {
  it('reads every skill after "Bonus qualifications:" as a plus, glued bullets too', () => {
    const { model } = extractJob(`DevOps Engineer
Requirements
- 4+ years of experience with AWS and Terraform
- Bonus qualifications: Experience with Ansible (or similar) Experience working in Kanban teams`);
    expect(nices(model)).toEqual(expect.arrayContaining(['Ansible', 'Kanban']));
    expect(musts(model)).not.toContain('Kanban');
  });

  it('reads a "Standout qualifications" section as nice-to-haves', () => {
    expect(classifyHeading('STANDOUT QUALIFICATIONS', 'job')).toBe('niceToHave');
  });

  it('reads "X or the ability to quickly learn it" as a plus', () => {
    const { model } = extractJob(`Recruiter
Requirements
- 2+ years of full-cycle recruiting experience
- Proficiency with Greenhouse or the ability to quickly learn the team's applicant tracking system`);
    expect(musts(model)).toContain('Recruiting');
    expect(musts(model)).not.toContain('Greenhouse');
  });

  it('keeps a list of alternatives asked when "(preferred)" marks one of them', () => {
    const { model } = extractJob(`Mechanical Designer
Requirements
- Degree in mechanical engineering
- Familiar with CAD software such as Creo(preferred), CATIA, etc.`);
    const group = model?.requirements.find((r) => r.skills.includes('CATIA'));
    expect(group?.kind).not.toBe('nice');
    expect(group?.skills).toEqual(expect.arrayContaining(['Creo', 'CATIA']));
    expect(group?.source).toContain('Creo(preferred)');
  });
});

describe('headings made of heading words', () => {
  it('opens the requirements at "KNOWLEDGE, SKILLS AND ABILITIES" and duties at "EXAMPLES OF DUTIES"', () => {
    expect(classifyHeading('KNOWLEDGE, SKILLS AND ABILITIES', 'job')).toBe('requirements');
    expect(classifyHeading('EXAMPLES OF DUTIES', 'job')).toBe('responsibilities');
  });

  it('takes no comma list of a resume for a heading', () => {
    expect(classifyHeading('Skills, Education', 'resume')).toBeUndefined();
  });
});

describe('lines that ask nothing of the candidate', () => {
  it('reads a duty opening with "Apply" as a duty, not as how to apply', () => {
    const { model } = extractJob(`Data Scientist
Responsibilities
- Apply causal inference and experimentation to measure product changes
Requirements
- 3+ years of experience with Python and SQL`);
    expect(traced(model, 'Apply causal inference')?.reason).not.toMatch(/how to apply/);
  });

  it('reads "may be required to" as a duty the job brings', () => {
    const { model } = extractJob(`Warehouse Clerk
Keep the stock room in order and receive deliveries.
May be required to enter receipts in Oracle NetSuite and drive a forklift.`);
    expect(traced(model, 'May be required to')?.reason).not.toMatch(/asks it of the candidate/);
  });

  it('reads a travel line as a screening condition, not as the skill "Driving"', () => {
    const { model } = extractJob(`Field Engineer
Requirements
- 5+ years of experience in HVAC commissioning
- Travel requirements: must be willing and able to travel by driving or flying to client sites`);
    expect(musts(model)).not.toContain('Driving');
  });

  it('reads "As a <role> with experience in X, Y and Z, you will…" as introducing the role', () => {
    const { model } = extractJob(`Business Analyst
As a Business Analyst with experience in custom software, system integrations, and reporting, you will shape our products.
Requirements
- 3+ years of business analysis experience
- Experience with SQL and Jira`);
    expect(traced(model, 'As a Business Analyst')?.reason).toMatch(/introduces the role/);
  });
});
