import { useState, type ReactNode } from 'react';
import { ActionIcon, TextInput, type MantineSize } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { formatQuantityInput, normaliseQuantityText, parseQuantityInput } from '@/domain/quantity';
import classes from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  /** Visible label; also names the buttons ("Decrease {label}", "Increase {label}"). */
  label: string;
  value: number;
  /** `source`: 'step' for the − / + buttons and arrow keys, 'type' for typing in the field. */
  onChange: (value: number, source: 'step' | 'type') => void;
  /** Keeps the label for screen readers but does not show it (e.g. in a table under a Quantity column). */
  labelHidden?: boolean;
  /** Unit shown inside the field, e.g. "sqft" or "boxes". */
  unit?: string;
  /** Floor for the − button (§5: coverage floors at 0, boxes at 1). Typed input is not clamped. */
  min?: number;
  /** Optional ceiling for the + button. */
  max?: number;
  step?: number;
  /** Allow decimals (sqft) or whole numbers only (boxes). Sets the on-screen keyboard too. */
  allowDecimal?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  size?: Extract<MantineSize, 'sm' | 'md' | 'lg'>;
  id?: string;
  name?: string;
  className?: string;
}

const roundToCents = (n: number) => Math.round(n * 100) / 100;

/**
 * − / text field / + control for quantities. Parsing follows §5 through src/domain/quantity:
 * empty or non-numeric is 0, leading zeros are stripped and 0 shows as an empty field.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  unit,
  min = 0,
  max,
  step = 1,
  allowDecimal = true,
  disabled = false,
  size = 'md',
  labelHidden = false,
  // The rest (id, name, className, description, error) are the text field's own.
  ...field
}: QuantityStepperProps) {
  const [text, setText] = useState(() => formatQuantityInput(value));
  const [shownValue, setShownValue] = useState(value);

  // The value can change from outside (linked coverage/boxes fields): show it unless the text
  // being typed already means the same number (keeps "12." while typing "12.5").
  if (value !== shownValue) {
    setShownValue(value);
    if (parseQuantityInput(text) !== value) setText(formatQuantityInput(value));
  }

  const commit = (next: number) => {
    setText(formatQuantityInput(next));
    setShownValue(next);
    if (next !== value) onChange(next, 'step');
  };

  const handleTyping = (raw: string) => {
    let next = normaliseQuantityText(raw);
    if (!allowDecimal) next = next.replace(/\..*$/, '');
    setText(next);
    const parsed = parseQuantityInput(next);
    setShownValue(parsed);
    if (parsed !== value) onChange(parsed, 'type');
  };

  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && (max === undefined || value < max);
  // The − / + buttons and the arrow keys step alike.
  const decrease = () => canDecrease && commit(roundToCents(Math.max(min, value - step)));
  const increase = () => canIncrease && commit(roundToCents(Math.min(max ?? Infinity, value + step)));
  // A button at the floor or ceiling is only marked unavailable (aria-disabled, drawn as disabled):
  // made `disabled` while it had the focus, Chromium sent the focus to the page's body, so a keyboard
  // shopper stepping down to the floor lost their place. The whole stepper `disabled` disables them.
  const limit = (can: boolean) => ({
    disabled,
    'aria-disabled': !can || undefined,
    'data-disabled': !can || undefined,
  });

  return (
    <TextInput
      {...field}
      label={label}
      size={size}
      disabled={disabled}
      value={text}
      onChange={(event) => handleTyping(event.currentTarget.value)}
      onBlur={() => setText(formatQuantityInput(value))}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' && canIncrease) {
          event.preventDefault();
          increase();
        } else if (event.key === 'ArrowDown' && canDecrease) {
          event.preventDefault();
          decrease();
        }
      }}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      rightSection={unit ? <span className={classes.unit}>{unit}</span> : undefined}
      // The unit's own width, which the number's padding keeps clear ('auto' left the padding at 0, and
      // a 5-digit count ran under "boxes").
      rightSectionWidth={unit ? `calc(${unit.length}ch + var(--mantine-spacing-sm) * 1.5)` : undefined}
      classNames={{
        input: classes.input,
        section: classes.section,
        label: labelHidden ? classes.hiddenLabel : undefined,
      }}
      inputContainer={(input) => (
        <div className={classes.row} data-size={size}>
          <ActionIcon
            size={`input-${size}`}
            variant="default"
            aria-label={`Decrease ${label}`}
            {...limit(canDecrease)}
            onClick={decrease}
          >
            <IconMinus size={18} stroke={2} aria-hidden />
          </ActionIcon>
          <div className={classes.field}>{input}</div>
          <ActionIcon
            size={`input-${size}`}
            variant="default"
            aria-label={`Increase ${label}`}
            {...limit(canIncrease)}
            onClick={increase}
          >
            <IconPlus size={18} stroke={2} aria-hidden />
          </ActionIcon>
        </div>
      )}
    />
  );
}
