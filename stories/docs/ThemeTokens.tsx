// The design tokens of src/ui/theme.ts drawn from the theme itself (Mantine's defaults merged in, as
// the app gets them), so this page can never disagree with the app.
import {
  Box,
  DEFAULT_THEME,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  mergeMantineTheme,
  type MantineSize,
  type TitleOrder,
} from '@mantine/core';
// Mantine's Table styles are not in the app's stylesheet (the store has no Mantine Table).
import '@mantine/core/styles/Table.css';
import { theme } from '@/ui/theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const sizes: MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
/** The store's own palettes (the rest are Mantine's). */
const palettes = ['oak', 'gray', 'ink', 'red', 'green'] as const;
const uses: Record<(typeof palettes)[number], string> = {
  oak: 'primary: buttons, links, price accents (shade 7 on white: 6.3:1)',
  gray: 'warm neutrals: borders, muted text (shade 6 is "dimmed": 5.8:1)',
  ink: 'header, footer and body text',
  red: 'errors and sale badges (shade 6: 5.5:1)',
  green: 'success and WhatsApp (shade 6: 5.3:1)',
};

export function Colours() {
  return (
    <Stack gap="lg">
      {palettes.map((name) => (
        <div key={name}>
          <Title order={3} size="h5">
            {name}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {uses[name]}
          </Text>
          <SimpleGrid cols={10} spacing={4}>
            {full.colors[name]!.map((hex, shade) => (
              <Stack key={hex} gap={2}>
                <Box
                  h={48}
                  bg={hex}
                  style={{ borderRadius: full.radius.sm, outline: '1px solid rgba(0,0,0,0.08)' }}
                  aria-hidden
                />
                <Text size="xs" fw={shade === 7 && name === 'oak' ? 700 : 400}>
                  {shade} · {hex}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}

export function Typography() {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {full.fontFamily.split(',')[0]} (bundled, weights 400–800); headings {full.headings.fontWeight}
      </Text>
      {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((h, index) => (
        <Group key={h} align="baseline" wrap="nowrap" gap="lg">
          <Text size="xs" c="dimmed" w={200} style={{ flexShrink: 0 }}>
            {h} · {full.headings.sizes[h].fontSize}
          </Text>
          <Title order={(index + 1) as TitleOrder}>Waterproof oak floors</Title>
        </Group>
      ))}
      {sizes.map((size) => (
        <Group key={size} align="baseline" wrap="nowrap" gap="lg">
          <Text size="xs" c="dimmed" w={200} style={{ flexShrink: 0 }}>
            text {size} · {full.fontSizes[size]}
          </Text>
          <Text size={size}>23.77 sqft per box, ships in 1 pallet.</Text>
        </Group>
      ))}
    </Stack>
  );
}

export function Spacing() {
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>size</Table.Th>
          <Table.Th>spacing</Table.Th>
          <Table.Th>radius</Table.Th>
          <Table.Th>shadow</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sizes.map((size) => (
          <Table.Tr key={size}>
            <Table.Td>{size}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Box w={full.spacing[size]} h={16} bg="oak.5" aria-hidden />
                <Text size="xs">{full.spacing[size]}</Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Box w={40} h={40} bg="gray.2" style={{ borderRadius: full.radius[size] }} aria-hidden />
                <Text size="xs">{full.radius[size]}</Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Paper w={64} h={40} shadow={size} radius="md" withBorder={false} aria-hidden />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
