import { useId } from 'react';
import { Button, Card, Container, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { HtmlContent } from '@/ui';
import classes from './Home.module.css';

/** The home content's pick_up_delivery HTML (sanitised), with a way to the delivery calculator. */
export function PickupDelivery({ html }: { html: string }) {
  const titleId = useId();
  if (!html.trim()) return null;
  return (
    <section aria-labelledby={titleId} className={classes.section} data-tone="muted">
      <Container size="md">
        <Card className={classes.service} padding="xl">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" className={classes.serviceIcon} visibleFrom="xs">
              <IconTruckDelivery size={26} aria-hidden />
            </ThemeIcon>
            <Stack gap="md">
              <Title order={2} id={titleId} size="h3">
                Pickup &amp; delivery
              </Title>
              <HtmlContent html={html} />
              <div>
                <Button component={Link} href={paths.calculate} variant="light">
                  Estimate your delivery charge
                </Button>
              </div>
            </Stack>
          </Group>
        </Card>
      </Container>
    </section>
  );
}
