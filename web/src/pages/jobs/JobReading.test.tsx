import { render, screen } from '@testing-library/react';
import { JobReading } from './JobReading';

const reading = {
  schema: 1 as const,
  version: 1,
  title: 'Senior Java Developer',
  roles: ['java-developer'],
  minYears: 5,
  minYearsSource: '5+ years of professional Java development',
  level: 'senior' as const,
  requirements: [
    {
      id: 'r1',
      kind: 'must' as const,
      skills: ['Java'],
      soft: false,
      weight: 1.3,
      source: 'Strong Java',
      years: 5,
    },
    {
      id: 'r2',
      kind: 'must' as const,
      skills: ['JSF', 'GWT', 'Spring MVC'],
      soft: false,
      weight: 1,
      source: 'At least one web framework (JSF, GWT, Spring MVC)',
    },
    {
      id: 'r3',
      kind: 'nice' as const,
      skills: ['Apache Kafka'],
      soft: false,
      weight: 1,
      source: 'Kafka is a plus',
    },
    {
      id: 'r4',
      kind: 'must' as const,
      skills: ['Teamwork'],
      soft: true,
      weight: 1,
      source: 'Good teamwork',
    },
  ],
};

test('shows each requirement with the line of the ad it came from, alternatives as one', () => {
  render(<JobReading reading={reading} />);
  expect(screen.getByText('How Shortlist read this job')).toBeTruthy();
  expect(screen.getByText('Must-haves (2)')).toBeTruthy();
  expect(screen.getByText('One of JSF, GWT, Spring MVC')).toBeTruthy();
  expect(screen.getByText('At least one web framework (JSF, GWT, Spring MVC)')).toBeTruthy();
  expect(screen.getByText('Nice to have (1)')).toBeTruthy();
  expect(screen.getByText('Soft skills, shown but not scored (1)')).toBeTruthy();
  expect(screen.getByText('Java developer')).toBeTruthy();
  expect(screen.getByText('5+ years of professional Java development')).toBeTruthy();
});
