// The knowledge the scorer reads is data: every id it names must exist, or a typo would silently
// weaken matching (an unknown related family earns nothing, an unknown skill never matches).
import { allSkillNames, CATEGORIES, implications } from '../taxonomy';
import { FAMILIES, FIELDS, ROLE_IDS, ROLES } from '../taxonomy/knowledge';
import { titleRoles } from '../taxonomy/role-reading';

const families = new Set(FAMILIES.map((f) => f.id));
const skills = new Set(allSkillNames());
const roleIds = new Set<string>(ROLE_IDS);

describe('knowledge references', () => {
  it('families relate only to families that exist', () => {
    const dangling = FAMILIES.flatMap((f) =>
      (f.related ?? []).filter((id) => !families.has(id)).map((id) => `${f.id} -> ${id}`),
    );
    expect(dangling).toEqual([]);
  });

  it('skill categories belong to families that exist', () => {
    const dangling = Object.entries(FIELDS).flatMap(([category, ids]) => [
      ...(CATEGORIES.includes(category as (typeof CATEGORIES)[number])
        ? []
        : [`category ${category}`]),
      ...ids.filter((id) => !families.has(id)).map((id) => `${category} -> ${id}`),
    ]);
    expect(dangling).toEqual([]);
  });

  it('roles name skills, families and related roles that exist, once each', () => {
    const dangling: string[] = [];
    for (const role of ROLES) {
      if (!families.has(role.family)) dangling.push(`${role.id} family ${role.family}`);
      for (const other of role.related)
        if (!roleIds.has(other)) dangling.push(`${role.id} -> ${other}`);
      for (const part of role.skills.split(';')) {
        const name = part.trim().replace(/\s+\d*\.?\d+$/, '');
        if (name && !skills.has(name)) dangling.push(`${role.id} skill ${name}`);
      }
    }
    expect(dangling).toEqual([]);
    expect(new Set(ROLES.map((r) => r.id)).size).toBe(ROLE_IDS.length);
  });

  it('knows what skills imply, as data: Hibernate covers ORM, Java object-oriented programming', () => {
    const implied = (skill: string) => implications(skill).map((i) => i.skill);
    expect(implied('Hibernate')).toContain('ORM');
    expect(implied('Java')).toContain('Object-Oriented Programming');
    expect(implied('React')).toContain('JavaScript');
  });

  it('reads the common titles of IT support work as IT support', () => {
    for (const title of [
      'Computer User Support Specialists',
      'Information Technology Specialist',
      'Information Technology Support Technician',
      'Computer Support Specialist',
    ])
      expect([...titleRoles(title).keys()]).toEqual(['it-support']);
  });
});
