// §2 Contact us: the form (ContactForm.deferred.tsx, a deferred part: server HTML at once, its code at the
// first touch, focus or key) beside the store's own details.
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useSettings } from '@/api/hooks/catalogue';
import { deferHydration } from '@/ui';
import { AccountCard } from './AccountCard';
import classes from './AccountCard.module.css';
import { FORM_DEFER } from './formDefer';

const ContactForm = deferHydration(() => import('./ContactForm.deferred'), {
  ...FORM_DEFER,
  fallback: <Skeleton className={classes.contactPlaceholder} aria-hidden />,
});

/** The store's own details from the site settings, beside the form. Nothing while they load. */
function StoreDetails() {
  const { data: settings } = useSettings();
  const rows = [
    settings?.contact_no
      ? {
          icon: IconPhone,
          label: settings.contact_no,
          href: `tel:${settings.contact_no.replace(/[^\d+]/g, '')}`,
        }
      : null,
    settings?.email ? { icon: IconMail, label: settings.email, href: `mailto:${settings.email}` } : null,
    settings?.address
      ? { icon: IconMapPin, label: settings.address, href: settings.map_url || undefined }
      : null,
  ].filter((row) => row !== null);
  return (
    <Stack gap="md">
      <Title order={2} size="h4" c="white">
        Talk to a flooring expert
      </Title>
      <Text size="sm" className={classes.asideText}>
        Samples, coverage, pallets or delivery: ask us anything. We answer on business days.
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map(({ icon: Icon, label, href }) => (
          <li key={label}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Icon size={18} aria-hidden className={classes.asideIcon} />
              <Anchor
                href={href}
                size="sm"
                className={classes.asideLink}
                {...(href?.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {label}
              </Anchor>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export default function ContactScreen() {
  return (
    <AccountCard
      title="Contact Us"
      subtitle="Questions about a floor, an order or delivery? Send us a message."
      width={960}
      aside={<StoreDetails />}
    >
      <ContactForm />
    </AccountCard>
  );
}
