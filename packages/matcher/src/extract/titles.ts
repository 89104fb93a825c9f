// Presenting titles: "MANAGER AND EXECUTIVE CHEF" reads better as "Manager and Executive Chef".

const SMALL_WORDS = new Set([
  'and',
  'of',
  'the',
  'in',
  'for',
  'at',
  'to',
  'a',
  'an',
  'on',
  'with',
  'or',
]);
const ACRONYMS = new Set([
  'IT',
  'HR',
  'QA',
  'UI',
  'UX',
  'VP',
  'CEO',
  'CFO',
  'CTO',
  'COO',
  'CIO',
  'RN',
  'LPN',
  'CNA',
  'AWS',
  'SQL',
  'PHP',
  'MERN',
  'MEAN',
  'ML',
  'AI',
  'BI',
  'CPA',
  'ERP',
  'CRM',
  'SEO',
  'PR',
  'EMT',
  'ICU',
  'ER',
  'II',
  'III',
  'IV',
  'SAP',
  'GIS',
  'CAD',
  'HVAC',
  'PMO',
  'EHS',
  'HSE',
  'R&D',
  'F&B',
  'B2B',
  'B2C',
  'IOS',
  'QC',
  'NOC',
  'SOC',
]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Title-cases an ALL-CAPS title, keeping acronyms; mixed-case titles are returned as written. */
export function displayTitle(title: string): string {
  const trimmed = title.trim().replace(/[,;:]+$/, '');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .split(/(\s+|\/|-)/)
    .map((part, index) => {
      if (!/[A-Z]/.test(part)) return part;
      if (ACRONYMS.has(part)) return part === 'IOS' ? 'iOS' : part;
      const lower = part.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return capitalise(part);
    })
    .join('');
}
