// Landing page copy. Claims are the spec's marketing claims (section 1), word for word.

export const BENEFITS = [
  { value: '10+ hours', text: 'saved per hire' },
  { value: '90%+', text: 'matching accuracy' },
  { value: '40%', text: 'higher response rates with personalised messages' },
  { value: '< 30 seconds', text: 'from upload to results' },
];

export const HOW_IT_WORKS = [
  {
    title: 'Upload job description',
    text: 'Drop the job as PDF or DOCX. Skills and requirements are extracted automatically.',
  },
  {
    title: 'Upload candidate resume',
    text: 'Add one resume or a whole stack. Contact details, experience and skills are read for you.',
  },
  {
    title: 'Get instant analysis',
    text: 'See the match score, top and missing skills, and a ready-to-send outreach message.',
  },
];

export const FEATURES = [
  {
    icon: '◎',
    title: 'AI match scoring',
    text: 'A match percentage for every candidate, with the evidence behind it.',
  },
  {
    icon: '◧',
    title: 'Skills gap analysis',
    text: 'Top matching skills and what is missing, at a glance.',
  },
  {
    icon: '✉',
    title: 'Personalised outreach',
    text: 'A follow-up message written for each candidate and role.',
  },
  {
    icon: '☰',
    title: 'Bulk screening',
    text: 'Screen many candidates against one job and get a ranked shortlist.',
  },
  {
    icon: '▥',
    title: 'Analytics dashboard',
    text: 'Track your matches and score distribution over time (Pro).',
  },
  {
    icon: '★',
    title: 'Recommendations',
    text: 'Know who to call first and which questions to ask.',
  },
];

export const FAQ = [
  {
    q: 'How accurate is the matching?',
    a: 'Shortlist matches with 90%+ accuracy against recruiter decisions, and shows the evidence for every score.',
  },
  { q: 'Which file formats can I upload?', a: 'PDF, DOC and DOCX files up to 10MB.' },
  {
    q: 'Is there a free plan?',
    a: 'Yes. The Free plan includes 3 matches a day, with no credit card required.',
  },
  {
    q: 'Do I need an account to try it?',
    a: 'No. Try the demo without signing up; create an account when you want to save your work.',
  },
  {
    q: 'Is my candidate data secure?',
    a: "Your documents are private to your account. Demo data never leaves your browser except to be analysed, and isn't stored.",
  },
  {
    q: 'Can I cancel Pro anytime?',
    a: 'Yes. Pro is $10/month and you can cancel any time from your account settings.',
  },
];
