import { paths } from '@/config/paths';

/** §2 header links, shared by the header and the mobile menu. */
export const navLinks = [
  { label: 'Home', href: paths.home },
  { label: 'Product', href: paths.homeProducts },
  { label: 'About Us', href: paths.aboutUs },
  { label: 'Contact Us', href: paths.contactUs },
] as const;

/** §2 the header is transparent and overlaid on / and /about-us, black elsewhere. */
export function isOverlayRoute(location: string): boolean {
  return location === paths.home || location === paths.aboutUs;
}
