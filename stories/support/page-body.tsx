// The stand-in for a route's screen in the layout's stories (the header, menus, drawers and footer
// around it are what those stories show).
import { Container, Text, Title } from '@mantine/core';

export function PageBody() {
  return (
    <Container size={1320} py={60}>
      <Title order={1}>Page content</Title>
      <Text c="dimmed">The screen of the current route renders here.</Text>
    </Container>
  );
}
