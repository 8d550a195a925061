import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from '../providers/contracts.js';
import { getData, getList, useAnswer } from './api.js';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

const price = {
  code: 'NOTICE_OF_MARRIAGE',
  name: 'Notice of marriage',
  description: 'Give notice',
  audience: ['INDIVIDUAL'],
  chain: ['OFFICER'],
  fee: { amount: 3300, currency: 'KES', effectiveFrom: '2026-01-01' },
  taxHeads: [],
  billables: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("the visitor app's client (issue 21: answers decoded with the shared contracts)", () => {
  it("answers the route's data when it meets the contract, with a simple-rest list's total", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([price], { 'Content-Range': 'prices 0-0/7' })),
    );
    const { data, total } = await getList('/prices', (c) => c.prices);
    expect(data[0]?.fee?.amount).toBe(3300);
    expect(total).toBe(7);
  });

  it('refuses an answer of another shape with a ContractError naming the path, never hands it on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [{ ...price, fee: '3300' }] })),
    );
    const refused = getData('/prices', (c) => c.prices);
    await expect(refused).rejects.toBeInstanceOf(ContractError);
    await expect(refused).rejects.toThrow('The answer of /prices does not have the expected shape');
  });
});

function Reader({ id, load }: { id: string | null; load: (id: string) => Promise<string> }) {
  const answer = useAnswer(id, () => load(id ?? ''));
  return (
    <>
      <output data-testid="data">{answer.data ?? 'none'}</output>
      <output data-testid="current">{answer.current ? 'current' : 'loading'}</output>
      <output data-testid="error">{answer.error ? String(answer.error) : ''}</output>
      <button type="button" onClick={answer.retry}>
        Retry
      </button>
    </>
  );
}

describe('useAnswer, the visitor pages’ one way to read', () => {
  it("shows the latest key's answer even when an earlier one arrives after it", async () => {
    const pending = new Map<string, (value: string) => void>();
    const load = (id: string) => new Promise<string>((resolve) => pending.set(id, resolve));
    const { rerender } = render(<Reader id="a" load={load} />);
    expect(screen.getByTestId('current')).toHaveTextContent('loading');
    rerender(<Reader id="b" load={load} />);
    await act(async () => pending.get('b')?.('answer of b'));
    await act(async () => pending.get('a')?.('answer of a'));
    expect(screen.getByTestId('data')).toHaveTextContent('answer of b');
    expect(screen.getByTestId('current')).toHaveTextContent('current');
  });

  it('keeps the last data beside an error, and asks again on retry', async () => {
    let calls = 0;
    const load = vi.fn<() => Promise<string>>(async () => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return `answer ${calls}`;
    });
    const { rerender } = render(<Reader id="a" load={load} />);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    rerender(<Reader id="b" load={load} />);
    expect(await screen.findByText('Error: offline')).toBeInTheDocument();
    expect(screen.getByTestId('data')).toHaveTextContent('answer 1');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('answer 3')).toBeInTheDocument();
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
  });

  it('reads nothing while the key is null', () => {
    const load = vi.fn<() => Promise<string>>(async () => 'x');
    render(<Reader id={null} load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('current')).toHaveTextContent('loading');
  });
});
