// §2 Contact us: first name, last name, email and message, all required (§5). §7 posts Contactus[…];
// §8 success "Thanks for the message, one of our team will be in touch shortly" and a cleared form;
// failure "Something went wrong. Please try again.".
import { useState } from 'react';
import { Anchor, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useSettings } from '@/api/hooks/catalogue';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast } from '@/ui';
import { AccountCard, EmailField, FormErrorAlert, NameFields } from './AccountCard';
import classes from './AccountCard.module.css';
import { sendContactMessage } from './accountRequests';
import type { ContactValues } from './accountSchemas';
import { emptyContact } from './accountValues';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'contact';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.contactSchema);

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm<ContactValues>(FORM, rules, emptyContact, {
    onValuesChange: () => setSent(false),
  });
  const submit = useSingleSubmit(form, FORM, async (values) => {
    setServerError(null);
    setSent(false);
    try {
      await sendContactMessage(values);
    } catch {
      setServerError(FORM_MESSAGES.somethingWentWrong); // §8 "Contact failure: the same alert."
      return;
    }
    form.reset();
    setSent(true);
    toast('success', FORM_MESSAGES.contactThanks);
  });

  return (
    <AccountCard
      title="Contact Us"
      subtitle="Questions about a floor, an order or delivery? Send us a message."
      width={960}
      aside={<StoreDetails />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
          <EmailField {...form.getInputProps('email')} />
          <Textarea label="Message" name="message" required minRows={5} {...form.getInputProps('message')} />
          <FormErrorAlert message={serverError} />
          {sent ? (
            // The toast announces it; this keeps it on screen after the toast closes.
            <Group gap="xs" wrap="nowrap" className={classes.success}>
              <IconCircleCheck size={20} aria-hidden />
              <Text size="sm" fw={500}>
                {FORM_MESSAGES.contactThanks}
              </Text>
            </Group>
          ) : null}
          <BusyButton type="submit" size="md" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Send message
          </BusyButton>
        </Stack>
      </form>
    </AccountCard>
  );
}
