// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVirtualRows, VirtualRow } from './virtual-rows';

afterEach(cleanup);

/** A table of `loaded` numbered rows out of `count`, 10 rows of 20 px in view. */
function Numbers(props: { count: number; loaded: number; hasMore: boolean; loadMore: () => void }) {
  const { scrollRef, rows, totalSize } = useVirtualRows({
    count: props.count,
    rowHeight: 20,
    overscan: 0,
    fallbackRect: { width: 300, height: 200 },
    loaded: props.loaded,
    hasMore: props.hasMore,
    loadingMore: false,
    loadMore: props.loadMore,
    ahead: 2,
  });
  return (
    <div ref={scrollRef} role="table" aria-label="Numbers" data-size={totalSize}>
      {rows.map((row) => (
        <VirtualRow
          key={row.key}
          row={row}
          height={20}
          offset={5}
          placeholder={row.index >= props.loaded}
        >
          <span role="cell">{row.index >= props.loaded ? 'Loading…' : `Row ${row.index}`}</span>
        </VirtualRow>
      ))}
    </div>
  );
}

describe('useVirtualRows and VirtualRow', () => {
  it('renders the rows in view, placed and numbered after the header row', () => {
    render(<Numbers count={1000} loaded={1000} hasMore={false} loadMore={() => {}} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(10);
    expect(screen.getByRole('table').getAttribute('data-size')).toBe('20000');
    expect(rows[3]?.getAttribute('aria-rowindex')).toBe('5');
    expect(rows[3]?.style.transform).toBe('translateY(55px)');
    expect(rows[3]?.style.height).toBe('20px');
  });

  it('asks for more once the rows in view come near the end of the loaded ones', () => {
    const loadMore = vi.fn();
    render(<Numbers count={9} loaded={8} hasMore loadMore={loadMore} />);
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading…').parentElement?.hasAttribute('aria-rowindex')).toBe(false);
  });

  it('does not ask while the rows in view are far from the end', () => {
    const loadMore = vi.fn();
    render(<Numbers count={101} loaded={100} hasMore loadMore={loadMore} />);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
