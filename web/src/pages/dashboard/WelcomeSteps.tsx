import { Card, CardTitle } from '../../ui';
const STEPS = [
  { title: 'Upload Job', text: 'Add a job description (PDF, DOC or DOCX).' },
  { title: 'Upload Resume', text: "Add a candidate's resume." },
  { title: 'Get Analysis', text: 'See the match score, skills and an outreach message.' },
];

export function WelcomeSteps() {
  return (
    <Card className="welcome" aria-labelledby="welcome-title">
      <CardTitle id="welcome-title">Welcome to Shortlist</CardTitle>
      <ol className="steps plain-list">
        {STEPS.map((s, i) => (
          <li key={s.title} className="step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <strong>{s.title}</strong>
              <p className="muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
