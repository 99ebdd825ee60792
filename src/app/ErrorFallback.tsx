import { Button, Stack, Text, Title } from '@mantine/core';
import classes from './ErrorFallback.module.css';

/** §2 generic fallback: "Ooops, something went wrong :( " with a Refresh button that reloads the site origin. */
export function ErrorFallback({ onRefresh = reloadOrigin }: { onRefresh?: () => void }) {
  return (
    <Stack className={classes.root} align="center" justify="center" gap="md" role="alert">
      <Title order={1} className={classes.title}>
        Ooops, something went wrong :({' '}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        Please refresh the page. If it keeps happening, contact us and we will sort it out.
      </Text>
      <Button size="md" onClick={onRefresh}>
        Refresh
      </Button>
    </Stack>
  );
}

function reloadOrigin(): void {
  window.location.assign(window.location.origin);
}
