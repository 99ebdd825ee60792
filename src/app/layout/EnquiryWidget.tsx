import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Affix,
  Alert,
  Button,
  Popover,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { useSettings } from '@/api';
import { env } from '@/config/env';
import { FORM_MESSAGES } from '@/domain/validation';
import { enquiryNumber, enquiryText, whatsappChatUrl } from '@/services/whatsapp';
import { closeEnquiry, openEnquiry, uiStore } from '@/state';
import classes from './EnquiryWidget.module.css';

const empty = { name: '', email: '', message: '' };

/**
 * §2 floating enquiry button on every page: Enquiry Form (Your Name, Your Email, Your Message) and
 * "Chat on WhatsApp", which opens a click-to-chat link with the enquiry text to the widget's own fixed
 * number (§2), VITE_WHATSAPP_NUMBER, or — when the build sets none — the shop's contact number from the
 * settings (docs/decisions.md); with neither the form says chat is unavailable.
 */
export function EnquiryWidget() {
  const { enquiryOpen } = useSnapshot(uiStore);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const { data: settings } = useSettings();
  const number = enquiryNumber(env().VITE_WHATSAPP_NUMBER, settings?.contact_no);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      setError(FORM_MESSAGES.enquiryIncomplete);
      return;
    }
    const url = whatsappChatUrl(number, enquiryText(values));
    if (!url) {
      setError('WhatsApp chat is not available right now. Please use the Contact Us page.');
      return;
    }
    setError(null);
    window.open(url, '_blank', 'noopener,noreferrer');
    setValues(empty);
    closeEnquiry();
  };

  const set = (key: keyof typeof empty) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Popover
        opened={enquiryOpen}
        onChange={(open) => (open ? openEnquiry() : closeEnquiry())}
        position="top-end"
        offset={12}
        width="min(340px, calc(100vw - 40px))"
        trapFocus
        returnFocus
        shadow="lg"
        radius="lg"
      >
        <Popover.Target>
          <ActionIcon
            size={56}
            radius="xl"
            className={classes.fab}
            onClick={() => (enquiryOpen ? closeEnquiry() : openEnquiry())}
            aria-label={enquiryOpen ? 'Close enquiry form' : 'Open enquiry form'}
            aria-expanded={enquiryOpen}
          >
            {enquiryOpen ? <IconX size={26} aria-hidden /> : <IconMessageCircle size={28} aria-hidden />}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="lg" role="dialog" aria-labelledby="enquiry-title">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <div>
                <Title order={2} id="enquiry-title" size="h4">
                  Enquiry Form
                </Title>
                <Text size="sm" c="dimmed">
                  Ask us anything; we reply on WhatsApp.
                </Text>
              </div>
              {error ? (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextInput label="Your Name" value={values.name} onChange={set('name')} autoComplete="name" />
              <TextInput
                label="Your Email"
                type="email"
                value={values.email}
                onChange={set('email')}
                autoComplete="email"
              />
              <Textarea
                label="Your Message"
                value={values.message}
                onChange={set('message')}
                autosize
                minRows={3}
                maxRows={6}
              />
              <Button type="submit" color="green.8" leftSection={<IconBrandWhatsapp size={18} aria-hidden />}>
                Chat on WhatsApp
              </Button>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
