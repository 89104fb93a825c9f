import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractTextInProcess } from '@shortlist/parsers';
import { analyze } from '../analyze';
import { extractCandidate, extractJob } from '.';
import type { JobGate, RequirementModel } from '../types';

// What a recruiter notices first in a reading: a short must-have list with nothing the company
// says of itself, and the gates an ad screens on (with "unknown" for a resume that says nothing).

const shared = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(__dirname, '../../../../../shared');
const javaAd = path.join(shared, 'fixtures/documents/jobs/java_developer.pdf');
const itWithFixture = existsSync(javaAd) ? it : it.skip;
const today = new Date(2025, 5, 15);

const musts = (model: RequirementModel | undefined): string[] =>
  (model?.requirements ?? []).filter((r) => r.kind !== 'nice').flatMap((r) => r.skills);
const gate = (model: RequirementModel | undefined, kind: JobGate['kind']): JobGate | undefined =>
  model?.gates?.find((g) => g.kind === kind);

const RESUME = `Dana Levi
Haifa, Israel | dana@example.com

Experience
Software Engineer, Acme Ltd, Haifa
January 2019 - Present
- Built Java and Spring Boot services on PostgreSQL

Education
B.Sc. Computer Science, Technion, 2018
`;

describe('reading an ad as a recruiter would', () => {
  itWithFixture(
    'the Java fixture ad: at most 10 must-haves, none of its generic skills',
    async () => {
      const text = await extractTextInProcess(readFileSync(javaAd), 'pdf');
      const model = extractJob(text).model;
      const list = musts(model);
      expect(model?.requirements.filter((r) => r.kind !== 'nice').length).toBeLessThanOrEqual(10);
      expect(list).toContain('Java');
      for (const generic of ['High Availability', 'Process Improvement', 'Memory Management'])
        expect(list).not.toContain(generic);
    },
  );

  it('never takes a must-have from the company, benefits or legal text, even in the requirements', () => {
    const job = extractJob(`Backend Developer
Requirements
- 3+ years of experience with Python and Django
- Acme is a leading provider of payroll and HR software for hospitals.
- We offer 401(k) matching, dental insurance and a wellness program.
- We are an equal opportunity employer.`);
    const list = musts(job.model);
    expect(list).toEqual(expect.arrayContaining(['Python', 'Django']));
    for (const skill of list) expect(['Python', 'Django']).toContain(skill);
  });

  it('keeps a trace: why each line was or was not read as a requirement', () => {
    const job = extractJob(`Backend Developer
Requirements
- Experience with Python
- We offer 401(k) matching and dental insurance`);
    const trace = job.model?.trace ?? [];
    expect(trace.find((t) => t.line.includes('Python'))).toMatchObject({
      verdict: 'requirement',
    });
    expect(trace.find((t) => t.line.includes('401(k)'))).toMatchObject({
      verdict: 'skipped',
      reason: 'pay or benefits',
    });
  });

  it('reads "1-4 years" written across a hard-wrapped bullet as a range', () => {
    const job = extractJob(`QA Engineer
Qualifications
- Have 1-4 years of professional
  experience testing web applications with Selenium`);
    expect(job.model?.minYears).toBe(1);
    expect(job.model?.maxYears).toBe(4);
    expect(gate(job.model, 'years')?.value).toBe('1-4');
  });

  it('reads "Ph.D. or thesis-based Master\'s" as a master\'s, and "or equivalent experience" as not required', () => {
    const phd = extractJob(`Research Engineer
Requirements
- Ph.D. or thesis-based Master's degree in Robotics`);
    expect(phd.model?.degree?.level).toBe('master');
    expect(gate(phd.model, 'degree')).toMatchObject({
      value: 'master in Robotics',
      required: true,
    });
    const equivalent = extractJob(`Developer
Requirements
- Bachelor's degree in Computer Science or equivalent experience`);
    expect(gate(equivalent.model, 'degree')).toMatchObject({ required: false });
  });

  it('reads workplace, place, sponsorship and clearance as gates', () => {
    const job = extractJob(`Systems Engineer
Location: Austin, TX (Hybrid)
Requirements
- Experience with Linux and Ansible
- Must hold an active Secret security clearance
- We are unable to sponsor visas for this position`);
    expect(gate(job.model, 'workplace')?.value).toBe('hybrid');
    expect(gate(job.model, 'location')?.value).toBe('Austin, TX');
    expect(gate(job.model, 'workAuthorization')?.value).toBe('no sponsorship');
    expect(gate(job.model, 'clearance')).toBeDefined();
  });
});

