/**
 * Old marketing and help addresses, which all land on the dashboard (spec section 2). The gateway
 * answers them with a 301; the web app redirects them during in-app navigation.
 */
export const DASHBOARD_REDIRECTS: readonly string[] = [
  '/ai-resume-matching',
  '/candidate-screening-ai',
  '/recruitment-automation',
  '/ats-software',
  '/free-resume-scanner',
  '/help',
  '/faq',
  '/how-it-works',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];
