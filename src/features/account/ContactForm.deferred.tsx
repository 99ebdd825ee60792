// The contact form: a deferred part of /contact-us (ContactScreen), hydrated at the first touch, focus or
// key. First name, last name, email and message, all required (§5). §7 posts Contactus[…]; §8 success
// "Thanks for the message, one of our team will be in touch shortly" and a cleared form; failure
// "Something went wrong. Please try again.".
import { useState } from 'react';
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FIELD_LIMITS } from '@/contract/limits';
import { lengthCount } from '@/domain/text';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast } from '@/ui';
import classes from './AccountCard.module.css';
import { EmailField, FormErrorAlert, NameFields } from './AccountFields';
import { sendContactMessage } from './accountRequests';
import type { ContactValues } from './accountSchemas';
import { emptyContact } from './accountValues';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'contact';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.contactSchema);

export default function ContactForm() {
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

  const count = lengthCount(form.values.message, FIELD_LIMITS.message);
  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <EmailField {...form.getInputProps('email')} />
        <Textarea
          label="Message"
          name="message"
          required
          minRows={5}
          // The limit told as the shopper types, not first on submit; over it, in red with by how much.
          description={<span className={count.over ? classes.overLimit : undefined}>{count.text}</span>}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('message')}
        />
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
  );
}
