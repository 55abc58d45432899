// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_RETRY_TEXT, QueryState } from '@/components/query-state/query-state';
import { unwrap } from '@/queries/failure';
import { NETWORK_FAILURE_TEXT, requestFailedEnvelope, type ApiResult } from '@/services/http';
import { renderWithQueryClient } from '../../support/render';

afterEach(cleanup);

function Rows({ load }: { load: () => Promise<ApiResult<string[]>> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: async () => unwrap(await load()) });
  return (
    <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText="暂无记录" loadingText="正在加载">
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const ok = (data: string[]): ApiResult<string[]> => ({ success: true, code: 200, message: '', data });

describe('QueryState', () => {
  it('shows the loading row, then the data', async () => {
    renderWithQueryClient(<Rows load={async () => ok(['btc', 'eth'])} />);
    expect(screen.getByRole('status').textContent).toContain('正在加载');
    expect(await screen.findByText('eth')).toBeTruthy();
  });

  it('shows the empty text when the answer has nothing', async () => {
    renderWithQueryClient(<Rows load={async () => ok([])} />);
    expect((await screen.findByTestId('query-empty')).textContent).toBe('暂无记录');
  });

  it("shows the server's message and 重试 fetches again", async () => {
    const load = vi
      .fn<() => Promise<ApiResult<string[]>>>()
      .mockResolvedValueOnce({ success: false, code: 40001, message: '服务维护中', data: null })
      .mockResolvedValue(ok(['btc']));
    renderWithQueryClient(<Rows load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('服务维护中');
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: QUERY_RETRY_TEXT }));
    expect(await screen.findByText('btc')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the network text after the one retry of an unreachable server', async () => {
    const load = vi.fn(async () => requestFailedEnvelope() as ApiResult<string[]>);
    renderWithQueryClient(<Rows load={load} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_FAILURE_TEXT));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
