import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAnalysis, aVerdict } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { AnalysisResult } from './AnalysisResult';

function scoreCard(matchPercentage: number): HTMLElement {
  renderWithProviders(<AnalysisResult analysis={anAnalysis({ matchPercentage })} />);
  const card = screen.getByRole('region', { name: 'Match Score' });
  expect(card.textContent).toContain(`${matchPercentage}%`);
  return card;
}

describe('analysis result colours', () => {
  test.each([
    [100, 'score-high'],
    [80, 'score-high'],
    [79, 'score-medium'],
    [60, 'score-medium'],
    [59, 'score-low'],
    [12, 'score-low'],
  ])('a match of %i%% is shown as %s', (score, tone) => {
    expect(scoreCard(score).className).toContain(tone);
  });
});

describe('analysis result content', () => {
  test('shows top skills, "No critical skills missing!", the message, and the breakdown on demand', async () => {
    renderWithProviders(<AnalysisResult analysis={anAnalysis()} />);
    expect(screen.getByText('No critical skills missing!')).toBeTruthy();
    expect(screen.getByText('Hi Grace, your Node.js work caught my eye.')).toBeTruthy();
    // The message comes before the breakdown, which stays closed until asked for.
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Follow-up Message')).toBeLessThan(headings.indexOf('Score breakdown'));
    expect(screen.queryByText('2 of 2 required skills evidenced')).toBeNull();
    expect(screen.getByText('Required skills 100%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show how the score was made' }));
    expect(screen.getByText('2 of 2 required skills evidenced')).toBeTruthy();
    expect(screen.getByText('Built services in Node.js')).toBeTruthy();
    expect(screen.getByText('weight 60%')).toBeTruthy();
  });

  test('lists missing skills when there are some', () => {
    renderWithProviders(
      <AnalysisResult analysis={anAnalysis({ missingSkills: ['Kubernetes'] })} />,
    );
    expect(screen.getByText('Kubernetes')).toBeTruthy();
    expect(screen.queryByText('No critical skills missing!')).toBeNull();
  });
});

