// An HTML text the owner types, with its live preview beside it (under it on a phone) as shoppers see it:
// the storefront's own HtmlContent, which sanitizes on render (the server sanitizes again on save). The
// product description and the home and About texts use this one field.
import { Paper, SimpleGrid, Text, Textarea, type TextareaProps } from '@mantine/core';
import { HtmlContent } from '@/ui';

export interface HtmlFieldProps extends Omit<TextareaProps, 'label' | 'value'> {
  /** The textarea's label; the preview is named after it ("Preview of …"). */
  label: string;
  /** The HTML (a controlled form's value). */
  value?: string;
}

export function HtmlField({ label, value = '', ...textarea }: HtmlFieldProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Textarea label={label} value={value} autosize {...textarea} />
      <Paper withBorder p="sm" radius="md" component="section" aria-label={`Preview of ${label}`}>
        <Text size="sm" fw={600} mb={4}>
          Preview (as shoppers see it)
        </Text>
        <HtmlContent html={value} variant="compact" />
      </Paper>
    </SimpleGrid>
  );
}
