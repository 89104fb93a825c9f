import { extractJob } from '.';

const names = (mentions: ReadonlyArray<{ skill: string }>) =>
  mentions.map((mention) => mention.skill);

describe('extractJob', () => {
  const job = extractJob(
    [
      'Job Description: Senior Full Stack Engineer (5+ Years of',
      'Experience)',
      'Globex Corporation, Seattle, WA, USA',
      'About Us',
      'At Globex Corporation, we ship software.',
      'Responsibilities',
      '• Build services in Java and Spring Boot',
      '• Deploy on Kubernetes',
      'Requirements',
      '• 5+ years of experience with Java',
      '• Strong SQL',
      '• GraphQL is a plus',
      'Nice to have',
      '• Kotlin',
      '• Terraform',
      'Benefits',
      '• Health insurance and a gym membership',
      '• Free Python courses',
    ].join('\n'),
  );

  it('takes the title without the years, and the employer and place from the next line', () => {
    expect(job.title).toBe('Senior Full Stack Engineer');
    expect(job.company).toBe('Globex Corporation');
    expect(job.location).toBe('Seattle, WA, USA');
    expect(job.minYears).toBe(5);
    expect(job.seniority).toBe('Senior');
  });

  it('splits required from nice-to-have skills', () => {
    expect(names(job.requiredSkills)).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'Kubernetes', 'SQL']),
    );
    expect(names(job.niceToHaveSkills)).toEqual(
      expect.arrayContaining(['GraphQL', 'Kotlin', 'Terraform']),
    );
    expect(names(job.requiredSkills)).not.toContain('GraphQL');
    // Perks are not requirements.
    expect([...names(job.requiredSkills), ...names(job.niceToHaveSkills)]).not.toContain('Python');
  });

  it('keeps the requirements text and the sections', () => {
    expect(job.requirements).toContain('Strong SQL');
    expect(job.requirements).not.toContain('Health insurance');
    expect(job.sections.map((section) => section.name)).toEqual([
      'header',
      'about',
      'responsibilities',
      'requirements',
      'niceToHave',
      'benefits',
    ]);
  });

  it('treats every skill as required when there are no sections', () => {
    const plain = extractJob(
      'Data Analyst\nWe need someone with SQL, Tableau and Python for reporting.',
    );
    expect(names(plain.requiredSkills)).toEqual(
      expect.arrayContaining(['SQL', 'Tableau', 'Python']),
    );
    expect(plain.niceToHaveSkills).toEqual([]);
    expect(plain.requirements).toBe(plain.text);
    expect(plain.title).toBe('Data Analyst');
    expect(plain.minYears).toBeUndefined();
    expect(plain.company).toBeUndefined();
    expect(plain.location).toBeUndefined();
  });

  it.each([
    ['at least 3 years of experience in sales', 3],
    ['a minimum of 2 years in customer service', 2],
    ['5+ years building APIs', 5],
    ['3-5 years of nursing experience', 3],
    ['two years of experience as a line cook', 2],
  ])('reads the minimum years in "%s"', (sentence, years) => {
    expect(extractJob(`Role\nRequirements\n${sentence}`).minYears).toBe(years);
  });

  it('finds skills in non-software jobs', () => {
    const chef = extractJob(
      'Chefs and Head Cooks\nResponsibilities\n- Plan menus and ensure food safety and sanitation.\n- Prepare and cook foods.',
    );
    expect(chef.title).toBe('Chefs and Head Cooks');
    expect(names(chef.requiredSkills)).toEqual(
      expect.arrayContaining(['Menu Planning', 'Food Safety', 'Sanitation']),
    );
  });
});

describe('the degree a job asks for', () => {
  it('is the lowest of the levels a line names ("BS/MS degree" asks for a bachelor)', () => {
    const job = extractJob(
      'Java Developer\n\nRequirements\nBS/MS degree in Computer Science or a related subject.\nJava, Spring',
    );
    expect(job.model?.degree?.level).toBe('bachelor');
  });
});

test("an ad's labelled company and location lines ask nothing of the candidate", () => {
  const job = extractJob(
    [
      'Site Reliability Engineer',
      'Company: Fabrikam Cloud',
      'Location: Seattle, WA',
      '',
      'Requirements',
      '- Kubernetes and Terraform',
      '- Linux administration',
    ].join('\n'),
  );
  const asked = job.model!.requirements.flatMap((r) => r.skills);
  expect(asked).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
  expect(asked).not.toContain('Cloud Computing');
});

test("an ad that opens with a field's label has no title line: the label is never the title", () => {
  const job = extractJob(
    [
      'Position Type',
      'Full-time',
      'Base Pay:',
      'Competitive salary and benefits.',
      'Summary',
      'We are looking for a Transportation Engineer to design roadways and small bridges.',
    ].join('\n'),
  );
  expect(job.title).toBe('Transportation Engineer');
  expect(extractJob('Job Type:\nContract\nWe are hiring a Payroll Specialist.').title).toBe(
    'Payroll Specialist',
  );
  // Named in a requirement, a role keeps no verb in front of it.
  expect(extractJob('Salary\n$80,000\n• Be Registered Professional Engineers (PE)').title).toBe(
    'Registered Professional Engineer',
  );
});