describe('which reading scored it', () => {
  test("an analysis re-scored after the job's reading was corrected says which version scored it", () => {
    renderWithProviders(<AnalysisResult analysis={anAnalysis({ requirementsVersion: 3 })} />);
    expect(screen.getByText(/Scored against version 3 of the job's requirements/)).toBeTruthy();
  });

  test('an analysis scored with the reading of the ad says nothing about versions', () => {
    renderWithProviders(<AnalysisResult analysis={anAnalysis({ requirementsVersion: 1 })} />);
    expect(screen.queryByText(/Scored against version/)).toBeNull();
  });
});

describe('the engine version', () => {
  test('is not on the score; it is with how the score was made', async () => {
    const analysis = anAnalysis({ engineVersion: '2026.11-confirmed-musts' });
    renderWithProviders(<AnalysisResult analysis={analysis} />);
    const score = screen.getByRole('region', { name: 'Match Score' });
    expect(score.textContent).not.toContain('2026.11');
    expect(screen.queryByText(/Scored by engine/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show how the score was made' }));
    expect(screen.getByText('Scored by engine 2026.11-confirmed-musts')).toBeTruthy();
  });
});

describe('the verdict, first', () => {
  // As the engine writes it: ORM met through Prisma (a kind of ORM), Kubernetes not found.
  const verdict = aVerdict({
    mustMet: 2,
    mustTotal: 3,
    niceMet: 0,
    niceTotal: 1,
    gates: [
      { kind: 'clearance', label: 'clearance', state: 'unknown' },
      { kind: 'location', label: 'on-site in Austin, TX', state: 'met' },
    ],
    requirements: [
      {
        requirement: 'Node.js',
        importance: 'must',
        state: 'met',
        evidence: 'Built services in Node.js',
      },
      {
        requirement: 'ORM (implied by Prisma)',
        importance: 'must',
        state: 'met',
        evidence: 'Data access with Prisma',
      },
      { requirement: 'Kubernetes', importance: 'must', state: 'notFound' },
      { requirement: 'Kafka', importance: 'nice', state: 'notFound' },
    ],
  });

  test('the band follows the verdict beside the percentage, then each requirement and gate with its state and line', () => {
    renderWithProviders(
      <AnalysisResult
        analysis={anAnalysis({
          matchPercentage: 84,
          verdict,
          gates: [
            {
              kind: 'location',
              asked: 'Austin, TX',
              state: 'met',
              resumeLine: 'Austin, TX',
              source: 'Location: Austin, TX',
            },
          ],
        })}
      />,
    );
    const score = screen.getByRole('region', { name: 'Match Score' });
    // 84% would say "Strong match"; the verdict says what is met.
    expect(score.textContent).not.toContain('Strong match');
    expect(within(score).getByText('Partial — missing Kubernetes')).toBeTruthy();
    expect(
      within(score).getByText('2 of 3 must-haves · 0 of 1 nice-to-haves · clearance unknown'),
    ).toBeTruthy();

    const requirements = screen.getByRole('region', { name: 'Requirements' });
    const items = within(requirements)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'metNode.jsBuilt services in Node.js',
      'metORM (implied by Prisma)Data access with Prisma',
      'not foundKubernetes',
      'not foundKafka',
      'unknownclearance',
      'meton-site in Austin, TXAustin, TX',
    ]);
    expect(within(requirements).getByText('Must-haves: 2 of 3 met')).toBeTruthy();
    // The verdict comes before the message.
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Requirements')).toBeLessThan(headings.indexOf('Follow-up Message'));
  });

  test('an analysis scored before the verdict existed keeps the band of its percentage', () => {
    renderWithProviders(<AnalysisResult analysis={anAnalysis({ matchPercentage: 84 })} />);
    expect(screen.getByText('Strong match')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Requirements' })).toBeNull();
  });

  test('"Not recommended" follows the verdict, not the score alone', () => {
    renderWithProviders(
      <AnalysisResult
        analysis={anAnalysis({
          matchPercentage: 66,
          verdict: { ...verdict, mustMet: 1, band: 'notRecommended', gap: ['Kubernetes', 'ORM'] },
        })}
      />,
    );
    expect(screen.getByTestId('not-recommended').textContent).toMatch(
      /^Not recommended: 1 of 3 must-haves/,
    );
  });

  test('a Partial candidate under 60 is not called "Not recommended"', () => {
    renderWithProviders(
      <AnalysisResult
        analysis={anAnalysis({ matchPercentage: 55, generatedMessage: '', verdict })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Follow-up Message' });
    expect(card.textContent).not.toContain('Not recommended');
    // Scored when outreach followed the score: the message the verdict asks for can be written.
    expect(card.textContent).toContain('Partial — missing Kubernetes. No message was written');
  });
  test('a must-have met only partly is counted short everywhere: the band, the count, the gap and the Missing Skills', () => {
    const partly = aVerdict({
      mustMet: 5,
      mustTotal: 6,
      gates: [],
      gap: ['Kubernetes only through Docker'],
      requirements: [
        {
          requirement: 'Kubernetes (implied by Docker)',
          importance: 'must',
          state: 'partly',
          evidence: 'Containers with Docker',
        },
      ],
    });
    renderWithProviders(
      <AnalysisResult
        analysis={anAnalysis({
          matchPercentage: 98,
          missingSkills: ['Kubernetes (partly)'],
          verdict: partly,
        })}
      />,
    );
    const score = screen.getByRole('region', { name: 'Match Score' });
    expect(within(score).getByText('Partial — Kubernetes only through Docker')).toBeTruthy();
    expect(within(score).getByText('5 of 6 must-haves · 2 of 4 nice-to-haves')).toBeTruthy();
    expect(screen.getByText('Kubernetes (partly)').className).toContain('chip-missing');
    expect(screen.queryByText('No critical skills missing!')).toBeNull();
  });
});
