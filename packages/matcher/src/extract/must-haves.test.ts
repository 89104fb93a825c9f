import { extractJob } from '.';
import { musts, nices, traced } from './model-lists.fixture';
import { splitSections } from './sections';
import { unfoldLine } from './unfold';

// Which skills of an ad a recruiter would list as must-haves, pinned with small made-up ads: a
// heading written on the line of its first item opens its section, an ad scraped as one line is
// read by its headings, a line that introduces the role or gives an example
// asks nothing, a line asks the tool it names (not what the tool comes with), and the trace says
// which asked skills ranked below the must-haves.

describe('headings on the line of their first item', () => {
  it('opens the requirements at "QUALIFICATIONS: …", so its tools are asked, not duties', () => {
    const sections = splitSections(
      `Responsibilities:
Develop back end systems
QUALIFICATIONS: Proficiency with C# and SQL Server.
Expertise in T-SQL.`,
      'job',
    );
    expect(sections.map((s) => s.name)).toEqual(['responsibilities', 'requirements']);
    expect(sections[1]?.text).toContain('QUALIFICATIONS: Proficiency');
    expect(sections[1]?.text).toContain('Expertise in T-SQL.');
  });

  it('opens nothing at the company\'s motto ("Our Mission: …") or a label of the job', () => {
    const sections = splitSections(
      `About us
Our Mission: Make IT, and Your Life, Simpler
Position: Senior Java Developer`,
      'job',
    );
    expect(sections.map((s) => s.name)).toEqual(['about']);
  });
});

