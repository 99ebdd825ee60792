// The header's search suggestions (src/app/layout/SearchSuggestions.tsx): a search sent while
// the suggestions are on their way keeps them closed, even when it was sent by the form alone, before the
// suggestions' part had handed its Enter handling to the box (a busy phone; the e2e search test met it).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchAssist from '@/app/layout/SearchSuggestions';

const call = vi.hoisted(() =>
  vi.fn(async () => ({
    products: [{ product_id: 1, title: 'Coastal Oak SPC', slug: 'coastal-oak-spc' }],
    categories: [],
  })),
);
vi.mock('@/api', () => ({ call }));

afterEach(() => {
  cleanup();
  call.mockClear();
});

function Box({ sentRef }: { sentRef: { current: boolean } }) {
  const input = useRef<HTMLInputElement>(null);
  // Left empty: the box's Enter is not handled by the suggestions' part.
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | undefined>(undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sentRef.current = true;
      }}
    >
      <input ref={input} type="search" aria-label="Search products" />
      <SearchAssist input={input} keysRef={keysRef} sent={sentRef} />
    </form>
  );
}

describe('header search suggestions', () => {
  it('show for what is typed', async () => {
    render(<Box sentRef={{ current: false }} />);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'oak' } });
    expect(await screen.findByRole('listbox', { name: 'Suggestions for “oak”' })).toBeTruthy();
  });

  it('stay closed once the search is sent, though the part never saw the Enter', async () => {
    render(<Box sentRef={{ current: false }} />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.input(box, { target: { value: 'oak' } });
    fireEvent.submit(box.form!);
    await waitFor(() => expect(call).toHaveBeenCalled());
    await act(async () => {
      await call.mock.results[0]!.value;
    });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
