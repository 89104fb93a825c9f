// Which occupation families each skills-taxonomy category belongs to. A job's skills from its own
// field (payroll for HR, HACCP for a kitchen) say more about fit than incidental tools it also
// lists (HTML on an HR posting), so a skill's importance follows how close its field is to the
// job's.
import { familyAffinity } from './lexicon';

const TECH = ['software', 'it', 'data', 'engineering'];

export const FIELDS: Readonly<Record<string, readonly string[]>> = {
  'Programming Languages': TECH,
  'Web Frontend': [...TECH, 'graphic-design'],
  'Web Backend': TECH,
  Mobile: TECH,
  Databases: TECH,
  Cloud: TECH,
  DevOps: TECH,
  'Data & Analytics': [...TECH, 'finance', 'marketing', 'research', 'consulting'],
  'Machine Learning & AI': [...TECH, 'research'],
  'Testing & QA': [...TECH, 'manufacturing'],
  Security: [...TECH, 'security'],
  'Software Practices': [...TECH, 'project-management'],
  'Developer Tools': TECH,
  'IT & Networking': TECH,
  'Game & 3D': [...TECH, 'graphic-design', 'media', 'arts'],
  'Finance & Accounting': ['accounting', 'finance', 'banking', 'insurance', 'executive'],
  Banking: ['banking', 'finance'],
  Sales: ['sales', 'retail', 'real-estate', 'marketing', 'advertising', 'customer-service'],
  Marketing: ['marketing', 'advertising', 'public-relations', 'sales', 'media'],
  'Public Relations & Media': ['public-relations', 'media', 'writing', 'marketing', 'advertising'],
  'Healthcare & Nursing': ['nursing', 'clinical', 'health-admin'],
  'Fitness & Wellness': ['fitness', 'recreation'],
  Education: ['education', 'instruction', 'childcare'],
  'Construction & Trades': ['construction', 'trades', 'architecture', 'landscaping'],
  Engineering: ['engineering', 'manufacturing', 'construction', 'architecture'],
  'Hospitality & Culinary': ['culinary', 'food-service', 'hospitality'],
  'Design & Arts': [
    'graphic-design',
    'interior-design',
    'arts',
    'media',
    'floral',
    'fashion',
    'architecture',
  ],
  'Fashion & Apparel': ['fashion', 'retail'],
  Automotive: ['automotive', 'trades'],
  'Human Resources': ['hr', 'administrative'],
  Legal: ['legal', 'government'],
  Aviation: ['aviation'],
  Agriculture: ['agriculture', 'landscaping'],
  'Customer Service': ['customer-service', 'retail', 'sales', 'hospitality'],
  'Consulting & Strategy': ['consulting', 'executive', 'project-management'],
  'Office & Administration': ['administrative', 'hr', 'accounting'],
  'Project Management': [
    'project-management',
    'construction',
    'engineering',
    'software',
    'consulting',
  ],
  'Logistics & Supply Chain': ['operations', 'transport'],
};

/** An off-field skill keeps this share of its importance. */
const OFF_FIELD = 0.35;

/**
 * 0.35..1: how much a skill of `category` belongs to a job of these families (unit weights).
 * Categories every field uses (office software, soft skills, languages, business software) and
 * jobs of unknown field get 1.
 */
export function fieldFactor(category: string, jobFamilies: ReadonlyMap<string, number>): number {
  const fields = FIELDS[category];
  if (!fields || jobFamilies.size === 0) return 1;
  let fit = 0;
  for (const [family, weight] of jobFamilies) {
    let best = 0;
    for (const field of fields) best = Math.max(best, familyAffinity(field, family));
    fit += weight * weight * best;
  }
  return OFF_FIELD + (1 - OFF_FIELD) * Math.min(1, fit);
}
