import { findDateRanges, parseDate, totalYears } from './dates';

const today = new Date(2025, 5, 15); // 15 June 2025

function years(text: string): number | undefined {
  return totalYears(findDateRanges(text), today);
}

describe('dates', () => {
  it.each([
    ['June 2022', { year: 2022, month: 6 }],
    ['Sept. 2018', { year: 2018, month: 9 }],
    ['03/2019', { year: 2019, month: 3 }],
    ['2017/04', { year: 2017, month: 4 }],
    ['2018', { year: 2018 }],
    ['Summer 2021', { year: 2021, month: 6 }],
    ['2020, June', { year: 2020, month: 6 }],
  ])('parses %s', (token, date) => {
    expect(parseDate(token)).toEqual(date);
  });

  it.each([
    ['June 2022 – Present', 'June 2022', undefined, true],
    ['2018 - 2022', '2018', '2022', false],
    ['03/2019 – 05/2021', '03/2019', '05/2021', false],
    ['Jan 2020 to Dec 2021', 'Jan 2020', 'Dec 2021', false],
    ['2020 -  now: Backend developer', '2020', undefined, true],
    ['Aug 2015 to Current Company', 'Aug 2015', undefined, true],
    ['2012—2017 Engineer', '2012', '2017', false],
    ['September 2015  March 2016 / course', 'September 2015', 'March 2016', false],
    ['4/2016 5/2022, LLC Confident', '4/2016', '5/2022', false],
  ])('finds the range in "%s"', (text, start, end, current) => {
    const [range] = findDateRanges(text);
    expect(range?.start).toEqual(parseDate(start));
    expect(range?.end).toEqual(end ? parseDate(end) : undefined);
    expect(range?.current).toBe(current);
  });

  it('does not read phone numbers or lone numbers as ranges', () => {
    expect(findDateRanges('(123) 456-7890, 2,500 guests, 1999 customers')).toEqual([]);
  });

  it('counts month-precise ranges inclusively and year-only ranges by difference', () => {
    expect(years('Jan 2020 to Dec 2021')).toBe(2);
    expect(years('2018 - 2022')).toBe(4);
    expect(years('03/2019 – 05/2021')).toBe(2.3);
  });

  it('runs "Present" to today', () => {
    expect(years('June 2022 – Present')).toBe(3.1);
    expect(years('2023 - Present')).toBe(2.5);
  });

  it('merges overlapping ranges and adds separate ones', () => {
    const text = [
      'Jan 2015 - Dec 2018 Company A',
      'Jan 2017 - Dec 2019 Company B (overlaps A)',
      'Jan 2021 - Dec 2021 Company C',
    ].join('\n');
    expect(years(text)).toBe(6);
    expect(years('2012 – 2017\n2017 – 2019')).toBe(7);
  });

  it('returns undefined when there is nothing dated', () => {
    expect(years('No dates here')).toBeUndefined();
  });
});
