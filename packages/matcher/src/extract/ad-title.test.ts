import { extractJob } from '.';
import { boilerplateKind } from './boilerplate';

// The title of an ad, read as a recruiter reads it. Every line here is made up.

const titleOf = (...lines: string[]): string | undefined => extractJob(lines.join('\n')).title;

describe('the title line of an ad', () => {
  it('leaves out the markdown emphasis of the board', () => {
    expect(titleOf('**Lead Hydrology Engineer**', 'Design drainage for new estates.')).toBe(
      'Lead Hydrology Engineer',
    );
  });

  it('reads the title that "Join our team as" names', () => {
    expect(titleOf('**Join Our Team as Regional Buyer**', 'Buy fresh produce for 40 stores.')).toBe(
      'Regional Buyer',
    );
    expect(titleOf('Join us as a Payroll Specialist', 'Run the monthly payroll.')).toBe(
      'Payroll Specialist',
    );
  });

  it('leaves out a place or a code after a dash, and keeps a title or a level there', () => {
    expect(
      titleOf('Network Technician III - "K-12" Springfield, Ohio', 'Keep schools online.'),
    ).toBe('Network Technician III');
    expect(titleOf('Claims Analyst – Remote', 'Review claims.')).toBe('Claims Analyst');
    expect(titleOf('Site Engineer – Entry Level', 'Support the site team.')).toBe(
      'Site Engineer – Entry Level',
    );
  });

  it('ends the title where a field glued to it starts, and before what it asks "with"', () => {
    expect(
      titleOf('Job Title : Senior Ruby Developer with Rails and Redis ExpDescription', '• Ruby'),
    ).toBe('Senior Ruby Developer');
    expect(
      titleOf(
        'Hello from Acme Staffing.',
        'Job Title: Cloud Security EngineerLocation: Austin, TXDuration: 6 months',
      ),
    ).toBe('Cloud Security Engineer');
  });

  it('is no title when it is a run of fields', () => {
    expect(
      titleOf('Minimum Required Skills:Go, Kafka, LinuxSalary: 120K', 'Build pipelines in Go.'),
    ).toBeUndefined();
  });
});

describe('the title an ad without a title line gives itself', () => {
  it('is not a role the one hired is to contact, report to or work with', () => {
    const title = titleOf(
      'Build forecasting models in Python and SQL.',
      'Work with the Finance Business Partner on monthly reviews.',
      'Any applicant who needs an accommodation should contact a Benefits Specialist.',
      'You will report to the Analytics Director and the Data Platform Manager.',
    );
    expect(title).toBeUndefined();
  });

  it('takes the role an immediate need is for, not the verb "need to"', () => {
    expect(
      titleOf(
        'Our client has an immediate need for a Release Engineer to automate builds.',
        'In this role, the engineer will need to engineer deployment tooling.',
      ),
    ).toBe('Release Engineer');
  });

  it('takes the role the one hired "will be", in lower case too', () => {
    expect(titleOf('The contractor will be the program manager for the billing migration.')).toBe(
      'Program Manager',
    );
  });

  it('leaves out the praise in front of a role', () => {
    expect(titleOf('Build dashboards in React.', 'If you are a Passionate Developer, apply.')).toBe(
      undefined,
    );
  });
});

test('a sentence about an accommodation is legal text, even split from its paragraph', () => {
  expect(
    boilerplateKind('Any candidate who requires an accommodation should contact a Talent Partner.'),
  ).toBe('legal');
});