describe('an ad scraped as one line', () => {
  const line =
    'Our client is looking for a consultant for the following responsibilities. Primary Responsibilities Perform all phases of software engineering including code development and testing ' +
    'Drive a quality mindset within the team----------Required Qualifications 4+ years Java/Spring Framework experience Experience building cloud based web services ' +
    'Demonstrated success in building design patterns and software engineering best practices Experience with automated unit testing technologies (Such as JUnit, Spock, or similar)' +
    'Preferred Qualifications Experience with RabbitMQ Experience with Maven';

  it('is cut at headings written without a colon', () => {
    const parts = unfoldLine(line);
    expect(parts).toEqual(
      expect.arrayContaining([
        'Primary Responsibilities',
        'Required Qualifications',
        'Preferred Qualifications',
      ]),
    );
  });

  it('reads the requirements under their heading and the preferred ones as a plus', () => {
    const { model } = extractJob(`Java Developer\n${line}`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Java', 'JUnit', 'Spock']));
    expect(nices(model)).toEqual(expect.arrayContaining(['RabbitMQ', 'Maven']));
  });
});

describe('lines that ask nothing', () => {
  it('reads "As a <role>, you will…" as what the job is, not as what it asks', () => {
    const { model } = extractJob(`Front-End Developer
As a Front-End Developer, you will be part of a team building cloud-connected products.
Requirements
- 3+ years of experience with React, TypeScript, JavaScript, HTML, CSS and Redux
- Experience with Jest and Cypress`);
    expect(musts(model)).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(musts(model)).not.toContain('Cloud Computing');
    expect(traced(model, 'As a Front-End Developer')?.reason).toMatch(/introduces the role/);
  });

  it('reads an example given to explain a rule as asking nothing', () => {
    const { model } = extractJob(`Civil Engineer
Requirements
- Experience with AutoCAD and structural design
For example, an applicant who attains registration as a manufacturing engineer would be rated eligible only for manufacturing engineering positions.`);
    expect(musts(model)).not.toContain('Industrial Engineering');
    expect(traced(model, 'For example')?.verdict).not.toBe('requirement');
  });
});

describe('the tool a line asks', () => {
  it('asks Git, not also version control, from "Strong experience with Git version control"', () => {
    const { model } = extractJob(`.NET Developer
Requirements
- 5+ years of experience with C# and .NET
- Strong experience with Git version control
- Experience writing code with source control (Git)`);
    expect(musts(model)).toContain('Git');
    expect([...musts(model), ...nices(model)]).not.toContain('Version Control');
  });
});

describe('must-haves ranked below', () => {
  it('says in the trace which asked skills ranked below the must-haves', () => {
    const { model } = extractJob(`Java Developer
Requirements
- 5+ years of experience with Java, Spring Boot, Hibernate, Kafka, Docker, Kubernetes, AWS, Jenkins, Maven, Gradle and Git
- Experience with Microsoft Office`);
    const line = traced(model, 'Microsoft Office');
    expect(line?.reason).toMatch(/ranked below the must-haves/);
  });
});

describe('words a degree is written with, used otherwise', () => {
  it('reads what follows "a major role" as asked, not as the major of a degree', () => {
    const { model } = extractJob(`Inside Sales Associate
You will play a major role in supporting customer proposals, pricing, order entry, and Product Demos.`);
    expect([...musts(model), ...nices(model)]).toContain('Sales Operations');
  });

  it('still reads the field after "major in" as a degree\'s field', () => {
    const { model } = extractJob(`Accountant
Requirements
- Bachelor's degree with a major in Accounting or Finance`);
    expect(musts(model)).not.toContain('Accounting');
  });

  it('reads "MS Office" as Microsoft\'s suite, not a Master of Science in office work', () => {
    const { model } = extractJob(`Project Manager
Qualifications
- Proficiency with desktop applications (MS Office and Visio)`);
    expect([...musts(model), ...nices(model)]).toEqual(
      expect.arrayContaining(['Microsoft Office', 'Microsoft Visio']),
    );
  });

  it('still reads the field after "MS in" as a degree\'s field', () => {
    const { model } = extractJob(`Data Scientist
Requirements
- MS in Statistics and 3 years of experience with Python`);
    expect(musts(model)).not.toContain('Statistics');
    expect(musts(model)).toContain('Python');
  });
});

describe('duties a scrape glued without a full stop', () => {
  it('reads each duty as a sentence of its own, not one run-on line', () => {
    const { model } = extractJob(
      `Java Developer
Perform all phases of software engineering including requirements analysis, application design, code development and testing Design and implement product features in collaboration with business and IT stakeholders Troubleshoot production support issues post-deployment and come up with solutions Mentor and guide other software engineers within the team`,
    );
    expect(traced(model, 'Design and implement product features')?.line).toMatch(
      /^Design and implement product features/,
    );
    expect(traced(model, 'Troubleshoot production support')?.line).toMatch(/^Troubleshoot/);
  });
});

describe('what the title names', () => {
  it("ranks what is left of a list of alternatives as asked, once the title's skill leaves it", () => {
    const { model } = extractJob(`Project Manager
Requirements
- 5 years of project management experience in an academic or publishing environment
- Proven project management skills
- Strong experience with Microsoft Project, Jira, Confluence, Smartsheet, Microsoft Excel and Microsoft Visio
- Experience running Agile and Waterfall projects`);
    expect(musts(model)).toContain('Project Management');
    expect(musts(model)).not.toContain('Publishing');
  });
});

describe('a heading in capitals glued to its first item', () => {
  const line =
    'The Office Manager keeps the front desk of a busy dental practice running and greets every patient who walks in. Answer phones, schedule appointments and keep the supply room stocked for the clinical team. ' +
    'Reconcile the daily deposit and send it to the bank before noon.REQUIREMENTS3 years of experience in a medical or dental office ' +
    'Proficiency with Microsoft Excel and QuickBooks RESPONSIBILITIESOrder supplies and track the monthly budget';

  it('is cut from the item before a number or a capitalised word', () => {
    const parts = unfoldLine(line);
    expect(parts).toEqual(expect.arrayContaining(['REQUIREMENTS', 'RESPONSIBILITIES']));
    expect(parts.some((p) => p.startsWith('3 years of experience'))).toBe(true);
    expect(parts.some((p) => p.startsWith('Order supplies'))).toBe(true);
  });

  it('leaves a word in capitals that is no heading alone', () => {
    const text = `${'Our team builds tools for clinics and keeps them running every day of the week. '.repeat(4)}We use AWS and SQL every day.`;
    expect(unfoldLine(text).some((p) => /^(?:AWS|SQL)\b/.test(p))).toBe(false);
  });
});