describe('gates on a candidate', () => {
  const job = extractJob(`Java Developer
Requirements
- 3+ years of experience with Java and Spring Boot
- Bachelor's degree in Computer Science
- Must hold an active Secret security clearance
- Visa sponsorship is not available for this role`);

  it('a clearance or sponsorship line is a gate shown as unknown for a resume that says nothing of it', () => {
    const gates = analyze(job, extractCandidate(RESUME, { today })).gates ?? [];
    expect(gates.find((g) => g.kind === 'clearance')).toMatchObject({ state: 'unknown' });
    expect(gates.find((g) => g.kind === 'workAuthorization')).toMatchObject({ state: 'unknown' });
  });

  it('reads the same facts from the resume, with its line as evidence', () => {
    const stated = `${RESUME}\nActive Secret clearance\nRequires H-1B visa sponsorship\n`;
    const gates = analyze(job, extractCandidate(stated, { today })).gates ?? [];
    expect(gates.find((g) => g.kind === 'clearance')).toMatchObject({
      state: 'met',
      resumeLine: 'Active Secret clearance',
    });
    expect(gates.find((g) => g.kind === 'workAuthorization')).toMatchObject({ state: 'notMet' });
    expect(gates.find((g) => g.kind === 'degree')).toMatchObject({ state: 'met' });
  });

  it('never changes the percentage', () => {
    const candidate = extractCandidate(RESUME, { today });
    const withGates = analyze(job, candidate);
    const model = job.model as RequirementModel;
    const withoutGates = analyze({ ...job, model: { ...model, gates: [] } }, candidate);
    expect(withGates.gates?.length).toBeGreaterThan(0);
    expect(withGates.matchPercentage).toBe(withoutGates.matchPercentage);
  });
});

describe('alternatives in an ad pasted as one line', () => {
  // No full stops between the items: only an "or" far away joins them into one clause.
  const ad = `Senior Data Engineer
Requirements
You bring strong Python and Kubernetes skills for our platform teamDeep knowledge of Terraform for infrastructure across many accounts and regionsExperience with message queues such as Kafka or RabbitMQ`;

  it('keeps skills named far apart as requirements of their own', () => {
    const model = extractJob(ad).model;
    const groups = (model?.requirements ?? []).map((r) => r.skills);
    expect(groups).toContainEqual(['Terraform']);
    expect(groups.find((skills) => skills.includes('Python'))).not.toContain('Terraform');
  });

  it('still reads a close list as alternatives', () => {
    const groups = (extractJob(ad).model?.requirements ?? []).map((r) => r.skills);
    expect(groups).toContainEqual(expect.arrayContaining(['Apache Kafka', 'RabbitMQ']));
  });
});

describe('the skill a title names', () => {
  it('is a must-have though only the title line names it, among many tools asked', () => {
    const ad = `Customer Service Representative

Requirements
- Adobe Acrobat
- Adobe Photoshop
- Microsoft Access
- Microsoft Excel
- Microsoft Outlook
- QuickBooks
- Kronos
- MEDITECH
- Google Docs
- Salesforce
- Zendesk
- Jira`;
    expect(musts(extractJob(ad).model)).toContain('Customer Service');
  });
});
