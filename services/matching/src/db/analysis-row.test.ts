import type { BreakdownComponent } from '@shortlist/contracts';
import { analysisRow, NO_LEGACY_EVIDENCE, storedEvidence } from './analysis-row';
import { packJson } from './packed-json';
import type { AnalysisRecord } from './schema';

const breakdown: BreakdownComponent[] = [
  {
    key: 'requiredSkills',
    label: 'Must-have requirements',
    weight: 0.36,
    value: 0.25,
    summary: '1 of 4 must-haves met; missing Kubernetes; Terraform and 1 more.',
    evidence: [
      { requirement: 'Go', resumeLine: 'Built billing services in Go', kind: 'exact' },
      { requirement: 'Kubernetes', kind: 'missing' },
      { requirement: 'Terraform', kind: 'missing' },
      { requirement: 'one of AWS, GCP', kind: 'missing' },
    ],
    met: 1,
    total: 4,
  },
];
const skills = { topSkills: ['Go'], missingSkills: ['Kubernetes', 'Terraform', 'one of AWS, GCP'] };

// The columns that do not take part: what any row has besides its evidence.
const rest = { id: 'a', matchPercentage: 31 } as unknown as AnalysisRecord;

describe('an analysis row, in either stored layout', () => {
  test('a row written now reads its breakdown and skills from the packed evidence', () => {
    const row = analysisRow({
      ...rest,
      evidence: { breakdown, ...skills },
      ...NO_LEGACY_EVIDENCE,
    });
    expect(row).toMatchObject({ breakdown, ...skills, matchPercentage: 31 });
    expect(row).not.toHaveProperty('evidence');
    expect(row).not.toHaveProperty('legacyBreakdown');
  });

  test('a row written before reads them from the columns of then', () => {
    const row = analysisRow({
      ...rest,
      evidence: null,
      legacyBreakdown: breakdown,
      legacyTopSkills: skills.topSkills,
      legacyMissingSkills: skills.missingSkills,
    });
    expect(row).toMatchObject({ breakdown, ...skills });
  });

  test('a run with no result yet reads empty evidence', () => {
    expect(analysisRow({ ...rest, evidence: null, ...NO_LEGACY_EVIDENCE })).toMatchObject({
      breakdown: [],
      topSkills: [],
      missingSkills: [],
    });
  });

  test('the skills are stored after the breakdown, where they cost less than half their JSON', () => {
    // They name the breakdown's requirements again, and deflate refers back to them.
    const stored = storedEvidence({ ...skills, breakdown });
    expect(Object.keys(stored)).toEqual(['breakdown', 'topSkills', 'missingSkills']);
    const cost = packJson(stored).length - packJson(breakdown).length;
    expect(cost).toBeLessThan(JSON.stringify(skills).length / 2);
    expect(cost).toBeLessThan(
      packJson({ ...skills, breakdown }).length - packJson(breakdown).length,
    );
  });
});
