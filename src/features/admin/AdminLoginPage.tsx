// /admin/login: the owner signs in to the back office (a session of its own: an httpOnly cookie for
// /api/admin, never the shopper's key). Fields checked with the contract's messages; the server's refusal
// (wrong password, not an owner, too many attempts) shown under the form. Back to ?redirect after.
import { useState } from 'react';
import { Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';
import { redirectTarget } from '@/config/paths';
import { adminEndpoints } from '@/contract/admin';
import { useDocumentMeta } from '@/services/documentMeta';
import { adminCall, failureOf } from './api';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import { focusFirstInvalid, FormFailure } from './forms';

export default function AdminLoginScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.signInTitle });
  const [, navigate] = useLocation();
  const search = useSearch();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(adminEndpoints.adminLogin.request, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await adminCall('adminLogin', values);
      // The frame asks who is signed in again.
      await mutate((key) => Array.isArray(key) && key[0] === 'admin', undefined, { revalidate: false });
      const target = redirectTarget(search);
      navigate(target?.startsWith('/admin') && target !== adminPaths.login ? target : adminPaths.orders);
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  }, focusFirstInvalid);
  return (
    <Container size={420} py={60}>
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {ADMIN_TEXT.signInTitle}
            </Title>
            <FormFailure failure={failure} />
            <TextInput
              label={ADMIN_TEXT.email}
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={ADMIN_TEXT.password}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy}>
              {ADMIN_TEXT.signIn}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
