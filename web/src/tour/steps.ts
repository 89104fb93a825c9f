import { storedFlag } from '../storedFlag';

export const TOUR_KEY = 'recruiter_tour_completed';

export interface TourStep {
  title: string;
  text: string;
}

export const TOUR_STEPS: TourStep[] = [
  {
    title: 'Welcome to Shortlist!',
    text: 'Match candidates to jobs in seconds. This short tour shows you the three steps.',
  },
  {
    title: 'Step 1: Upload a Job Description',
    text: 'Drop a job description as PDF or DOCX. Skills and requirements are extracted automatically.',
  },
  {
    title: 'Step 2: Upload Candidate Resumes',
    text: 'Add candidate resumes as PDF or DOCX. Contact details, experience and skills are read for you.',
  },
  {
    title: 'Step 3: Run AI Analysis',
    text: "Pick a job and a candidate and click 'Analyze Match'. You get match scores, top skills and a personalised outreach message.",
  },
  {
    title: "You're All Set!",
    text: 'A sample job and two sample candidates are ready, so you can try a match right now.',
  },
];

const tour = storedFlag(() => localStorage, TOUR_KEY);
export const tourCompleted = tour.isSet;
export const markTourCompleted = tour.set;
