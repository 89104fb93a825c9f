import { scoreMatch } from './index';
import { candidate, job } from './profiles.fixture';

// Beyond software: each job should rank its own profession first and band it as a fit, and the
// other professions as poor fits. No skills are given, so title and wording carry the score.

const JOBS = {
  cook: job({
    title: 'Head Cook',
    text: `Head Cook
We are looking for a head cook to run our restaurant kitchen.
- Plan menus, order ingredients and control food costs
- Supervise line cooks and prep staff, train new kitchen workers
- Keep the kitchen clean and follow food safety and sanitation rules
- Prepare soups, sauces, meats and desserts for dinner service and catering events`,
  }),
  nurse: job({
    title: 'Registered Nurse (Med-Surg)',
    text: `Registered Nurse (Med-Surg)
Provide direct patient care on a busy medical-surgical unit.
- Assess patients, administer medications and monitor vital signs
- Document care in the electronic health record and update care plans
- Educate patients and families on discharge and follow-up care
Requirements: active RN license, BLS certification, acute care experience`,
  }),
  auditor: job({
    title: 'Internal Auditor',
    text: `Internal Auditor
Join our finance team to audit financial statements and internal controls.
- Plan and perform audits of accounts payable, payroll and the general ledger
- Test internal controls, document findings and recommend improvements
- Reconcile accounts and review journal entries for compliance with GAAP
Requirements: degree in accounting, CPA preferred, strong Excel skills`,
  }),
};

const PEOPLE = {
  cook: candidate({
    name: 'Maria Lopez',
    headline: 'Sous Chef',
    roles: [{ title: 'Sous Chef', company: 'Bistro 21', current: true }, { title: 'Line Cook' }],
    text: `Maria Lopez
Sous Chef
Experience
Sous Chef, Bistro 21 - created seasonal menus, ordered ingredients, managed food cost
Line Cook - prepared sauces, soups and grilled meats for a 120-seat dinner service
Trained kitchen staff on food safety, sanitation and knife skills; catered weddings`,
  }),
  nurse: candidate({
    name: 'James Carter',
    headline: 'Staff Nurse (RN)',
    roles: [{ title: 'Staff Nurse', company: 'City Hospital', current: true }],
    text: `James Carter
Staff Nurse (RN)
Registered nurse with 6 years of acute care experience on a medical-surgical floor.
Assessed patients, administered medications, monitored vital signs and charted in the EHR.
Educated patients and families before discharge. BLS and ACLS certified.`,
  }),
  accountant: candidate({
    name: 'Priya Shah',
    headline: 'Staff Accountant',
    roles: [{ title: 'Staff Accountant', company: 'Northwind', current: true }],
    text: `Priya Shah
Staff Accountant
Prepared month-end close, journal entries and account reconciliations for the general ledger.
Processed accounts payable and payroll; supported the external audit and tested internal controls.
B.S. in Accounting; CPA candidate; advanced Excel.`,
  }),
};

const FITS: [keyof typeof JOBS, keyof typeof PEOPLE][] = [
  ['cook', 'cook'],
  ['nurse', 'nurse'],
  ['auditor', 'accountant'],
];

describe.each(FITS)('the %s job', (jobKey, fitKey) => {
  const scores = Object.fromEntries(
    Object.entries(PEOPLE).map(([key, person]) => [
      key,
      scoreMatch(JOBS[jobKey], person).matchPercentage,
    ]),
  );

  it(`bands the ${fitKey} as a fit (60 or more)`, () => {
    expect(scores[fitKey]).toBeGreaterThanOrEqual(60);
  });

  it('bands every other profession as a poor fit and below the fitting one', () => {
    for (const [key, score] of Object.entries(scores)) {
      if (key === fitKey) continue;
      expect(score).toBeLessThan(60);
      expect(score).toBeLessThan(scores[fitKey] as number);
    }
  });
});
