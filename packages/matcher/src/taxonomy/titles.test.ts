import { isJobTitle, titleSeniority } from '.';

describe('job titles', () => {
  it.each([
    'Front-End Developer',
    'MANAGER AND EXECUTIVE CHEF',
    'Staff Accountant',
    'Registered Nurse',
    'Software Development Engineer I',
    'Chefs and Head Cooks',
  ])('reads "%s" as a title', (line) => expect(isJobTitle(line)).toBe(true));

  it.each([
    'Alfred Pennyworth',
    'Silicon Valley, CA, USA',
    'I worked as a developer.',
    'john@example.com developer',
    'Skills',
  ])('does not read "%s" as a title', (line) => expect(isJobTitle(line)).toBe(false));

  // Products whose names end in a role noun of another trade are tools, with or without a version.
  it.each([
    'SQL Server 2016',
    'MS SQL Server',
    'Windows Server',
    'Exchange Server 10',
    'Nginx Server 1.2',
  ])('does not read the product "%s" as a title', (line) => expect(isJobTitle(line)).toBe(false));

  it.each([
    'Server',
    'Banquet Server',
    'Chef',
    'Cloud Architect',
    'Sr.Net Developer',
    'Engineer II',
  ])('still reads "%s" as a title', (line) => expect(isJobTitle(line)).toBe(true));

  it('does not read a sentence glued to a heading, or one with an article, as a title', () => {
    expect(isJobTitle('Reliable team worker.Education Details')).toBe(false);
    expect(isJobTitle('Im a store manager')).toBe(false);
    expect(isJobTitle('Spark Developer Initech builds an analytics platform')).toBe(false);
    expect(isJobTitle('Class A Driver')).toBe(true);
  });

  it.each([
    ['Senior Software Engineer', 'Senior'],
    ['Lead Developer', 'Senior'],
    ['Product Manager', 'Senior'],
    ['Director of Nursing', 'Senior'],
    ['Software Engineer Intern', 'Junior'],
    ['Junior Data Analyst', 'Junior'],
    ['Graduate Trainee', 'Junior'],
    ['Software Engineer', undefined],
  ])('gives "%s" the seniority %s', (title, seniority) => {
    expect(titleSeniority(title)).toBe(seniority);
  });
});
