// Acronyms a job title keeps in capitals when an ALL-CAPS title is shown in title case ("RN",
// "HVAC", "IOS" shown as iOS). Read by extract/titles.ts.
export const TITLE_ACRONYMS = `
IT, HR, QA, UI, UX, VP, CEO, CFO, CTO, COO, CIO, RN, LPN, CNA, AWS, SQL, PHP, MERN, MEAN, ML, AI,
BI, CPA, ERP, CRM, SEO, PR, EMT, ICU, ER, II, III, IV, SAP, GIS, CAD, HVAC, PMO, EHS, HSE, R&D,
F&B, B2B, B2C, IOS, QC, NOC, SOC, BPO, NX, CNC, SDET, SRE, DBA, ETL, MDM
`;
