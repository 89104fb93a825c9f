import type { Requirement, RequirementModel } from '@shortlist/matcher';
import { nextReading } from './own-requirements';

// What a save marks as the recruiter's own: only what they added, confirmed or tightened.

const req = (id: string, skills: string[], kind: Requirement['kind'] = 'must'): Requirement => ({
  id,
  kind,
  skills,
  soft: false,
  weight: 1,
  source: 'From the ad',
});

const asRead: RequirementModel = {
  schema: 1,
  version: 1,
  roles: [],
  minYears: 3,
  requirements: [req('r1', ['Java']), req('r2', ['Spring Boot']), req('r3', ['Docker'], 'nice')],
};

const own = (model: RequirementModel) =>
  model.requirements.filter((r) => r.confirmed).map((r) => r.skills.join('|'));

describe('nextReading', () => {
  it('marks nothing when the reading is saved unchanged or only the years change', () => {
    expect(own(nextReading(asRead, asRead))).toEqual([]);
    expect(own(nextReading(asRead, { ...asRead, minYears: 2 }))).toEqual([]);
  });

  it('marks what the recruiter added, made a must-have, weighed more or confirmed, and nothing else', () => {
    const edited: RequirementModel = {
      ...asRead,
      requirements: [
        { ...req('r1', ['Java']), confirmed: true },
        { ...req('r2', ['Spring Boot']), weight: 1.5 },
        req('r3', ['Docker'], 'must'),
        req('added-4', ['Kubernetes']),
      ],
    };
    expect(own(nextReading(asRead, edited))).toEqual([
      'Java',
      'Spring Boot',
      'Docker',
      'Kubernetes',
    ]);
  });

  it('keeps the mark through later saves and through a group, but a group of ad lines stays the ad’s', () => {
    const added = nextReading(asRead, {
      ...asRead,
      requirements: [...asRead.requirements, req('added-4', ['Kubernetes'])],
    });
    const again = nextReading(added, added);
    expect(own(again)).toEqual(['Kubernetes']);
    const grouped = nextReading(again, {
      ...again,
      requirements: [req('g', ['Java', 'Spring Boot']), ...again.requirements.slice(2)],
    });
    expect(own(grouped)).toEqual(['Kubernetes']);
  });

  it('confirms none of the lines of an accepted LLM reading', () => {
    const proposal = {
      ...asRead,
      requirements: [...asRead.requirements, req('p4', ['Hibernate'])],
    };
    expect(own(nextReading(asRead, proposal, false))).toEqual([]);
  });

  it('keeps the requirements as read from the ad across saves, whatever the body says', () => {
    const first = nextReading(asRead, { ...asRead, requirements: asRead.requirements.slice(0, 1) });
    const second = nextReading(first, { ...first, asRead: [req('x', ['COBOL'])] });
    expect(second.version).toBe(3);
    expect(second.asRead).toEqual(asRead.requirements);
  });
});
