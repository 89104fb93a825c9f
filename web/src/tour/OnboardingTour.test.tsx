import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetStorage } from '../test/render';
import { OnboardingTour } from './OnboardingTour';
import { TOUR_KEY } from './steps';

beforeEach(resetStorage);

const stepText = () => screen.getByText(/^Step \d of 5$/).textContent;

describe('onboarding tour', () => {
  test('walks through five steps with Next and Back, then Get Started sets the flag', async () => {
    const onComplete = jest.fn();
    renderWithProviders(<OnboardingTour onComplete={onComplete} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Shortlist!' });
    expect(dialog).toBeTruthy();
    expect(stepText()).toBe('Step 1 of 5');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 2 of 5');
    expect(screen.getByRole('dialog').textContent).toContain('PDF or DOCX');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe('Step 1 of 5');

    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 5 of 5');
    expect(screen.getByRole('heading', { name: "You're All Set!" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(TOUR_KEY)).not.toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test("step 4 tells the visitor to click 'Analyze Match'", async () => {
    renderWithProviders(<OnboardingTour />);
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog').textContent).toContain("click 'Analyze Match'");
  });

  test('Skip Tour closes it and remembers', async () => {
    renderWithProviders(<OnboardingTour />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(TOUR_KEY)).not.toBeNull();
  });

  test('Escape skips too, and focus starts inside the dialog', async () => {
    renderWithProviders(<OnboardingTour />);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('is skipped silently once completed', () => {
    localStorage.setItem(TOUR_KEY, 'true');
    const onComplete = jest.fn();
    renderWithProviders(<OnboardingTour onComplete={onComplete} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onComplete).toHaveBeenCalled();
  });
});
