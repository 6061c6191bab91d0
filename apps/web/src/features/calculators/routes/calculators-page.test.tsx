/** The Calculators page: the server's 422 details land on their fields; a result shows with its explanation. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import CalculatorsPage from './calculators-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const emptyHistory = { results: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 }, meta: {} };
const result = {
  id: '01900000-0000-7000-8000-000000000001',
  kind: 'mortgage',
  title: '$200,000.00 over 30 years at 6%',
  inputData: { kind: 'mortgage', homePrice: 250000, downPayment: 50000, annualRatePercent: 6, years: 30 },
  result: { figures: [{ key: 'monthlyPayment', label: 'Monthly payment', value: 1199.1, unit: 'usd' }], series: null, notes: ['Level payment formula.'] },
  explanation: { summary: 'Borrowing $200,000.00 costs $1,199.10 a month.', recommendations: ['Compare a shorter term.'] },
  source: 'local',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function serve(post: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return post();
      }
      return url.includes('/calendar-history') ? jsonResponse(200, emptyHistory) : jsonResponse(404, {});
    }),
  );
  return posted;
}

describe('CalculatorsPage', () => {
  it('shows the 422 details on the field they name', async () => {
    serve(() =>
      jsonResponse(422, {
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        error: 'Unprocessable Entity',
        message: 'Invalid input',
        details: [{ path: 'inputData.downPayment', message: 'The down payment cannot exceed the price' }],
      }),
    );
    renderWithApp(<CalculatorsPage />, { route: '/calculators?kind=mortgage' });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate and explain' }));
    expect(await screen.findByText('The down payment cannot exceed the price')).toBeTruthy();
  });

  it('refuses a negative rate in the form with plain words: nothing is sent, no toast', async () => {
    const posted = serve(() => jsonResponse(201, result));
    renderWithApp(<CalculatorsPage />, { route: '/calculators?kind=mortgage' });
    const rate = screen.getByLabelText('Interest rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate and explain' }));
    expect(await screen.findByText('Cannot be negative')).toBeTruthy();
    expect(posted).toHaveLength(0);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('sends the kind with the inputs and shows the figures and the explanation', async () => {
    const posted = serve(() => jsonResponse(201, result));
    renderWithApp(<CalculatorsPage />, { route: '/calculators?kind=mortgage' });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate and explain' }));
    expect((await screen.findByTestId('explanation')).textContent).toContain('$1,199.10');
    expect(screen.getByTestId('explanation-source').textContent).toBe("Explained from Lintel's guidance for these figures");
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ inputData: { kind: 'mortgage', homePrice: 350000, downPayment: 70000, annualRatePercent: 6.5, years: 30 } });
  });
});
