// A list row's actions in the back office: move it up or down, hide or show it (lists of the catalogue) or
// remove it (lists edited in a form and saved as a whole: banners, testimonials). The buttons stay enabled
// while a change runs (a press meanwhile is ignored by the page): a disabled button would drop the
// keyboard's focus. After a move the page asks for the focus back on the moved row's same button, so
// pressing "Move up" again and again walks the row up the list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { toast } from '@/ui';
import { failureOf, isStaleSave } from './api';

export type MoveDirection = 'up' | 'down';

export interface ListItemControlsProps {
  /** The row's name, in each button's accessible name ("Move up: Coastal Oak SPC"). */
  label: string;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  /** With onHidden: a Hide / Show button. */
  hidden?: boolean;
  onHidden?: (hidden: boolean) => void;
  /** A Remove button. */
  onRemove?: () => void;
  /** Set after this row moved: its button to focus (the other one when that end is reached). */
  focus?: MoveDirection | null;
  onFocused?: () => void;
}

export function ListItemControls({
  label,
  hidden = false,
  first,
  last,
  onHidden,
  onRemove,
  onMove,
  focus = null,
  onFocused,
}: ListItemControlsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    const wanted = focus === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
    onFocused?.();
  }, [focus, first, last, onFocused]);
  return (
    <Group gap={6} wrap="wrap" mt={6}>
      <Button
        ref={up}
        size="compact-xs"
        variant="default"
        aria-label={`Move up: ${label}`}
        aria-disabled={first || undefined}
        data-disabled={first || undefined}
        onClick={() => !first && onMove('up')}
      >
        Move up
      </Button>
      <Button
        ref={down}
        size="compact-xs"
        variant="default"
        aria-label={`Move down: ${label}`}
        aria-disabled={last || undefined}
        data-disabled={last || undefined}
        onClick={() => !last && onMove('down')}
      >
        Move down
      </Button>
      {onHidden ? (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`${hidden ? 'Show' : 'Hide'}: ${label}`}
          onClick={() => onHidden(!hidden)}
        >
          {hidden ? 'Show' : 'Hide'}
        </Button>
      ) : null}
      {onRemove ? (
        <Button size="compact-xs" variant="default" aria-label={`Remove: ${label}`} onClick={onRemove}>
          Remove
        </Button>
      ) : null}
    </Group>
  );
}

/** The tag by a hidden row's name. */
export function HiddenBadge({ hidden }: { hidden: boolean }) {
  return hidden ? (
    <Badge variant="light" color="gray" c="gray.9" size="sm">
      Hidden
    </Badge>
  ) : null;
}

/**
 * A catalogue list's changes, one at a time: `change(work, then)` runs `work`, reloads the list with
 * `reload`, then runs `then` once the list shows it (the focus goes to the moved row then); a failure is a
 * toast. `controls(row, index, length)` are a row's ListItemControls props but its handlers.
 */
export function useListChanges(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<{ id: number; direction: MoveDirection } | null>(null);
  const focused = useCallback(() => setFocus(null), []);
  const change = async (work: () => Promise<unknown>, then?: () => void) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      await reload();
      then?.();
    } catch (e) {
      toast('error', failureOf(e));
      // Refused as stale: the list on screen is older than the record; the latest replaces it.
      if (isStaleSave(e)) void reload();
    } finally {
      setBusy(false);
    }
  };
  const controls = (row: { id: number; title: string; hidden: boolean }, index: number, length: number) => ({
    label: row.title,
    hidden: row.hidden,
    first: index === 0,
    last: index === length - 1,
    focus: focus?.id === row.id ? focus.direction : null,
    onFocused: focused,
  });
  return { change, setFocus, controls };
}
