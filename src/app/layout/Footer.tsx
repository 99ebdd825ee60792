import { useState } from 'react';
import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { useSettings } from '@/api';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { whatsappChatUrl } from '@/services/whatsapp';
import { PaymentCardIcons } from '@/ui';
import classes from './Footer.module.css';

/** Google's keyless embed for an address (the map only loads when the shopper asks for it). */
function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/**
 * §2 footer: Link, Social and Documents columns, an embedded map, address (→ map URL), phone (tel:),
 * email (mailto:), © current year, payment card icons.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { data: settings } = useSettings();
  const [showMap, setShowMap] = useState(false);
  const whatsapp = whatsappChatUrl(settings?.contact_no);
  const social = [
    { label: 'WhatsApp', href: whatsapp, icon: IconBrandWhatsapp },
    { label: 'Instagram', href: settings?.instagram, icon: IconBrandInstagram },
    { label: 'Facebook', href: settings?.facebook, icon: IconBrandFacebook },
    { label: 'TikTok', href: settings?.tiktok, icon: IconBrandTiktok },
  ];

  return (
    <footer className={classes.footer}>
      <Container size={1320} py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          <Stack gap="sm">
            <Text className={classes.brand}>{brand.name}</Text>
            <Text size="sm" className={classes.muted}>
              {brand.tagline}. Waterproof plank flooring by the box, picked up at our warehouse or delivered
              by pallet.
            </Text>
            <Stack gap={8} mt="xs">
              {settings?.address ? (
                <Anchor
                  href={settings.map_url || undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.contact}
                >
                  <IconMapPin size={18} aria-hidden /> {settings.address}
                </Anchor>
              ) : null}
              {settings?.contact_no ? (
                <Anchor
                  href={`tel:${settings.contact_no.replace(/[^\d+]/g, '')}`}
                  className={classes.contact}
                >
                  <IconPhone size={18} aria-hidden /> {settings.contact_no}
                </Anchor>
              ) : null}
              {settings?.email ? (
                <Anchor href={`mailto:${settings.email}`} className={classes.contact}>
                  <IconMail size={18} aria-hidden /> {settings.email}
                </Anchor>
              ) : null}
            </Stack>
          </Stack>

          <nav aria-labelledby="footer-link">
            <Title order={2} id="footer-link" className={classes.heading} c="white">
              Link
            </Title>
            <Stack component="ul" gap={10} className={classes.list}>
              <li>
                <Anchor component={Link} href={paths.home} className={classes.link}>
                  Home
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} href={paths.aboutUs} className={classes.link}>
                  About Us
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} href={paths.contactUs} className={classes.link}>
                  Contact Us
                </Anchor>
              </li>
            </Stack>
          </nav>

          <nav aria-labelledby="footer-social">
            <Title order={2} id="footer-social" className={classes.heading} c="white">
              Social
            </Title>
            <Stack component="ul" gap={10} className={classes.list}>
              {social
                .filter((item) => item.href)
                .map(({ label, href, icon: Icon }) => (
                  <li key={label}>
                    <Anchor href={href!} target="_blank" rel="noopener noreferrer" className={classes.link}>
                      <Icon size={18} aria-hidden /> {label}
                    </Anchor>
                  </li>
                ))}
            </Stack>
          </nav>

          <nav aria-labelledby="footer-documents">
            <Title order={2} id="footer-documents" className={classes.heading} c="white">
              Documents
            </Title>
            <Stack component="ul" gap={10} className={classes.list}>
              <li>
                <Anchor component={Link} href={paths.privacyPolicy} className={classes.link}>
                  Privacy Policy
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} href={paths.termsAndConditions} className={classes.link}>
                  Terms &amp; Conditions
                </Anchor>
              </li>
            </Stack>
          </nav>
        </SimpleGrid>

        {settings?.address ? (
          <div className={classes.map} data-loaded={showMap || undefined}>
            {showMap ? (
              <iframe
                title={`Map of ${settings.address}`}
                src={mapEmbedUrl(settings.address)}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className={classes.mapFrame}
              />
            ) : (
              <Group justify="center" className={classes.mapFacade}>
                <IconMapPin size={22} aria-hidden />
                <Text size="sm">{settings.address}</Text>
                <Button variant="white" color="dark" size="xs" onClick={() => setShowMap(true)}>
                  Show map
                </Button>
              </Group>
            )}
          </div>
        ) : null}

        <Group justify="space-between" mt={40} pt="lg" className={classes.bottom} gap="md">
          <Text size="sm" className={classes.muted}>
            © {year} {brand.name}. All rights reserved.
          </Text>
          <PaymentCardIcons />
        </Group>
      </Container>
    </footer>
  );
}
