import { extractJob } from '.';
import { classifyHeading } from './headings';
import { musts, nices } from './model-lists.fixture';
import { splitSections } from './sections';

// How an ad's structure is read before its skills are ranked: headings recruiters write in
// other words, a "Benefits" topic among an HR job's duties, the title where the ad has no title
// line, the overall years beside one skill's years, and a duty that names a tool the
// requirements call a plus.

describe('headings written in other words', () => {
  it.each([
    ['Principal Duties and Responsibilities:', 'responsibilities'],
    ['Core Daily Responsibilities', 'responsibilities'],
    ["What You'll Be Doing:", 'responsibilities'],
    ['Your Impact:', 'responsibilities'],
    ['What you have done:', 'requirements'],
    ['WHO ARE YOU?', 'requirements'],
    ['WHAT THIS PERSON WILL BRING', 'requirements'],
    ['EDUCATION AND/OR EXPERIENCE', 'requirements'],
    ['A Plus If You have:', 'niceToHave'],
    ['WHO ARE WE?', 'about'],
  ])('reads "%s" as %s', (line, name) => {
    expect(classifyHeading(line, 'job')).toBe(name);
  });

  it('keeps these words out of resume headings', () => {
    expect(classifyHeading('Principal', 'resume')).toBeUndefined();
    expect(classifyHeading('Skills include', 'resume')).toBeUndefined();
  });
});

describe('a topic heading among the duties', () => {
  const ad = `Principal Duties and Responsibilities:
Payroll
* Administer Kronos for hourly employees
Benefits
* Respond to routine benefit questions from employees
Staffing
* Manage all hourly recruitment
SKILLS AND ABILITIES
* Attention to detail`;

  it('keeps "Benefits" over HR tasks inside the duties', () => {
    expect(splitSections(ad, 'job').map((s) => s.name)).toEqual([
      'responsibilities',
      'requirements',
    ]);
  });

  it('still opens the benefits at a "Benefits" heading over what the job offers', () => {
    const offered = `Responsibilities:
Develop web services
Benefits
Medical, dental and vision insurance
401(k) matching`;
    expect(splitSections(offered, 'job').map((s) => s.name)).toEqual([
      'responsibilities',
      'benefits',
    ]);
  });
});

describe('the title of an ad without a title line', () => {
  it('is the subject of "The … is here to" / "The … reports to"', () => {
    const job = extractJob(
      `The Associate Human Resources Generalist is here to support business areas.
Take instruction from HR Business Partners on administration.
Work with HR Business Partners on employee relations.`,
    );
    expect(job.title).toBe('Associate Human Resources Generalist');
  });

  it('is the one sought in lower case ("is currently seeking software engineer to join")', () => {
    const job = extractJob(
      'Acme is currently seeking software engineer to join our development team.\nResponsibilities:\nDesign and implement web applications',
    );
    expect(job.title).toBe('Software Engineer');
  });

  it('is not a heading of the company ("Our Story") or a place ("Mountain View, CA /")', () => {
    expect(
      extractJob(`Our Story
Acme is a clothing destination.
As a Sales Associate, you act as a brand ambassador.`).title,
    ).not.toBe('Our Story');
    expect(
      extractJob(`MOUNTAIN VIEW, CA /
We are looking for a Staff Mechanical Engineer to join our team.`).title,
    ).toBe('Staff Mechanical Engineer');
  });

  it('is taken from a title line glued to the text after it', () => {
    expect(extractJob('Sr Devops EngineerYour job is to help our teams ship.').title).toBe(
      'Sr Devops Engineer',
    );
  });
});

describe('the years an ad asks', () => {
  it('are the overall experience, not one skill\'s years ("2+ years of FEM")', () => {
    const job = extractJob(`Mechanical Engineer
Requirements:
BS in Mechanical Engineering
8+ years of relevant work experience in the field of Mechanical Engineering
2+ years of Finite Element Methods (FEM)`);
    expect(job.model?.minYears).toBe(8);
  });
});

describe('a duty naming a tool the requirements call a plus', () => {
  it('leaves it a nice-to-have', () => {
    const job = extractJob(`Python Developer
Your Impact:
Migrate Python applications to SQL Server.
Hands on coding in technologies such as Java 8/11, Spring Boot, python libraries.
Your Required Skills:
Hands on experience in Python building database applications.
Nice to have experience in Java enterprise development using Spring Boot and Hibernate.`);
    expect(musts(job.model)).toContain('Python');
    expect(musts(job.model)).not.toContain('Java');
    expect(nices(job.model)).toContain('Java');
  });
});

describe('more headings and text that asks nothing', () => {
  it('reads "Nice-to-have skills" as the nice-to-haves', () => {
    expect(classifyHeading('Nice-to-have skills', 'job')).toBe('niceToHave');
  });

  it('reads the company\'s history as asking nothing', () => {
    const job = extractJob(`HR Generalist
Clarks, based in Somerset, has been at the forefront of innovative shoemaking since its foundation in 1825.
Requirements:
Experience with payroll and Kronos`);
    const reasons = (text: string) => job.model?.trace?.find((t) => t.line.includes(text))?.reason;
    expect(musts(job.model)).not.toContain('Footwear Design');
    expect(reasons('at the forefront')).toMatch(/company/);
  });
});
