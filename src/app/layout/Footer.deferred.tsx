import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
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

const siteLinks = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.aboutUs },
  { label: 'Contact Us', href: paths.contactUs },
];

const documentLinks = [
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms & Conditions', href: paths.termsAndConditions },
];

/** How near the viewport the footer's map must come before its frame is loaded. */
const MAP_MARGIN = '300px 0px';

/**
 * §2 the embedded map: the settings' map_url, in a box of fixed size (nothing shifts when it loads, or if
 * it cannot). Its frame (a whole third-party page) is added only once the shopper scrolls within
 * MAP_MARGIN of it: on short pages (a loading cart, a category) the browser's own lazy loading started it
 * with the page, where it took the network and main thread from the first screen (Lighthouse
 * counted its document into the first paint). Until then, and without JavaScript, the box links to the map.
 */
function FooterMap({ url, title }: { url: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = box.current;
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A browser without it: the map comes right after the page has rendered.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={classes.map}>
      {near ? (
        <iframe
          title={title}
          src={url}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={classes.mapFrame}
        />
      ) : (
        <a href={url} className={classes.mapLink} target="_blank" rel="noopener noreferrer">
          <IconMapPin size={18} aria-hidden /> Open the map
        </a>
      )}
    </div>
  );
}

/** One titled column of footer links (a navigation landmark named by its heading). */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  return (
    <nav aria-labelledby={id}>
      <Title order={2} id={id} className={classes.heading} c="white">
        {title}
      </Title>
      <Stack component="ul" gap={10} className={classes.list}>
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * §2 footer: Link, Social and Documents columns, an embedded map, address (→ map URL), phone (tel:),
 * email (mailto:), © current year, payment card icons. Its frame and columns are plain elements styled
 * as Mantine's Container and SimpleGrid style them (Footer.module.css): the code of those two was in
 * every first visit for it alone (the footer was in the shared entry then; now a deferred part, Layout).
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { data: settings } = useSettings();
  const whatsapp = whatsappChatUrl(settings?.contact_no);
  const social = [
    { label: 'WhatsApp', href: whatsapp, icon: IconBrandWhatsapp },
    { label: 'Instagram', href: settings?.instagram, icon: IconBrandInstagram },
    { label: 'Facebook', href: settings?.facebook, icon: IconBrandFacebook },
    { label: 'TikTok', href: settings?.tiktok, icon: IconBrandTiktok },
  ];

  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.columns}>
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

          <FooterColumn id="footer-link" title="Link">
            {siteLinks.map(({ label, href }) => (
              <Anchor key={label} component={Link} href={href} className={classes.link}>
                {label}
              </Anchor>
            ))}
          </FooterColumn>

          <FooterColumn id="footer-social" title="Social">
            {social
              .filter((item) => item.href)
              .map(({ label, href, icon: Icon }) => (
                <Anchor
                  key={label}
                  href={href!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                >
                  <Icon size={18} aria-hidden /> {label}
                </Anchor>
              ))}
          </FooterColumn>

          <FooterColumn id="footer-documents" title="Documents">
            {documentLinks.map(({ label, href }) => (
              <Anchor key={label} component={Link} href={href} className={classes.link}>
                {label}
              </Anchor>
            ))}
          </FooterColumn>
        </div>

        {settings?.map_url ? (
          <FooterMap url={settings.map_url} title={settings.address ? `Map of ${settings.address}` : 'Map'} />
        ) : null}

        <Group justify="space-between" mt={40} pt="lg" className={classes.bottom} gap="md">
          {/* The year the server rendered stays as it is when this hydrates, which may be much later
              (a page opened before New Year, a clock on the other side of midnight): not a mismatch. */}
          <Text size="sm" className={classes.muted} suppressHydrationWarning>
            © {year} {brand.name}. All rights reserved.
          </Text>
          <PaymentCardIcons />
        </Group>
      </div>
    </footer>
  );
}

// A deferred part of every page (Layout): its server HTML is links, and it hydrates when scrolled near.
export default Footer;
