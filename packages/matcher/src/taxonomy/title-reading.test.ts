import { stem } from '../terms/stem';
import { isFieldLine, namesField, readTitle, titleSimilarity } from './title-reading';

function sim(a: string, b: string): number {
  return titleSimilarity(readTitle(a), readTitle(b));
}

describe('readTitle', () => {
  it('reads the kind of work across professions', () => {
    expect([...readTitle('Chefs and Head Cooks').families.keys()]).toEqual(['culinary']);
    expect([...readTitle('LPN').families.keys()]).toEqual(['nursing']);
    expect([...readTitle('Staff Accountant').families.keys()]).toEqual(['accounting']);
    expect([
      ...readTitle('Human Resources Assistants, Except Payroll and Timekeeping').families.keys(),
    ]).toEqual(['hr']);
  });

  it('reads the level from level words, or from the role itself', () => {
    expect(readTitle('HR Manager').level).toBe(4);
    expect(readTitle('HR Assistant').level).toBe(2);
    expect(readTitle('Construction Laborers').level).toBeLessThan(2);
    expect(readTitle('Senior Accountant').level).toBe(3.5);
    // A field alone says nothing about level.
    expect(readTitle('Sales').level).toBeUndefined();
  });

  it('reads technical design as the apparel work of the technical designer', () => {
    const designer = readTitle('Technical Designer');
    expect([...readTitle('Technical Design Manager').families.keys()]).toEqual([
      ...designer.families.keys(),
    ]);
    expect(readTitle('Technical Design Manager').level).toBe(4);
  });

  it('tells a field line from a title and from other words', () => {
    expect(isFieldLine('BUSINESS DEVELOPMENT')).toBe(true);
    expect(isFieldLine('Customer Services')).toBe(true);
    expect(isFieldLine('Sales and Marketing')).toBe(true);
    expect(isFieldLine('Acme Media Group')).toBe(false);
    expect(isFieldLine('Curriculum Vitae')).toBe(false);
    expect(isFieldLine('Sales Manager, Retail and Wholesale Accounts')).toBe(false);
    expect(namesField(readTitle('Founder'))).toBe(false);
    expect(namesField(readTitle('Founder, Sales Director'))).toBe(true);
  });

  it('reads skills listed with commas before the role as part of the role, not a qualifier', () => {
    const listed = readTitle('Kotlin, PostgreSQL Developer');
    const written = readTitle('Kotlin PostgreSQL Developer');
    expect(listed.level).toBeDefined();
    expect(listed.level).toBe(written.level);
    expect([...listed.families]).toEqual([...written.families]);
    // After the role, a comma still opens a qualifier.
    expect(readTitle('Developer, Kotlin').level).toBe(written.level);
  });

  it('knows nothing of words outside the lexicon', () => {
    expect(readTitle('Lead Administrator').families.size).toBe(0);
    expect(readTitle('Member of Staff, Level 2').families.size).toBe(0);
  });
});

describe('titleSimilarity', () => {
  it('matches titles of the same occupation family', () => {
    expect(sim('Chefs and Head Cooks', 'Executive Chef')).toBeGreaterThan(0.9);
    expect(sim('Registered Nurse', 'Staff Nurse (RN)')).toBeGreaterThan(0.9);
    expect(sim('Accountants and Auditors', 'Internal Auditor')).toBeGreaterThan(0.9);
    expect(sim('Caregiver', 'Certified Nursing Assistant')).toBeGreaterThan(0.9);
  });

  it('ranks the same level above a neighbouring one within a family', () => {
    expect(sim('Human Resources Specialists', 'HR Generalist')).toBeGreaterThan(
      sim('Human Resources Specialists', 'HR Manager'),
    );
    expect(sim('Human Resources Managers', 'HR Director')).toBeGreaterThan(
      sim('Human Resources Managers', 'HR Assistant'),
    );
  });

  it('gives related fields partial credit and unrelated ones none', () => {
    const related = sim('Financial Managers', 'Senior Accountant');
    expect(related).toBeGreaterThan(0.2);
    expect(related).toBeLessThan(0.7);
    expect(sim('Chefs and Head Cooks', 'Accountant')).toBe(0);
    expect(sim('Registered Nurse', 'Graphic Designer')).toBe(0);
  });

  it('reads a field title before its generic role ("Engineering Project Manager")', () => {
    expect(
      sim('Architectural and Engineering Managers', 'Engineering Project Manager'),
    ).toBeGreaterThan(sim('Construction Managers', 'Engineering Project Manager'));
  });
});

describe('stem', () => {
  it('brings inflections and derivations together (Porter)', () => {
    expect(stem('managed')).toBe(stem('managing'));
    expect(stem('management')).toBe(stem('manage'));
    expect(stem('recipes')).toBe(stem('recipe'));
    expect(stem('accountant')).toBe(stem('accounting'));
    expect(stem('generalization')).toBe('gener');
    expect(stem('hopping')).toBe('hop');
  });
});

describe('a field is no rank', () => {
  it.each(['Business Development', 'Project Management', 'Group Fitness', 'Customer Success'])(
    '"%s" says no level',
    (field) => {
      expect(readTitle(field).level).toBeUndefined();
    },
  );

  it('the role written after the field still does', () => {
    expect(readTitle('Business Development Manager').level).toBe(4);
    expect(readTitle('Fitness Instructor').level).toBeDefined();
  });
});
