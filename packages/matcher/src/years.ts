// One way to say a candidate's years of experience, so the score breakdown, the outreach message
// and the candidate record never disagree ("5 years" on one screen, "4.5" and "4" on others).
// Whole years, rounded down: 4.5 years of dated roles is "4 years", never more than the resume shows.

export function wholeYears(years: number): number {
  return Math.floor(years + 1e-9);
}

export function yearsText(years: number): string {
  if (years < 1) return 'Less than 1 year';
  const whole = wholeYears(years);
  return `${whole} year${whole === 1 ? '' : 's'}`;
}
