import { useState } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '@/ui';

/** Holds the value like a screen would, and prints it so plays can check what onChange gave. */
function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack gap="xs" maw={320}>
      <QuantityStepper
        {...props}
        value={value}
        onChange={(next, source) => {
          setValue(next);
          props.onChange(next, source);
        }}
      />
      <Text size="xs" c="dimmed" data-testid="value">
        Value: {value}
      </Text>
    </Stack>
  );
}

const meta = preview.meta({
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Coverage', unit: 'sqft', value: 0, min: 0, step: 1, onChange: fn() },
  render: (args) => <Controlled {...args} />,
});

export const CoverageEmpty = meta.story({
  name: 'Coverage (sqft), empty',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Coverage' });
    await expect(input).toHaveValue(''); // §5: 0 shows as empty
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.getByRole('button', { name: 'Decrease Coverage' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Increase Coverage' }));
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 'step');

    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Coverage' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(0, 'step');
  },
});

export const TypingRules = meta.story({
  name: 'Typing: leading zeros, decimals, garbage',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Coverage' });

    await userEvent.type(input, '007');
    await expect(input).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith(7, 'type');

    await userEvent.clear(input);
    await userEvent.type(input, '120.5');
    await expect(input).toHaveValue('120.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(120.5, 'type');

    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(0, 'type');
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Value: 0');

    await userEvent.type(input, '12');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('13');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('11');
    await userEvent.tab();
  },
});

export const Boxes = meta.story({
  name: 'Boxes (whole numbers, floor 1)',
  args: { label: 'Number of boxes', unit: 'boxes', value: 2, min: 1, allowDecimal: false },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of boxes' });
    await expect(input).toHaveValue('2');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    const decrease = canvas.getByRole('button', { name: 'Decrease Number of boxes' });
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
    await expect(decrease).toHaveAttribute('aria-disabled', 'true'); // §5: boxes floor at 1
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.clear(input);
    await userEvent.type(input, '3.7');
    await expect(input).toHaveValue('37'); // no decimal point for boxes
  },
});

/** Stepped down to the floor from the keyboard: the − button keeps the focus (marked unavailable). */
export const FloorFromTheKeyboard = meta.story({
  name: 'Floor reached from the keyboard (focus kept)',
  tags: ['no-visual'],
  args: { label: 'Number of boxes', unit: 'boxes', value: 2, min: 1, allowDecimal: false },
  play: async ({ canvas }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease Number of boxes' });
    decrease.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Number of boxes' })).toHaveValue('1');
    // Chromium moves the focus off a control disabled while focused when it next draws a frame.
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    await expect(decrease).toHaveFocus();
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}'); // at the floor: nothing happens
    await expect(canvas.getByRole('textbox', { name: 'Number of boxes' })).toHaveValue('1');
  },
});

export const WithError = meta.story({
  args: { error: 'Please enter sqft' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coverage' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter sqft');
  },
});

export const Disabled = meta.story({
  args: { value: 4, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coverage' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Coverage' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Coverage' })).toBeDisabled();
  },
});

const SQFT_IN_BOX = 23.4;

/** How the product page links the two fields (§5): boxes = ceil(sqft / sqft_in_box). */
function LinkedFields() {
  const [sqft, setSqft] = useState(0);
  const [boxes, setBoxes] = useState(0);
  return (
    <Box maw={360}>
      <Stack gap="md">
        <QuantityStepper
          label="Coverage"
          unit="sqft"
          value={sqft}
          min={0}
          onChange={(next) => {
            setSqft(next);
            setBoxes(next > 0 ? Math.ceil(next / SQFT_IN_BOX) : 0);
          }}
        />
        <QuantityStepper
          label="Boxes"
          unit="boxes"
          value={boxes}
          min={1}
          allowDecimal={false}
          onChange={(next) => {
            setBoxes(next);
            setSqft(Math.round(next * SQFT_IN_BOX * 100) / 100);
          }}
        />
      </Stack>
    </Box>
  );
}

export const LinkedCoverageAndBoxes = meta.story({
  name: 'Linked coverage and boxes',
  render: () => <LinkedFields />,
  play: async ({ canvas }) => {
    const sqft = canvas.getByRole('textbox', { name: 'Coverage' });
    const boxes = canvas.getByRole('textbox', { name: 'Boxes' });
    await userEvent.type(sqft, '50');
    await expect(boxes).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Boxes' }));
    await expect(sqft).toHaveValue('93.6');
  },
});

export const Mobile = meta.story({
  args: { value: 120 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coverage' })).toHaveValue('120');
  },
});
