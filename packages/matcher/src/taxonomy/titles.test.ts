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
