import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render.tsx';
import { ApplicationWizard } from './application-wizard.tsx';
import { emptyWizardData } from './wizard-state.ts';

const stepButtons = () => within(screen.getByRole('navigation', { name: 'Application steps' })).getAllByRole('button');
const stepNames = () => stepButtons().map((button) => button.getAttribute('aria-label'));
const enabledSteps = () => stepButtons().filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.getAttribute('aria-label'));

async function fillBasicInfo() {
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Ada Applicant');
  await userEvent.type(screen.getByLabelText(/^Phone number/), '555 010 2030');
  await userEvent.type(screen.getByLabelText(/^Date of birth/), '1990-04-02');
  await userEvent.click(screen.getByLabelText(/^ID type/, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Passport', hidden: true }));
  await userEvent.type(screen.getByLabelText(/^ID number/), 'X1234567');
  await userEvent.click(screen.getByLabelText(/^Issued in/, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Canada', hidden: true }));
}

describe('tenant application wizard (spec point 2)', () => {
  it('has six steps; co-signers = yes inserts Co-Signers as step 2 and renumbers; later steps stay disabled until reached', async () => {
    renderWithApp(<ApplicationWizard initialData={emptyWizardData('ada@example.com')} onSubmit={vi.fn()} />);
    expect(stepNames()).toEqual(['Step 1: Basic Info', 'Step 2: Terms', 'Step 3: Address', 'Step 4: Financial', 'Step 5: Add. Info', 'Step 6: Summary']);
    expect(enabledSteps()).toEqual(['Step 1: Basic Info']);

    await fillBasicInfo();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(stepNames()).toEqual([
      'Step 1: Basic Info',
      'Step 2: Co-Signers',
      'Step 3: Terms',
      'Step 4: Address',
      'Step 5: Financial',
      'Step 6: Add. Info',
      'Step 7: Summary',
    ]);
    expect(enabledSteps()).toEqual(['Step 1: Basic Info']);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 7: Co-Signers' })).toBeTruthy();
    expect(enabledSteps()).toEqual(['Step 1: Basic Info', 'Step 2: Co-Signers']);
    expect(screen.getByRole('button', { name: 'Step 3: Terms' })).toHaveProperty('disabled', true);

    // Back to step 1 and co-signers = no: the step leaves and the rest renumber back.
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Basic Info' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(stepNames()).toHaveLength(6);
    expect(stepNames()[1]).toBe('Step 2: Terms');
    expect(enabledSteps()).toEqual(['Step 1: Basic Info']);
  });

  it('does not leave a step with missing answers', async () => {
    renderWithApp(<ApplicationWizard initialData={emptyWizardData()} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Basic Info' })).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Tell us whether you have co-signers')).toBeTruthy();
  });

  it('keeps a draft in the browser: a reload continues on the same step with the answers (issue 11 item 4)', async () => {
    localStorage.clear();
    const key = 'lintel:draft:rental-application:test-token';
    const first = renderWithApp(<ApplicationWizard initialData={emptyWizardData('ada@example.com')} onSubmit={vi.fn()} draftKey={key} />);
    await fillBasicInfo();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Terms' })).toBeTruthy();
    first.unmount();

    renderWithApp(<ApplicationWizard initialData={emptyWizardData('ada@example.com')} onSubmit={vi.fn()} draftKey={key} />);
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Terms' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Basic Info' }));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ada Applicant');
    localStorage.clear();
  });
});
